// What the builder knows about navigation: which array key holds which kind of node, the label key of each kind,
// and the order in which a level's navigation keys are tried (the first one present wins). All of it
// is read from the key table (schema/src/keys.json), which the schema is generated from too.
import { KEY_TABLE } from '../schema/generated/keyTable';

type Kinds = typeof KEY_TABLE.kinds;
/** Every kind of navigation node (the top level is not one). */
export type ContainerKind = Exclude<keyof Kinds, 'root'>;

/** Array keys that hold a level's content, in the order the builder tries them. */
export const DIVISION_KEYS = KEY_TABLE.contentKeys;
export type DivisionKey = (typeof DIVISION_KEYS)[number];

/** Kind of the objects found in each array key. (`pages` holds strings and nested groups.) */
export const KIND_OF_ARRAY: Readonly<Record<string, ContainerKind>> = KEY_TABLE.itemKinds;

/** The label key of each kind that has one (`menuItem` → `item`). */
export const LABEL_KEY: Readonly<Partial<Record<ContainerKind, string>>> = Object.fromEntries(
  Object.entries(KEY_TABLE.kinds).flatMap(([kind, spec]) => ('label' in spec ? [[kind, spec.label]] : [])),
);

/** Keys that `navigation.global` may hold; every item there links out with an `href`. */
export const GLOBAL_KEYS = KEY_TABLE.kinds.global.keys;

/** Human name of a kind, for messages ('menuItem' → 'menu item'). */
export function kindName(kind: ContainerKind): string {
  return KEY_TABLE.kinds[kind].name;
}
