// The navigation part of the docs.json schema. Which keys each kind of node has comes from keys.json (the table the
// core reads too); this file says what each key means (its shape and description) and refuses to build when the
// table names a key it does not describe.
'use strict';
const KEYS = require('./keys.json');
const { ICON_LIBRARIES, ICON_STYLES, LANGUAGES, SDK_FORMATS, DIRECTORY_LAYOUTS } = require('./enums');
const {
  d,
  ref,
  req,
  str,
  bool,
  num,
  patterned,
  hex,
  link,
  location,
  NOT_BLANK,
  obj,
  arr,
  strOrObj,
  enumOf,
  label,
  rejected,
} = require('./helpers');

const cap = (s) => s[0].toUpperCase() + s.slice(1);
/** The definition name of a global item kind: 'anchors' -> 'globalAnchor'. */
const globalKindOf = (listKey) => `global${cap(KEYS.itemKinds[listKey])}`;
const nonEmpty = (listKey) => KEYS.nonEmpty.includes(listKey);

// ---------------------------------------------------------------------------------------------------------------
// Shapes shared by many navigation fields live once in `definitions` (smaller schema, smaller generated
// validator); each property that uses one carries its own, context-specific description beside the `$ref`.

/** The lists a navigation node may hold, with the item kind's definition and a snippet. */
const LISTS = {
  pages: {
    field: (w) =>
      `Pages of the ${w}, in order: page paths (without \`.mdx\`), endpoint entries such as \`"GET /users"\`, or nested group objects.`,
    md: 'Pages, in order. Each entry is a page path (relative to the docs root, without `.mdx`/`.md`), an endpoint entry such as `"GET /users"`, `"openapi.json GET /users"` or `"webhook new-order"`, or a nested group object.',
    items: 'pageEntry',
    snippet: { label: '[ pages ]', body: ['${1:introduction}'] },
  },
  groups: {
    field: (w) => `Sidebar groups of the ${w}.`,
    md: 'Sidebar groups.',
    items: 'group',
    snippet: { label: '[ group ]', body: [{ group: '${1:Getting started}', pages: ['${2:introduction}'] }] },
  },
  tabs: {
    field: (w) => `Tabs of the ${w}: a horizontal bar at the top, each tab with its own URL path.`,
    md: 'Tabs: a horizontal bar at the top of the site, each tab with its own URL path.',
    items: 'tab',
    snippet: {
      label: '[ tab ]',
      body: [{ tab: '${1:Guides}', groups: [{ group: '${2:Getting started}', pages: ['${3:introduction}'] }] }],
    },
  },
  anchors: {
    field: (w) => `Anchors of the ${w}: persistent items at the top of the sidebar.`,
    md: 'Anchors: persistent items at the top of the sidebar.',
    items: 'anchor',
    snippet: {
      label: '[ anchor ]',
      body: [{ anchor: '${1:Documentation}', icon: '${2:book-open}', pages: ['${3:introduction}'] }],
    },
  },
  dropdowns: {
    field: (w) => `Dropdowns of the ${w}: an expandable menu at the top of the sidebar.`,
    md: 'Dropdowns: items of an expandable menu at the top of the sidebar, each leading to a section.',
    items: 'dropdown',
    snippet: {
      label: '[ dropdown ]',
      body: [{ dropdown: '${1:Documentation}', icon: '${2:book-open}', pages: ['${3:introduction}'] }],
    },
  },
  products: {
    field: (w) => `Products of the ${w}, chosen with a product switcher.`,
    md: 'Products: one navigation division per offering, chosen with a product switcher.',
    items: 'product',
    snippet: {
      label: '[ product ]',
      body: [{ product: '${1:Product}', description: '${2}', pages: ['${3:introduction}'] }],
    },
  },
  versions: {
    field: (w) => `Versions of the ${w}, selectable from a dropdown.`,
    md: 'Versions, selectable from a dropdown. Each version holds its own pages.',
    items: 'version',
    snippet: { label: '[ version ]', body: [{ version: '${1:v2}', default: true, pages: ['${2:v2/introduction}'] }] },
  },
  languages: {
    field: (w) => `Languages of the ${w}, selectable from a dropdown.`,
    md: 'Languages, selectable from a dropdown. Each language holds its own (translated) navigation.',
    items: 'language',
    snippet: { label: '[ language ]', body: [{ language: '${1:en}', default: true, pages: ['${2:introduction}'] }] },
  },
  menu: {
    field: (w) => `Menu items of the ${w}: a dropdown menu inside it, each item with its own content.`,
    md: 'Menu items: a dropdown menu, each item with its own content.',
    items: 'menuItem',
    snippet: { label: '[ item ]', body: [{ item: '${1:Overview}', pages: ['${2:introduction}'] }] },
  },
};
const listName = (k) => `${k}List`;
const mustNotBeEmpty = (k) => (nonEmpty(k) ? ' Must not be empty.' : '');

function sharedDefinitions() {
  const defs = {};
  for (const [k, l] of Object.entries(LISTS)) {
    defs[listName(k)] = arr(l.md + mustNotBeEmpty(k), ref(l.items), {
      minItems: nonEmpty(k) ? 1 : undefined,
      snippets: [l.snippet],
    });
  }

  defs.icon = strOrObj(
    'Icon shown next to the label: an icon name of the site\'s icon library (for example `"book-open"`; never prefixed with `fa-`), a URL or path of an image, or `{ "name", "style", "library" }`.',
    ref('iconName'),
    ref('iconObject'),
    {
      defaultSnippets: [
        { label: 'icon name', body: '${1:book-open}' },
        { label: 'icon object', body: { name: '${1:book-open}', library: '${2|fontawesome,lucide,tabler|}' } },
      ],
    },
  );
  // The builder rejects names written with Font Awesome's `fa-` prefix.
  defs.iconName = patterned(
    'Icon name from the icon library (never prefixed with `fa-`), or the URL or path of an image.',
    '^(?!fa-)',
    'Must be an icon name without the "fa-" prefix (write "book", not "fa-book").',
  );
  defs.iconObject = obj(
    'Icon with an explicit library and style.',
    {
      name: patterned(
        'Icon name, for example `"book-open"` (never prefixed with `fa-`).',
        '^(?!fa-)',
        'Must be an icon name without the "fa-" prefix (write "book", not "fa-book").',
      ),
      style: enumOf('Font Awesome style of the icon.', ICON_STYLES),
      library: enumOf('Icon library the name belongs to.', ICON_LIBRARIES),
    },
    {
      required: ['name'],
      snippets: [
        { label: '{ name, library }', body: { name: '${1:book-open}', library: '${2|fontawesome,lucide,tabler|}' } },
      ],
    },
  );

  defs.color = obj(
    'Colours of the item in light and dark mode, as hex codes.',
    {
      light: hex('Colour in light mode, a hex code such as `"#0D9373"`.'),
      dark: hex('Colour in dark mode, a hex code such as `"#55D799"`.'),
    },
    { closed: true, snippets: [{ label: '{ light, dark }', body: { light: '#${1:0D9373}', dark: '#${2:55D799}' } }] },
  );

  defs.directory = enumOf(
    'Automatic directory shown on the root page of a group, for this node and everything inside it (a node inside may set its own).',
    DIRECTORY_LAYOUTS,
  );

  Object.assign(defs, specDefinitions());

  defs.pagePath = {
    type: 'string',
    minLength: 1, // the builder rejects an empty page entry
    ...d(
      'A page path relative to the docs root without the `.mdx`/`.md` extension (for example `"guides/quickstart"`), or an endpoint entry: `"GET /users/{id}"`, `"openapi.json GET /users"` (naming the spec) or `"webhook order-created"`.',
    ),
  };
  // The else-branch of a page entry: any value that is neither a string nor a group / include object.
  // Its `type` error is turned into one clear message by the validator.
  defs.pageEntryFallback = { type: 'string', ...d('A page path, or a group object with a `"group"` label.') };
  defs.pageEntry = {
    ...d('A page path (string), an endpoint entry (`"GET /path"`), or a nested group object.'),
    if: { type: 'string' },
    then: ref('pagePath'),
    else: {
      if: { type: 'object', anyOf: [req('group'), req('$ref')] },
      then: ref('group'),
      else: ref('pageEntryFallback'),
    },
    defaultSnippets: [
      { label: 'page', body: '${1:introduction}' },
      { label: 'endpoint', body: '${1|GET,POST,PUT,PATCH,DELETE|} /${2:path}' },
      { label: 'group', body: { group: '${1:Group}', pages: ['${2:page}'] } },
    ],
  };
  return defs;
}

/** OpenAPI, AsyncAPI, GraphQL and SDK references. */
function specDefinitions() {
  const defs = {};

  defs.openapi = {
    ...d(
      'OpenAPI specification(s): a path relative to the docs root (a leading `/` also means the docs root) or an `http(s)` URL, an array of them, or `{ "source", "directory" }`. When it is an array, `METHOD /path` entries resolve against the first spec unless they name one.',
    ),
    if: { type: 'string' },
    then: ref('openapiLocation'),
    else: { if: { type: 'array' }, then: { type: 'array', items: ref('openapiEntry') }, else: ref('openapiObject') },
    defaultSnippets: [
      { label: 'spec path', body: '${1:openapi.json}' },
      { label: '{ source, directory }', body: { source: '${1:openapi.json}', directory: '${2:api-reference}' } },
    ],
  };
  defs.openapiLocation = {
    ...location(
      'Path of an OpenAPI file relative to the docs root (a leading `/` also means the docs root), or an `http(s)` URL.',
    ),
    examples: ['openapi.json', 'https://example.com/openapi.yaml'],
  };
  defs.openapiObject = obj(
    'OpenAPI source with the folder its generated pages are placed in.',
    {
      source: location('Path (relative to the docs root) or `http(s)` URL of the OpenAPI file.'),
      directory: str('Folder (URL path) in which the generated endpoint pages are placed.'),
      overlays: {
        ...d(
          'OpenAPI Overlay documents applied to the spec, in order (paths or `http(s)` URLs). An empty list also turns off overlays found next to the spec.',
        ),
        type: 'array',
        items: location('Path or `http(s)` URL of an OpenAPI Overlay document.'),
      },
    },
    {
      required: ['source'],
      closed: true,
      snippets: [
        { label: '{ source, directory }', body: { source: '${1:openapi.json}', directory: '${2:api-reference}' } },
      ],
    },
  );
  defs.openapiEntry = {
    ...d('One OpenAPI spec: a path or URL, or `{ "source", "directory" }`.'),
    if: { type: 'string' },
    then: ref('openapiLocation'),
    else: ref('openapiObject'),
  };

  defs.asyncapi = {
    ...d('AsyncAPI specification(s): a path or `http(s)` URL, an array of them, or `{ "source", "directory" }`.'),
    if: { type: 'string' },
    then: ref('asyncapiLocation'),
    else: {
      if: { type: 'array' },
      then: { type: 'array', items: ref('asyncapiLocation') },
      else: ref('asyncapiObject'),
    },
    defaultSnippets: [{ label: 'spec path', body: '${1:asyncapi.yaml}' }],
  };
  defs.asyncapiLocation = location('Path of an AsyncAPI file relative to the docs root, or an `http(s)` URL.');
  defs.asyncapiObject = obj(
    'AsyncAPI source with the folder its generated pages are placed in.',
    {
      source: location('Path (relative to the docs root) or `http(s)` URL of the AsyncAPI file.'),
      directory: str('Folder (URL path) in which the generated pages are placed.'),
    },
    { required: ['source'], closed: true },
  );

  defs.graphql = strOrObj(
    'GraphQL schema (SDL) to generate reference pages from: a path inside the docs folder or an `https` URL, or `{ "source", "directory" }`. A tab with `graphql` holds only `groups` besides its own fields.',
    location('Path or `https` URL of the GraphQL schema.', { https: true }),
    obj(
      'GraphQL schema with the folder its generated pages are placed in.',
      {
        source: location('Path or `https` URL of the GraphQL schema.', { https: true }),
        directory: str('Folder (URL path) in which the generated pages are placed.', { minLength: 1, ...NOT_BLANK }),
      },
      { required: ['source'], closed: true },
    ),
  );
  defs.sdk = obj(
    'SDK reference pages generated from the output of a documentation generator. A tab with `sdk` holds only `groups` besides its own fields.',
    {
      format: enumOf('The generator that produced the artifact.', SDK_FORMATS),
      source: location('Path or `https` URL of the generator output (a remote folder-shaped output may be a zip).', {
        https: true,
      }),
      directory: str('Folder (URL path) in which the generated pages are placed.', { minLength: 1, ...NOT_BLANK }),
    },
    { required: ['format', 'source'], closed: true },
  );
  return defs;
}

// ---------------------------------------------------------------------------------------------------------------
// What each key means on a navigation node. `noun` names the node in descriptions ("tab", "global anchor").

const LABELS = {
  tab: () => label('Tab label.'),
  anchor: () => label('Anchor label.'),
  dropdown: () => label('Dropdown item label.'),
  product: () => label('Product label.'),
  version: () => label('Version label shown in the version dropdown, for example `"v2"`.'),
  language: () => enumOf('Language code. The builder accepts exactly these 40 codes.', LANGUAGES),
  item: () => label('Menu item label.'),
  group: () => label('Label of the sidebar section.'),
};

const use = (name, md) => ({ ...d(md), ...ref(name) });

/** Keys the builder fails on where they are not read, with the message an author sees. */
const REJECTED = {
  graphql: (noun) =>
    rejected(
      `Not read on a ${noun}: GraphQL schemas go on a tab.`,
      '"graphql" is only read on a tab; the builder fails on it anywhere else.',
    ),
  sdk: (noun) =>
    rejected(
      `Not read on a ${noun}: SDK references go on a tab or a group.`,
      '"sdk" is only read on a tab or a group; the builder fails on it anywhere else.',
    ),
};

/** Fields whose meaning does not depend on the kind of node (beyond its name). */
const FIELDS = {
  icon: () =>
    use(
      'icon',
      'Icon shown next to the label: an icon name (for example `"book-open"`, never prefixed with `fa-`), an image URL or path, or `{ "name", "style", "library" }`.',
    ),
  color: () => use('color', 'Colours of the item in light and dark mode, as hex codes `{ "light", "dark" }`.'),
  hidden: (noun) =>
    bool(`When \`true\`, the ${noun} is left out of the navigation (its pages still build and stay reachable by URL).`),
  description: (noun) => str(`Short text shown with the ${noun}.`),
  searchable: (noun) =>
    bool(
      `When \`true\` on a hidden ${noun}, its pages stay in search, the sitemap, the assistant and \`llms.txt\` although the navigation does not show them.`,
    ),
  directory: () =>
    use(
      'directory',
      'Automatic directory on the root page of groups inside: `"accordion"` or `"card"` list the pages below, `"none"` turns it off. Applies to everything inside unless a node there sets its own.',
    ),
  align: () =>
    enumOf('Side of the tab bar on which the tab is placed.', [
      ['start', 'Left side (default).'],
      ['end', 'Right side.'],
    ]),
  // Any value: Mintlify's builder treats `href` as one alternative of a node's content and, when it is not a path
  // or URL, builds the node from its other keys instead of failing (checked with @mintlify/validation).
  href: (noun) => ({
    ...d(
      `Link target: the ${noun} then points to this URL or path instead of holding pages of its own. The builder ignores a value that is not a path (\`/...\`), an absolute URL, a \`#\` link or a \`mailto:\` link.`,
    ),
    examples: ['https://example.com'],
  }),
  openapi: (noun) =>
    use(
      'openapi',
      `OpenAPI specification(s) for this ${noun} and everything inside it (children inherit the nearest ancestor's spec unless they set their own): a path or URL, an array of them, or \`{ "source", "directory" }\`.`,
    ),
  asyncapi: (noun) =>
    use(
      'asyncapi',
      `AsyncAPI specification(s) for this ${noun} and everything inside it: a path or URL, an array of them, or \`{ "source", "directory" }\`.`,
    ),
  graphql: () =>
    use(
      'graphql',
      'GraphQL schema to generate reference pages from: a path or `https` URL, or `{ "source", "directory" }`. The tab then holds only `groups` besides its own fields.',
    ),
  sdk: (noun) =>
    use(
      'sdk',
      `SDK reference pages for this ${noun}, generated from a documentation generator's output: \`{ "format", "source", "directory" }\`.`,
    ),
  global: (noun) =>
    use(
      'global',
      `Items shown on every page of this ${noun}: \`anchors\`, \`tabs\`, \`dropdowns\`, \`products\`, \`versions\`, \`languages\`, each with an \`href\`.`,
    ),
  default: (noun) => bool(`When \`true\`, this ${noun} is shown by default. Mark at most one.`),
  tag: (noun) => str(`Label (badge) attached to the ${noun}, for example \`"NEW"\` or \`"Beta"\`.`),
  name: (noun) => str(`Display name of the ${noun}, shown in place of its label.`),
  banner: (noun) => use('banner', `Banner of this ${noun} (overrides the site \`banner\`).`),
  footer: (noun) => use('footer', `Footer of this ${noun} (overrides the site \`footer\`).`),
  navbar: (noun) => use('navbar', `Navbar of this ${noun} (overrides the site \`navbar\`).`),
  expanded: () => bool('When `true`, the group is expanded by default in the sidebar; `false` or unset: collapsed.'),
  root: () =>
    str('Page shown when the group itself is selected (a page path, like an entry of `pages`).', { minLength: 1 }),
  public: () => bool("When `true`, the group's pages are public even when the site requires authentication."),
  boost: () => num("Search ranking multiplier for the group's pages (`3` ranks them three times higher)."),
};
for (const [k, l] of Object.entries(LISTS)) FIELDS[k] = (noun) => use(listName(k), l.field(noun) + mustNotBeEmpty(k));

/** The properties of a kind, in the table's order: its known keys, then the keys the builder rejects there. */
function propertiesOf(kindName, spec, overrides = {}) {
  const props = {};
  for (const key of spec.keys) {
    if (overrides[key]) props[key] = overrides[key]();
    else if (key === spec.label) props[key] = LABELS[key]();
    else if (FIELDS[key]) props[key] = FIELDS[key](spec.name);
    else throw new Error(`keys.json: ${kindName} has "${key}", which navigation.js does not describe`);
  }
  for (const key of spec.rejects ?? []) {
    if (!REJECTED[key])
      throw new Error(`keys.json: ${kindName} rejects "${key}", which navigation.js does not describe`);
    props[key] = REJECTED[key](spec.name);
  }
  return props;
}

const DIVISION_TEXT = {
  tab: 'A tab: a section of the site in the horizontal bar at the top, with its own URL path.',
  anchor: 'An anchor: a persistent item at the top of the sidebar, leading to a section or an external link.',
  dropdown: 'A dropdown item: an entry of the expandable menu at the top of the sidebar, leading to a section.',
  product: 'A product: a navigation division for one offering, chosen with the product switcher.',
  version: 'A version of the documentation, selectable from the version dropdown. Each version holds its own pages.',
  language:
    'A language of the site, selectable from the language dropdown; it holds the navigation of the translated pages and may override the banner, footer and navbar.',
  menuItem: 'A menu item: an entry of the dropdown menu of a tab or product, with its own content.',
  group: 'A group: a labelled section of the sidebar. Groups nest inside groups (as entries of `pages`).',
};
const SNIPPET_BODY = {
  tab: { tab: '${1:Guides}', groups: [{ group: '${2:Getting started}', pages: ['${3:introduction}'] }] },
  anchor: { anchor: '${1:Documentation}', icon: '${2:book-open}', pages: ['${3:introduction}'] },
  dropdown: { dropdown: '${1:Documentation}', icon: '${2:book-open}', pages: ['${3:introduction}'] },
  product: { product: '${1:Product}', description: '${2}', pages: ['${3:introduction}'] },
  version: { version: '${1:v2}', pages: ['${2:introduction}'] },
  language: { language: '${1:en}', pages: ['${2:introduction}'] },
  menuItem: { item: '${1:Overview}', pages: ['${2:introduction}'] },
  group: { group: '${1:Group}', pages: ['${2:page}'] },
};

function navigationDefinitions() {
  const defs = sharedDefinitions();
  const kinds = KEYS.kinds;

  defs.navigation = navigationObject(kinds.navigation);

  // `global` is a property of navigation nodes; as a definition it needs a description of its own (used in hovers).
  defs.global = obj(
    'Navigation items shown on every page, in every language and version. Every item needs an `href` (global items link to external resources).',
    Object.fromEntries(
      kinds.global.keys.map((listKey) => [
        listKey,
        arr(`Global ${KEYS.itemKinds[listKey]} items (each needs \`href\`).`, ref(globalKindOf(listKey))),
      ]),
    ),
    {
      closed: kinds.global.closed,
      snippets: [
        {
          label: '{ anchors }',
          body: { anchors: [{ anchor: '${1:Blog}', icon: '${2:newspaper}', href: 'https://${3:example.com/blog}' }] },
        },
      ],
    },
  );

  for (const [kind, spec] of Object.entries(kinds)) {
    if (!spec.label) continue;
    defs[kind] = obj(DIVISION_TEXT[kind], propertiesOf(kind, spec), {
      required: [spec.label],
      closed: spec.closed,
      snippets: [{ label: `{ ${spec.label} }`, body: SNIPPET_BODY[kind] }],
      extra: closedWith(spec),
    });
  }

  for (const [kind, spec] of Object.entries(KEYS.globalItems)) {
    // The builder also takes a path from the site root; global items are meant to link out (global-anchor-relative
    // warns about such paths).
    const href = () =>
      link(`Absolute URL (\`https://…\`) the ${spec.name} links to. Required.`, { examples: ['https://example.com'] });
    defs[kind] = obj(
      `A ${spec.name}: shown on every page; it links to an external resource, so \`href\` (an absolute URL) is required.`,
      propertiesOf(kind, spec, { href }),
      // The label is required too: the builder rejects a global item without one.
      {
        required: [spec.label, 'href'],
        closed: spec.closed,
        snippets: [
          { label: `{ ${spec.label}, href }`, body: { [spec.label]: '${1:Label}', href: 'https://${2:example.com}' } },
        ],
      },
    );
  }
  // One dispatcher over all global item kinds, by label key (for tools that want a single definition); an object
  // with none of the labels is checked as an anchor, the usual global item.
  const others = Object.entries(KEYS.globalItems).filter(([kind]) => kind !== 'globalAnchor');
  defs.globalItem = others.reduceRight(
    (otherwise, [kind, spec]) => ({ if: { type: 'object', ...req(spec.label) }, then: ref(kind), else: otherwise }),
    ref('globalAnchor'),
  );
  Object.assign(
    defs.globalItem,
    d('A global navigation item (tab, anchor, dropdown, product, version or language) with a required `href`.'),
  );
  return defs;
}

/**
 * keys.json `closedWith`: with such a key written, the node holds only the listed keys (a tab with `graphql` or
 * `sdk`: its own fields and `groups`) and the builder fails on any other.
 */
function closedWith(spec) {
  const entries = Object.entries(spec.closedWith ?? {});
  if (entries.length === 0) return {};
  const keys = entries.map(([key]) => `"${key}"`).join(' or ');
  const allowed = new Set(entries.flatMap(([, others]) => others));
  const others = [...allowed].filter((k) => k !== spec.label).map((k) => `"${k}"`);
  const message = `A ${spec.name} with ${keys} holds only its label and ${others.join(', ')}; the builder fails on any other key beside it.`;
  return {
    allOf: entries.map(([key, beside]) => ({
      if: req(key),
      then: { propertyNames: { enum: [...beside, key, '$ref'], errorMessage: message } },
    })),
  };
}

// The builder uses one content key, tried in the table's order, and silently drops the others beside it, valid or
// not. So only the first present content key is checked (navigation-multiple-roots warns about the others), by an
// if/then chain on presence. The plain `properties` keep the descriptions for hovers and completion. (Mintlify's validator actually takes the first
// *valid* key: a first key that is invalid beside a valid later one still builds; like the site model, this
// schema treats the first present one as used and reports its errors.)
function navigationObject(spec) {
  const nav = obj(
    `The navigation of the site: exactly one of ${KEYS.contentKeys.map((k) => `\`${k}\``).join(', ')} (the builder uses the first present in that order and drops the others), optionally with \`global\`.`,
    propertiesOf('navigation', spec, {}),
    {
      snippets: [
        { label: 'groups', body: { groups: [{ group: '${1:Getting started}', pages: ['${2:introduction}'] }] } },
        {
          label: 'tabs',
          body: {
            tabs: [{ tab: '${1:Guides}', groups: [{ group: '${2:Getting started}', pages: ['${3:introduction}'] }] }],
          },
        },
        {
          label: 'languages',
          body: {
            languages: [
              {
                language: '${1:en}',
                default: true,
                groups: [{ group: '${2:Getting started}', pages: ['${3:introduction}'] }],
              },
            ],
          },
        },
      ],
    },
  );
  const strict = {};
  for (const k of KEYS.contentKeys) {
    strict[k] = nav.properties[k];
    const { $ref: _ref, ...annotation } = nav.properties[k];
    nav.properties[k] = annotation;
  }
  // None present: the builder fails (it needs one content key); named `groups`, the usual one. An include
  // object (`$ref`) hides its content, so it needs none here.
  let chain = { if: { not: req('$ref') }, then: req('groups') };
  for (const k of [...KEYS.contentKeys].reverse()) {
    chain = { if: req(k), then: { properties: { [k]: strict[k] } }, else: chain };
  }
  // obj() adds no if/then to navigation (it has no required keys); keep it that way.
  if (nav.if) throw new Error('navigation has an if/then of its own');
  return Object.assign(nav, chain);
}

module.exports = { navigationDefinitions, KEYS };
