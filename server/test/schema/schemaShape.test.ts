// The shape of the published schema: draft-07, descriptions everywhere, one definition per navigation kind
// with the known keys of the key table, enum descriptions, snippets.
import assert from 'node:assert/strict';
import {
  knownKeysOf,
  globalKindOf,
  labelKeyOf,
  rejectedKeysOf,
  themesReading,
  NAVIGATION_KINDS,
} from '../../src/core/schema/knownKeys';
import { KEY_TABLE } from '../../src/core/schema/generated/keyTable';
import { CONTAINS } from '../differential/realisticConfig';
import { LANGUAGE_CODES, THEME_NAMES, languageName } from '../../src/core/schema/schemaFacts';
import { DOCS_SCHEMA } from '../../src/core/schema/bundledSchema';
import { publishedSchema } from './helpers';

type S = Record<string, any>;

/** Every subschema with its JSON pointer; `properties` maps are walked key by key. */
function* subschemas(s: unknown, ptr = '#'): Generator<[string, S]> {
  if (s === null || typeof s !== 'object' || Array.isArray(s)) return;
  const schema = s as S;
  yield [ptr, schema];
  for (const map of ['properties', 'definitions', 'patternProperties']) {
    if (schema[map]) for (const [k, v] of Object.entries(schema[map])) yield* subschemas(v, `${ptr}/${map}/${k}`);
  }
  for (const one of ['items', 'additionalProperties', 'if', 'then', 'else', 'not', 'contains']) {
    if (schema[one] && typeof schema[one] === 'object') yield* subschemas(schema[one], `${ptr}/${one}`);
  }
  for (const many of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(schema[many]))
      for (const [i, v] of schema[many].entries()) yield* subschemas(v, `${ptr}/${many}/${i}`);
  }
}

/** Inside an `if`: a condition on the value, which editors never show (no descriptions needed). */
const isCondition = (ptr: string) => /\/if(\/|$)/.test(ptr);

describe('schema shape', () => {
  const schema = publishedSchema();

  it('is draft-07 with our $id, and the bundled copy equals the published file', () => {
    assert.equal(schema.$schema, 'http://json-schema.org/draft-07/schema#');
    assert.equal(schema.$id, 'https://docsjson.dev/schema/docs.schema.json');
    // Compared as text: a structural diff of two 150 KB objects is slow and unreadable when it fails.
    assert.ok(
      JSON.stringify(DOCS_SCHEMA) === JSON.stringify(schema),
      'generated/docsSchema.ts differs from schema/docs.schema.json',
    );
  });

  it('requires theme, name, colors and navigation at the top level', () => {
    assert.deepEqual(schema.then.required, ['theme', 'name', 'colors', 'navigation']);
    for (const k of [
      '$schema',
      'description',
      'logo',
      'favicon',
      'api',
      'appearance',
      'background',
      'navbar',
      'footer',
      'search',
      'seo',
      'fonts',
      'icons',
      'styling',
      'redirects',
      'integrations',
      'banner',
      'errors',
      'contextual',
      'thumbnails',
      'interaction',
      'metadata',
      'variables',
      'markdown',
      'public',
    ]) {
      assert.ok(schema.properties[k], `top-level "${k}" missing`);
    }
  });

  it('every property at every depth has a description and a markdownDescription', () => {
    const missing: string[] = [];
    let count = 0;
    for (const [ptr, s] of subschemas(schema)) {
      if (!s.properties || isCondition(ptr)) continue;
      for (const [k, v] of Object.entries(s.properties as S)) {
        if (v === true) continue; // `{ properties: { x: true }, required: [x] }` inside if/then (ajv strictRequired)
        count++;
        const p = v as S;
        if (typeof p.description !== 'string' || !p.description) missing.push(`${ptr}/properties/${k} description`);
        if (typeof p.markdownDescription !== 'string' || !p.markdownDescription)
          missing.push(`${ptr}/properties/${k} markdownDescription`);
      }
    }
    assert.deepEqual(missing, []);
    assert.ok(count > 150, `only ${count} properties seen`);
  });

  it('the `true` property schemas appear only inside if/then (strictRequired helpers)', () => {
    for (const [ptr, s] of subschemas(schema)) {
      if (!s.properties) continue;
      for (const [k, v] of Object.entries(s.properties as S)) {
        if (v === true) assert.match(ptr, /\/(if|then|else|not|anyOf\/\d+)$/, `${ptr}/properties/${k}`);
      }
    }
  });

  it('enums carry enumDescriptions and markdownEnumDescriptions of the same length', () => {
    let enums = 0;
    for (const [ptr, s] of subschemas(schema)) {
      if (!Array.isArray(s.enum) || isCondition(ptr)) continue;
      enums++;
      assert.equal(s.enumDescriptions?.length, s.enum.length, ptr);
      assert.equal(s.markdownEnumDescriptions?.length, s.enum.length, ptr);
    }
    assert.ok(enums >= 6);
  });

  it('lists the 40 language codes with their names, and the 9 themes', () => {
    assert.equal(LANGUAGE_CODES.length, 40);
    for (const c of ['en', 'ja', 'jp', 'zh', 'cn', 'zh-Hant', 'pt-BR', 'fr-ca', 'ja-JP', 'hu'])
      assert.ok(LANGUAGE_CODES.includes(c), c);
    for (const c of ['en-US', 'el', 'fa', 'th']) assert.ok(!LANGUAGE_CODES.includes(c), c);
    assert.equal(languageName('ja'), 'Japanese');
    assert.equal(languageName('zh-Hant'), 'Chinese (Traditional)');
    assert.deepEqual(
      [...THEME_NAMES],
      ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'],
    );
  });

  it('styling.eyebrows is section | breadcrumbs and interaction.drilldown is a boolean', () => {
    assert.deepEqual(schema.properties.styling.properties.eyebrows.enum, ['section', 'breadcrumbs']);
    assert.equal(schema.properties.interaction.properties.drilldown.type, 'boolean');
  });

  it('every navigation kind is its own definition with properties', () => {
    for (const k of [
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
    ]) {
      assert.ok(schema.definitions[k], k);
      assert.equal(typeof schema.definitions[k].properties, 'object', k);
    }
    assert.ok(schema.definitions.globalItem, 'globalItem dispatcher');
  });

  // The key table (schema/src/keys.json) is the one list of each kind's keys; the differential test
  // (test/differential/keyAgreement) holds it equal to what Mintlify's validator keeps.
  const kinds = { ...KEY_TABLE.kinds, ...KEY_TABLE.globalItems } as Record<
    string,
    { keys: readonly string[]; rejects?: readonly string[] }
  >;

  it("each kind's definition describes exactly its keys of the table, the keys it rejects, and $ref", () => {
    for (const [kind, spec] of Object.entries(kinds)) {
      const props =
        kind === 'root'
          ? { ...schema.properties, ...schema.allOf[0].then.properties }
          : schema.definitions[kind].properties;
      assert.deepEqual(Object.keys(props).sort(), [...spec.keys, ...(spec.rejects ?? []), '$ref'].sort(), kind);
      for (const r of spec.rejects ?? []) assert.deepEqual(props[r].not, {}, `${kind} rejects ${r}`);
    }
  });

  it('the content each division may hold is the nesting table the generated configs use', () => {
    const content = new Set([...KEY_TABLE.contentKeys, 'menu']);
    for (const [kind, keys] of Object.entries(CONTAINS))
      assert.deepEqual(kinds[kind].keys.filter((k) => content.has(k)).sort(), [...keys].sort(), kind);
  });

  it('knownKeysOf reads the table: keys Mintlify keeps, never one it drops or rejects', () => {
    for (const k of ['boost', 'searchable', 'directory', 'asyncapi', 'sdk', 'root', 'public'])
      assert.ok(knownKeysOf('group')!.has(k), k);
    for (const kind of ['tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'menuItem'])
      for (const k of ['directory', 'global', 'asyncapi', 'openapi', 'href'])
        assert.ok(knownKeysOf(kind)!.has(k), `${kind} ${k}`);
    assert.ok(knownKeysOf('product')!.has('name'));
    assert.ok(knownKeysOf('tab')!.has('searchable') && knownKeysOf('tab')!.has('graphql'));
    assert.ok(knownKeysOf('navigation')!.has('directory') && !knownKeysOf('navigation')!.has('openapi'));
    assert.ok(!knownKeysOf('anchor')!.has('graphql') && rejectedKeysOf('anchor').has('graphql'));
    assert.ok(rejectedKeysOf('group').has('graphql') && !rejectedKeysOf('group').has('sdk'));
    assert.equal(rejectedKeysOf('tab').size, 0);
    for (const kind of NAVIGATION_KINDS) assert.ok(knownKeysOf(kind)!.has('$ref'), kind);
  });

  it('global items know their label, own fields and href, but no content', () => {
    assert.deepEqual([...knownKeysOf('globalAnchor')!].sort(), [
      '$ref',
      'anchor',
      'color',
      'directory',
      'hidden',
      'href',
      'icon',
    ]);
    assert.ok(knownKeysOf('globalLanguage')!.has('language'));
    const content = [...KEY_TABLE.contentKeys, 'menu', 'openapi', 'asyncapi', 'global'];
    for (const kind of Object.keys(KEY_TABLE.globalItems))
      for (const k of content) assert.ok(!knownKeysOf(kind)!.has(k), `${kind} ${k}`);
    assert.equal(globalKindOf('anchors'), 'globalAnchor');
    assert.equal(globalKindOf('languages'), 'globalLanguage');
    assert.equal(globalKindOf('groups'), undefined);
    assert.equal(globalKindOf('__proto__'), undefined);
  });

  it('root known keys: the top-level properties; theme-only keys only with their theme; unknown kinds give undefined', () => {
    const root = knownKeysOf('root')!;
    assert.ok(root.has('theme') && root.has('navigation') && root.has('interaction') && root.has('variations'));
    assert.ok(!root.has('analytics'));
    assert.ok(!knownKeysOf('root', 'mint')!.has('variations'));
    assert.ok(knownKeysOf('root', 'willow')!.has('variations'));
    assert.ok(knownKeysOf('root', 'no-such-theme')!.has('variations'), 'an unknown theme leaves out nothing');
    assert.deepEqual(themesReading('variations'), ['willow']);
    assert.equal(knownKeysOf('nope'), undefined);
    assert.equal(knownKeysOf('toString'), undefined);
    assert.equal(knownKeysOf('include'), undefined, 'only navigation kinds');
    assert.equal(knownKeysOf('globalItem'), undefined, 'global items have one kind per list');
  });

  it('labelKeyOf names the label key of each kind', () => {
    assert.equal(labelKeyOf('menuItem'), 'item');
    assert.equal(labelKeyOf('globalAnchor'), 'anchor');
    assert.equal(labelKeyOf('group'), 'group');
    assert.equal(labelKeyOf('navigation'), undefined);
    for (const k of NAVIGATION_KINDS) {
      const label = labelKeyOf(k);
      if (label) assert.ok(knownKeysOf(k)!.has(label), `${k} knows ${label}`);
    }
  });

  it('containers have VS Code defaultSnippets with label and body', () => {
    const containers = [
      schema.definitions.navigation,
      schema.definitions.global,
      schema,
      ...[
        'tab',
        'anchor',
        'dropdown',
        'product',
        'version',
        'language',
        'menuItem',
        'group',
        'globalAnchor',
        'pageEntry',
        'pagesList',
        'tabsList',
        'groupsList',
      ].map((k) => schema.definitions[k]),
    ];
    for (const c of containers) {
      assert.ok(Array.isArray(c.defaultSnippets) && c.defaultSnippets.length > 0, c.description);
      for (const sn of c.defaultSnippets) {
        assert.equal(typeof sn.label, 'string');
        assert.ok('body' in sn);
      }
    }
  });

  it('the icon union accepts a name or { name, style, library } with the three libraries', () => {
    assert.deepEqual(schema.definitions.iconObject.properties.library.enum, ['fontawesome', 'lucide', 'tabler']);
    assert.deepEqual(Object.keys(schema.definitions.iconObject.properties).sort(), [
      '$ref',
      'library',
      'name',
      'style',
    ]);
  });
});
