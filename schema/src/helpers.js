// Building blocks of the docs.json schema: every property carries `description` (plain text, for editors that do
// not render markdown) and `markdownDescription` (VS Code), written once as markdown here.
'use strict';

/** description (plain) + markdownDescription (markdown) from one markdown text. */
function d(md) {
  const plain = md
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/`([^`]*)`/g, (_m, code) => (code.includes('"') ? code : `"${code}"`))
    .replace(/\*\*([^*]+)\*\*/g, '$1');
  return { description: plain, markdownDescription: md };
}

const ref = (name) => ({ $ref: `#/definitions/${name}` });
/** `required` together with the (trivial) declaration of its keys, as ajv's strictRequired mode wants. */
const req = (...keys) => ({ properties: Object.fromEntries(keys.map((k) => [k, true])), required: keys });

function str(md, extra = {}) {
  return { type: 'string', ...d(md), ...extra };
}
function bool(md, extra = {}) {
  return { type: 'boolean', ...d(md), ...extra };
}
function num(md, extra = {}) {
  return { type: 'number', ...d(md), ...extra };
}
/**
 * A string that must match `pattern`; `message` says in words what it must be ("a hex colour such as ..."):
 * VS Code shows it as the pattern's error, and the server's message layer reads the same text.
 */
function patterned(md, pattern, message, extra = {}) {
  return { type: 'string', pattern, patternErrorMessage: message, ...d(md), ...extra };
}

const HEX = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';

// A link: a URL with a scheme, a path from the site root, a `#` link or a `mailto:` link (the builder fails on a
// bare relative path such as "blog").
const HREF = '^(?:[/#]|[a-zA-Z][a-zA-Z0-9+.-]*:)';
const HREF_MESSAGE =
  'Must be a URL such as "https://example.com" or a path from the site root such as "/quickstart"; a relative path such as "quickstart" fails the build.';
function link(md, extra = {}) {
  return patterned(md, HREF, HREF_MESSAGE, extra);
}

// A file location: not blank (the builder trims it), and a URL only with http or https: any other
// `scheme:` prefix (ftp:, file:, C:) fails the build. GraphQL schemas and SDK output take https only.
const LOCATION = '^(?!\\s*(?![hH][tT][tT][pP][sS]?:)[a-zA-Z][a-zA-Z0-9+.-]*:)\\s*\\S';
const LOCATION_MESSAGE =
  'Must be a path inside the docs folder (such as "openapi.json") or an http(s) URL; other URL schemes fail the build.';
const HTTPS_LOCATION = '^(?!\\s*(?![hH][tT][tT][pP][sS]:)[a-zA-Z][a-zA-Z0-9+.-]*:)\\s*\\S';
const HTTPS_LOCATION_MESSAGE =
  'Must be a path inside the docs folder or an https URL; other URL schemes (http: too) fail the build.';
function location(md, { https = false, extra = {} } = {}) {
  return https
    ? patterned(md, HTTPS_LOCATION, HTTPS_LOCATION_MESSAGE, { minLength: 1, ...extra })
    : patterned(md, LOCATION, LOCATION_MESSAGE, { minLength: 1, ...extra });
}

// Text the builder trims before checking it is not empty; an empty one is left to `minLength`, for one message.
const NOT_BLANK = { pattern: '^$|\\S', patternErrorMessage: 'Must not be blank.' };
/** Every pattern of the schema has one message in words, and every key the schema rejects one message. */
function checkMessages(schema) {
  const patterns = new Map();
  const rejectedKeys = new Map();
  const walk = (s) => {
    if (Array.isArray(s)) return s.forEach(walk);
    if (s === null || typeof s !== 'object') return;
    if (typeof s.pattern === 'string') {
      if (typeof s.patternErrorMessage !== 'string') throw new Error(`pattern ${s.pattern} has no patternErrorMessage`);
      const other = patterns.get(s.pattern);
      if (other !== undefined && other !== s.patternErrorMessage)
        throw new Error(`pattern ${s.pattern} has two messages: "${other}" and "${s.patternErrorMessage}"`);
      patterns.set(s.pattern, s.patternErrorMessage);
    }
    if (s.properties && typeof s.properties === 'object') {
      for (const [k, p] of Object.entries(s.properties)) {
        if (!p || typeof p !== 'object' || !p.not) continue;
        const other = rejectedKeys.get(k);
        if (other !== undefined && other !== p.errorMessage) throw new Error(`rejected key ${k} has two messages`);
        rejectedKeys.set(k, p.errorMessage);
      }
    }
    Object.values(s).forEach(walk);
  };
  walk(schema);
}

function hex(md) {
  return patterned(md, HEX, 'Must be a hex colour such as "#0D9373" (#rgb or #rrggbb).', { examples: ['#0D9373'] });
}

/** The `$ref` include key, listed among the known keys of every object. */
function includeKey() {
  return str(
    'Include: the path of a JSON file (relative to this file, inside the project) whose content replaces this object. Keys written beside `"$ref"` override the included keys.',
    // suggestSortText: offered last in completion lists (it is valid on every object).
    {
      minLength: 1,
      suggestSortText: '~$ref',
      defaultSnippets: [{ label: '"./file.json"', body: './${1:navigation}.json' }],
    },
  );
}

/**
 * An object schema whose known keys are `props` (+ `$ref`); required keys are waived when `$ref` is present.
 * `closed`: the builder fails on keys it does not know here (instead of dropping them), so the schema rejects them.
 */
function obj(md, props, { required = [], snippets, closed = false, extra = {} } = {}) {
  const s = { type: 'object', ...d(md), properties: { ...props, $ref: includeKey() } };
  if (closed) s.additionalProperties = false;
  if (required.length) {
    s.if = { not: req('$ref') };
    s.then = req(...required);
  }
  if (snippets) s.defaultSnippets = snippets;
  return { ...s, ...extra };
}

/** An array property that may also be replaced by an include object. */
function arr(md, items, { minItems, maxItems, snippets, extra = {} } = {}) {
  const els = { type: 'array', items };
  if (minItems) els.minItems = minItems;
  if (maxItems) els.maxItems = maxItems;
  const s = { ...d(md), if: { type: 'object' }, then: ref('include'), else: els };
  if (snippets) s.defaultSnippets = snippets;
  return { ...s, ...extra };
}

/** A property that is a string or an object (`objSchema` is a $ref or inline object schema). */
function strOrObj(md, strSchema, objSchema, extra = {}) {
  return { ...d(md), if: { type: 'object' }, then: objSchema, else: strSchema, ...extra };
}

/** A string enumeration with a description of each value: pairs of [value, markdown]. */
function enumOf(md, pairs, extra = {}) {
  return {
    type: 'string',
    ...d(md),
    enum: pairs.map((p) => p[0]),
    enumDescriptions: pairs.map((p) => d(p[1]).description),
    markdownEnumDescriptions: pairs.map((p) => p[1]),
    ...extra,
  };
}

/** A label (non-empty string). */
function label(md, extra = {}) {
  return str(md, { minLength: 1, ...extra });
}

/**
 * A key the builder fails on whatever its value (it exists elsewhere, so authors may write it here by mistake).
 * Never offered in completion; `errorMessage` is what VS Code shows, and the server's message layer reads it too.
 */
function rejected(md, message) {
  return { ...d(md), not: {}, errorMessage: message, doNotSuggest: true };
}

module.exports = {
  d,
  ref,
  req,
  str,
  bool,
  num,
  patterned,
  hex,
  HEX,
  link,
  location,
  NOT_BLANK,
  includeKey,
  obj,
  arr,
  strOrObj,
  enumOf,
  label,
  rejected,
  checkMessages,
};
