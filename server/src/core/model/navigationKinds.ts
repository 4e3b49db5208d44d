// What the builder knows about navigation: which array key holds which kind of node, the label key of each kind,
// and the order in which a level's navigation keys are tried (real-world.md: the first one present wins).

export type ContainerKind =
  'navigation' | 'global' | 'tab' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language' | 'menuItem' | 'group';

/** Array keys that hold a level's content, in the order the builder tries them. */
export const DIVISION_KEYS = [
  'products',
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'groups',
  'pages',
] as const;
export type DivisionKey = (typeof DIVISION_KEYS)[number];

/** Kind of the objects found in each array key. (`pages` holds strings and nested groups.) */
export const KIND_OF_ARRAY: Readonly<Record<string, ContainerKind>> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  groups: 'group',
  pages: 'group',
  menu: 'menuItem',
};

export const LABEL_KEY: Readonly<Partial<Record<ContainerKind, string>>> = {
  tab: 'tab',
  anchor: 'anchor',
  dropdown: 'dropdown',
  product: 'product',
  version: 'version',
  language: 'language',
  menuItem: 'item',
  group: 'group',
};

/** Keys that `navigation.global` may hold; every item there links out with an absolute `href`. */
export const GLOBAL_KEYS = ['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'] as const;

/** Arrays that must not be empty (real-world.md). */
export const NON_EMPTY_ARRAYS = ['tabs', 'anchors', 'versions', 'languages', 'groups'] as const;

/** Human name of a kind, for messages. */
export function kindName(kind: ContainerKind): string {
  switch (kind) {
    case 'menuItem':
      return 'menu item';
    case 'global':
      return 'global navigation';
    default:
      return kind;
  }
}
