// Known keys of each navigation kind, read from the schema's definitions (the key-ignored rule warns about the
// others: the builder silently drops them).
//
// Kinds: 'root' (top level of docs.json), 'navigation', 'tab', 'anchor', 'dropdown', 'product', 'version',
// 'language', 'menuItem', 'group', 'global', and the global items per kind: 'globalTab', 'globalAnchor',
// 'globalDropdown', 'globalProduct', 'globalVersion', 'globalLanguage' (globalKindOf maps the list they sit in).
// Every set includes "$ref" (any object may be an include).
import { DOCS_SCHEMA as docsSchema } from './bundledSchema';
import { GLOBAL_KEYS, KIND_OF_ARRAY } from '../model/navigationKinds';

export const NAVIGATION_KINDS = [
  'navigation',
  'tab',
  'anchor',
  'dropdown',
  'product',
  'version',
  'language',
  'menuItem',
  'group',
  'global',
  'globalTab',
  'globalAnchor',
  'globalDropdown',
  'globalProduct',
  'globalVersion',
  'globalLanguage',
] as const;
export type NavigationKind = (typeof NAVIGATION_KINDS)[number];
export type KeyedKind = NavigationKind | 'root';

const cache = new Map<string, ReadonlySet<string>>();

function propertiesOf(schema: unknown): ReadonlySet<string> | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const props = (schema as { properties?: unknown }).properties;
  if (props === null || typeof props !== 'object') return undefined;
  return new Set(Object.keys(props));
}

/** Keys the builder reads on an object of this kind; undefined for an unknown kind. */
export function knownKeysOf(kind: KeyedKind | string): ReadonlySet<string> | undefined {
  const hit = cache.get(kind);
  if (hit) return hit;
  const defs = (docsSchema as { definitions?: Record<string, unknown> }).definitions ?? {};
  let keys: ReadonlySet<string> | undefined;
  if (kind === 'root') keys = propertiesOf(docsSchema);
  else if ((NAVIGATION_KINDS as readonly string[]).includes(kind) && Object.prototype.hasOwnProperty.call(defs, kind)) {
    keys = propertiesOf(defs[kind]);
  }
  if (keys) cache.set(kind, keys);
  return keys;
}

/** 'anchors' -> 'globalAnchor': the kinds of `navigation.global`, from the shared navigation kind tables. */
const GLOBAL_KIND: Record<string, NavigationKind> = Object.fromEntries(
  GLOBAL_KEYS.map((key) => {
    const kind = KIND_OF_ARRAY[key];
    return [key, `global${kind[0].toUpperCase()}${kind.slice(1)}` as NavigationKind];
  }),
);

/** The kind of an item of `navigation.global[listKey]` ('anchors' → 'globalAnchor'); undefined otherwise. */
export function globalKindOf(listKey: string): NavigationKind | undefined {
  return Object.prototype.hasOwnProperty.call(GLOBAL_KIND, listKey) ? GLOBAL_KIND[listKey] : undefined;
}

/** The label key of a navigation kind ('menuItem' → 'item', 'globalAnchor' → 'anchor'); undefined for others. */
export function labelKeyOf(kind: NavigationKind): string | undefined {
  switch (kind) {
    case 'navigation':
    case 'global':
      return undefined;
    case 'menuItem':
      return 'item';
    default:
      return kind.startsWith('global') ? kind.slice(6).toLowerCase() : kind;
  }
}
