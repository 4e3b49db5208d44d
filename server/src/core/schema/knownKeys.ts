// Known keys of the top level and of each navigation kind, read from the key table (schema/src/keys.json, which the
// schema is generated from too). The key-ignored rule warns about the other keys: the builder silently drops them.
//
// Kinds: 'root' (top level of docs.json), the navigation kinds ('navigation', 'tab', ..., 'group', 'global') and
// the global item kinds ('globalTab', 'globalAnchor', ...; globalKindOf maps the list they sit in). Every set
// includes "$ref" (any object may be an include).
import { KEY_TABLE } from './generated/keyTable';
import type { ContainerKind } from '../model/navigationKinds';
import { THEME_NAMES } from './schemaFacts';

type GlobalItemKind = keyof typeof KEY_TABLE.globalItems;
export type NavigationKind = ContainerKind | GlobalItemKind;
export type KeyedKind = NavigationKind | 'root';

interface KindSpec {
  readonly keys: readonly string[];
  readonly rejects?: readonly string[];
  readonly label?: string;
  readonly themeOnly?: Readonly<Record<string, readonly string[]>>;
}

const SPECS: Readonly<Record<string, KindSpec>> = { ...KEY_TABLE.kinds, ...KEY_TABLE.globalItems };

export const NAVIGATION_KINDS = Object.keys(SPECS).filter((k) => k !== 'root') as readonly NavigationKind[];

function specOf(kind: string): KindSpec | undefined {
  return Object.prototype.hasOwnProperty.call(SPECS, kind) ? SPECS[kind] : undefined;
}

const known = new Map<string, ReadonlySet<string>>();
const rejected = new Map<string, ReadonlySet<string>>();

/**
 * Keys the builder reads on an object of this kind; undefined for an unknown kind. For the top level, `theme`
 * leaves out the keys read only with other themes (unless it is not a theme name: then nothing is left out).
 */
export function knownKeysOf(kind: KeyedKind | string, theme?: string): ReadonlySet<string> | undefined {
  const spec = specOf(kind);
  if (!spec) return undefined;
  const themed = spec.themeOnly !== undefined && theme !== undefined && THEME_NAMES.includes(theme);
  const id = themed ? `${kind} ${theme}` : kind;
  let keys = known.get(id);
  if (!keys) {
    const forTheme = (k: string) => !themed || !spec.themeOnly![k] || spec.themeOnly![k].includes(theme!);
    keys = new Set([...spec.keys.filter(forTheme), '$ref']);
    known.set(id, keys);
  }
  return keys;
}

/** Keys the builder fails on, whatever their value, on an object of this kind (the schema reports them). */
export function rejectedKeysOf(kind: KeyedKind | string): ReadonlySet<string> {
  let keys = rejected.get(kind);
  if (!keys) {
    keys = new Set(specOf(kind)?.rejects ?? []);
    rejected.set(kind, keys);
  }
  return keys;
}

/** The themes with which the builder reads a top-level key, when it reads it only with some. */
export function themesReading(key: string): readonly string[] | undefined {
  const only = KEY_TABLE.kinds.root.themeOnly as Readonly<Record<string, readonly string[]>>;
  return Object.prototype.hasOwnProperty.call(only, key) ? only[key] : undefined;
}

/** 'anchors' -> 'globalAnchor': the global item kind with the label of the list's item kind. */
const GLOBAL_KIND: Readonly<Record<string, GlobalItemKind>> = Object.fromEntries(
  KEY_TABLE.kinds.global.keys.map((listKey) => {
    const label = specOf(KEY_TABLE.itemKinds[listKey])?.label;
    const kinds = Object.keys(KEY_TABLE.globalItems) as GlobalItemKind[];
    return [listKey, kinds.find((k) => KEY_TABLE.globalItems[k].label === label)!];
  }),
);

/** The kind of an item of `navigation.global[listKey]` ('anchors' → 'globalAnchor'); undefined otherwise. */
export function globalKindOf(listKey: string): NavigationKind | undefined {
  return Object.prototype.hasOwnProperty.call(GLOBAL_KIND, listKey) ? GLOBAL_KIND[listKey] : undefined;
}

/** The label key of a navigation kind ('menuItem' → 'item', 'globalAnchor' → 'anchor'); undefined for others. */
export function labelKeyOf(kind: NavigationKind): string | undefined {
  return specOf(kind)?.label;
}
