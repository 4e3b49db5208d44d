// key-ignored: keys the builder silently drops. The site still builds, so this is a warning that says what the
// author probably meant: unknown or misspelled keys, `expandable` (the field is `expanded`), mint.json (v1) keys,
// a `root` on a menu item, `pages` beside `groups`, and keys written twice in one object.
// Every object is checked: the top level and the navigation nodes against the key table (knownKeys.ts), with the
// special cases above; every other object (settings such as `api.playground`, `navbar.links[]`, an icon object)
// against the keys the schema describes there (openObjects.ts), where the builder drops the others. Objects that
// fail the build on an unknown key (`colors`, spec objects) are the schema rule's, as an error.
import { stringProp, type ComposedNode, type ComposedProperty } from '../model/composedTree';
import { KIND_OF_ARRAY, kindName } from '../model/navigationKinds';
import type { NavContainer, SiteModel } from '../model/siteModel';
import { closest } from '../text/didYouMean';
import { globalKindOf, knownKeysOf, rejectedKeysOf, themesReading, type KeyedKind } from '../schema/knownKeys';
import { objectKeysBelow, type ObjectKeys } from '../schema/openObjects';
import { defineRule } from './defineRule';
import type { ConfigReporter } from './ruleContext';

/** Top-level keys of the older mint.json format that docs.json no longer reads. */
const MINT_JSON_KEYS = new Set([
  'analytics',
  'feedback',
  'scripts',
  'head',
  'styles',
  'topbarLinks',
  'topbarCtaButton',
  'topAnchor',
  'anchors',
  'tabs',
  'versions',
  'openapi',
  'mintlify',
  'modeToggle',
  'primaryTab',
  'backgroundImage',
  'sidebar',
  'footerSocials',
  'isWhiteLabeled',
]);

export const keyIgnoredRule = defineRule({
  id: 'key-ignored',
  defaultSeverity: 'warning',
  description:
    'A key the builder silently drops (unknown, misspelled, from mint.json, or beside a navigation key that wins).',
  reads: 'config',
  check({ model, report }) {
    const ctx = { model, report };
    const theme = stringProp(model.root, 'theme');
    checkObject(model.root, 'root', 'the top level of docs.json', ctx, (key) => topLevelCase(key, theme), theme);
    for (const c of model.containers) {
      if (c.node.type !== 'object') continue;
      checkObject(c.node, keyedKind(c), describe(c), ctx, (key) => specialCase(c, key));
    }
    // The objects below: those of the settings, and those on each navigation node but its lists of nodes (which are
    // checked as nodes above; an entry of such a list that is no node is the schema rule's).
    for (const object of objectKeysBelow(model.root, undefined, (key) => key === 'navigation'))
      checkSetting(object, `"${formatPath(object.path)}"`, ctx);
    for (const c of model.containers) {
      const kind = keyedKind(c);
      if (c.node.type !== 'object' || !kind) continue;
      for (const object of objectKeysBelow(c.node, kind, isNodeList))
        checkSetting(object, `"${formatPath(object.path)}" of ${describe(c)}`, ctx);
    }
  },
});

/** A key of a navigation node that holds other nodes (`tabs`, `pages`, `menu`, `global`, ...). */
function isNodeList(key: string): boolean {
  return key === 'global' || Object.prototype.hasOwnProperty.call(KIND_OF_ARRAY, key);
}

/** Any other object: its duplicate keys, and on an open object the keys the schema does not describe there. */
function checkSetting(object: ObjectKeys, where: string, ctx: { model: SiteModel; report: ConfigReporter }): void {
  for (const shadow of object.node.shadowed ?? []) reportShadowed(object.node, shadow, ctx);
  if (object.kind !== 'open') return;
  const known = [...object.known].filter((k) => k !== '$ref');
  for (const [key, property] of object.node.properties!) {
    if (key === '$ref' || object.known.has(key) || object.rejected.has(key)) continue;
    const meant = closest(key, known);
    const hint = meant ? `; did you mean "${meant}"?` : '';
    reportKey(property, `"${key}" is not a setting of ${where}; the builder ignores it${hint}`, ctx, meant);
  }
}

function formatPath(path: readonly (string | number)[]): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

/** The kind whose keys a container has: an item of `global` has its own (no content, an `href`). */
function keyedKind(c: NavContainer): KeyedKind | undefined {
  if (c.global && c.kind !== 'global') return c.arrayKey !== undefined ? globalKindOf(c.arrayKey) : undefined;
  return c.kind;
}

function topLevelCase(key: string, theme: string | undefined): string | undefined {
  if (MINT_JSON_KEYS.has(key)) return `"${key}" is a mint.json setting that docs.json does not read; it is ignored`;
  const themes = themesReading(key);
  if (themes && theme !== undefined && !themes.includes(theme) && !knownKeysOf('root', theme)!.has(key))
    return `"${key}" is only read with the ${themes.join(', ')} theme; with theme "${theme}" the builder ignores it`;
  return undefined;
}

function describe(c: NavContainer): string {
  if (c.kind === 'navigation') return '"navigation"';
  return `${c.global && c.kind !== 'global' ? 'global ' : ''}${kindName(c.kind)}${c.label ? ` "${c.label}"` : ''}`;
}

function specialCase(c: NavContainer, key: string): string | undefined {
  if (key === 'root' && c.kind === 'menuItem')
    return `menu item${c.label ? ` "${c.label}"` : ''} cannot have a "root" page; it is ignored (only groups have one)`;
  if (key === 'pages' && c.kind !== 'group' && c.node.properties!.has('groups')) {
    return `"pages" is ignored because this ${kindName(c.kind)} also has "groups", which wins; move the pages into a group`;
  }
  return undefined;
}

function checkObject(
  node: ComposedNode,
  kind: KeyedKind | undefined,
  where: string,
  ctx: { model: SiteModel; report: ConfigReporter },
  special: (key: string) => string | undefined,
  theme?: string,
): void {
  for (const shadow of node.shadowed ?? []) reportShadowed(node, shadow, ctx);
  const known = kind && knownKeysOf(kind, theme);
  if (!known) return;
  // Keys the builder fails on are the schema rule's errors, not ignored keys.
  const rejected = rejectedKeysOf(kind);
  for (const [key, property] of node.properties!) {
    const specialMessage = special(key);
    if (specialMessage) {
      reportKey(property, specialMessage, ctx);
      continue;
    }
    if (known.has(key) || rejected.has(key)) continue;
    if (key === 'expandable' && known.has('expanded')) {
      reportKey(property, `"expandable" is ignored: the field is "expanded"`, ctx, 'expanded');
      continue;
    }
    const meant = closest(key, known);
    const hint = meant ? `; did you mean "${meant}"?` : '';
    reportKey(property, `"${key}" is not a setting of ${where}; the builder ignores it${hint}`, ctx, meant);
  }
}

function reportKey(
  property: ComposedProperty,
  message: string,
  { model, report }: { model: SiteModel; report: ConfigReporter },
  renameKeyTo?: string,
): void {
  report.atNode(property.filePath, property.keyNode, message, {
    key: property.key,
    renameKeyTo,
    removeRange: model.source(property.filePath)!.rangeOfNode(property.propertyNode),
  });
}

function reportShadowed(
  node: ComposedNode,
  shadow: ComposedProperty,
  { model, report }: { model: SiteModel; report: ConfigReporter },
): void {
  const winner = node.properties!.get(shadow.key);
  const winnerSource = winner && model.source(winner.filePath)!;
  const where =
    winner && winnerSource
      ? `line ${winnerSource.positionAt(winnerSource.offsetOf(winner.keyNode)).line + 1}${winner.filePath === shadow.filePath ? '' : ` of ${winner.filePath}`}`
      : 'later';
  report.atNode(
    shadow.filePath,
    shadow.keyNode,
    `"${shadow.key}" is written again (${where}); this first value is ignored`,
    {
      key: shadow.key,
      removeRange: model.source(shadow.filePath)!.rangeOfNode(shadow.propertyNode),
    },
  );
}
