// Source of schema/docs.schema.json. The published schema is generated from this file (and navigation.js,
// settings.js, keys.json) by scripts/build-schema-validator.js, and a test fails when the committed JSON is stale,
// so edit here, not there.
//
// Why a generator: every property at every depth carries both `description` (plain text, shown by editors that
// do not render markdown) and `markdownDescription` (VS Code), and the navigation kinds share many fields. Writing
// them once here keeps the two texts and the shared fields consistent; keys.json says which keys each kind has.
//
// Conventions of the generated schema (see also schema/README.md):
// - draft-07; unknown keys are allowed where the builder silently drops them (the linter's key-ignored rule
//   warns), and rejected (`additionalProperties: false`) on the objects where the builder fails on them.
// - any object may be an include `{"$ref": "./file.json", ...siblings}`: such an object never needs its label or
//   other required keys, because the schema cannot see the included content. Arrays may be replaced by an include
//   object too.
// - unions are written as if/then/else chains keyed on the label key (or the JSON type), so a validator reports
//   the errors of the branch the author meant, never of every branch.
'use strict';
const KEYS = require('./keys.json');
const { THEMES, LANGUAGES } = require('./enums');
const { obj, req, checkMessages } = require('./helpers');
const { navigationDefinitions } = require('./navigation');
const { settingsDefinitions, topLevelProperties } = require('./settings');

const SCHEMA_ID = 'https://docsjson.dev/schema/docs.schema.json';

function definitions() {
  const defs = { ...navigationDefinitions(), ...settingsDefinitions() };
  defs.include = obj(
    'An include: `{ "$ref": "./file.json" }` names a JSON file whose content replaces this value (sibling keys override the included ones).',
    {},
    { required: [], extra: { required: ['$ref'] } },
  );
  return defs;
}

/**
 * Top-level keys the builder reads only with some themes (keys.json `themeOnly`) are described only under an
 * if/then on `theme`: with another theme they are unknown keys, which the builder drops.
 */
function themeOnly(properties) {
  const branches = [];
  for (const [key, themes] of Object.entries(KEYS.kinds.root.themeOnly ?? {})) {
    branches.push({
      if: { ...req('theme'), properties: { theme: { enum: themes } } },
      then: { properties: { [key]: properties[key] } },
    });
    delete properties[key];
  }
  return branches;
}

function buildDocsSchema() {
  const properties = topLevelProperties();
  const byTheme = themeOnly(properties);
  const root = obj(
    'Configuration of a documentation site (`docs.json`): theme, name, colours, navigation and site-wide settings. Unknown keys are ignored by the builder.',
    properties,
    {
      required: ['theme', 'name', 'colors', 'navigation'],
      snippets: [
        {
          label: 'minimal docs.json',
          description: 'theme, name, colors and navigation',
          body: {
            $schema: 'https://mintlify.com/docs.json',
            theme: '${1|mint,maple,palm,willow,linden,almond,aspen,luma,sequoia|}',
            name: '${2:My docs}',
            colors: { primary: '#${3:0D9373}' },
            navigation: { groups: [{ group: '${4:Getting started}', pages: ['${5:introduction}'] }] },
          },
        },
      ],
    },
  );
  const { description, markdownDescription, ...rest } = root;
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: SCHEMA_ID,
    title: 'docs.json',
    description,
    markdownDescription,
    ...rest,
    ...(byTheme.length ? { allOf: byTheme } : {}),
    definitions: definitions(),
  };
  checkMessages(schema);
  return schema;
}

module.exports = { buildDocsSchema, SCHEMA_ID, LANGUAGES, THEMES, KEYS };
