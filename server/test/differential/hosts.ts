// The places where the key agreement test sets keys: one minimal document per object kind of docs.json, with the
// object at `path`. Navigation kinds are listed here (each with the kind the key-ignored rule checks it as);
// the objects below them (on every kind: a language's banner, footer and navbar, the icon and colour of each node,
// its spec objects) and the settings objects are found by the test itself from the values Mintlify keeps.
import type { KeyedKind } from '../../src/core/schema/knownKeys';
import type { Path } from './schemaAt';

type Obj = Record<string, unknown>;

export interface Host {
  name: string;
  doc: Obj;
  path: Path;
  /** The kind key-ignored checks this object as. */
  kind?: KeyedKind;
  /**
   * Look for objects below this one (settings, icons, openapi objects...) among the values Mintlify keeps. Set on
   * every navigation kind: the sub-objects are mostly the same zod schemas on each, but each place is a place where
   * lint must report the keys Mintlify drops.
   */
  discover: boolean;
  /**
   * A navigation node: Mintlify tries one variant per content key, so a known key with a wrong value may be dropped
   * rather than refused; its keys are asked one by one with every candidate value.
   */
  union: boolean;
}

export const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'];

export function baseDoc(navigation: Obj = { pages: ['index'] }, theme = 'mint'): Obj {
  return { theme, name: 'Docs', colors: { primary: '#0D9373' }, navigation };
}

const URL = 'https://example.com';

function nav(name: string, navigation: Obj, path: Path, kind: KeyedKind, discover = true): Host {
  const union = !kind.startsWith('global');
  return { name, doc: baseDoc(navigation), path: ['navigation', ...path], kind, discover, union };
}

/** Keys that hold navigation structure: the hosts above cover what sits in them. */
export const STRUCTURAL_KEYS = new Set([
  'navigation',
  'products',
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'groups',
  'pages',
  'menu',
  'global',
]);

export function navigationHosts(): Host[] {
  return [
    ...THEMES.map((theme) => ({
      name: `top level (theme ${theme})`,
      doc: baseDoc(undefined, theme),
      path: [],
      kind: 'root' as const,
      // Settings found under one theme are the same under the others (willow adds one of its own).
      discover: theme === 'mint' || theme === 'willow',
      union: false,
    })),
    nav('navigation', { pages: ['index'] }, [], 'navigation'),
    nav('tab', { tabs: [{ tab: 'T' }] }, ['tabs', 0], 'tab'),
    nav('anchor', { anchors: [{ anchor: 'A' }] }, ['anchors', 0], 'anchor'),
    nav('dropdown', { dropdowns: [{ dropdown: 'D' }] }, ['dropdowns', 0], 'dropdown'),
    nav('product', { products: [{ product: 'P' }] }, ['products', 0], 'product'),
    nav('version', { versions: [{ version: 'v1' }] }, ['versions', 0], 'version'),
    nav('language', { languages: [{ language: 'en' }] }, ['languages', 0], 'language'),
    nav('menu item of a tab', { tabs: [{ tab: 'T', menu: [{ item: 'M' }] }] }, ['tabs', 0, 'menu', 0], 'menuItem'),
    nav(
      'menu item of a product',
      { products: [{ product: 'P', menu: [{ item: 'M' }] }] },
      ['products', 0, 'menu', 0],
      'menuItem',
    ),
    nav('group', { groups: [{ group: 'G' }] }, ['groups', 0], 'group'),
    nav('group in pages', { pages: [{ group: 'G' }] }, ['pages', 0], 'group'),
    nav('global', { pages: ['index'], global: {} }, ['global'], 'global'),
    nav('global of a tab', { tabs: [{ tab: 'T', global: {} }] }, ['tabs', 0, 'global'], 'global'),
    nav(
      'global tab',
      { pages: ['index'], global: { tabs: [{ tab: 'T', href: URL }] } },
      ['global', 'tabs', 0],
      'globalTab',
    ),
    nav(
      'global anchor',
      { pages: ['index'], global: { anchors: [{ anchor: 'A', href: URL }] } },
      ['global', 'anchors', 0],
      'globalAnchor',
    ),
    nav(
      'global dropdown',
      { pages: ['index'], global: { dropdowns: [{ dropdown: 'D', href: URL }] } },
      ['global', 'dropdowns', 0],
      'globalDropdown',
    ),
    nav(
      'global product',
      { pages: ['index'], global: { products: [{ product: 'P', href: URL }] } },
      ['global', 'products', 0],
      'globalProduct',
    ),
    nav(
      'global version',
      { pages: ['index'], global: { versions: [{ version: 'v1', href: URL }] } },
      ['global', 'versions', 0],
      'globalVersion',
    ),
    nav(
      'global language',
      { pages: ['index'], global: { languages: [{ language: 'en', href: URL }] } },
      ['global', 'languages', 0],
      'globalLanguage',
    ),
  ];
}
