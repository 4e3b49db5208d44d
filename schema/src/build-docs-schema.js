// Source of schema/docs.schema.json. The published schema is generated from this file by
// scripts/build-schema-validator.js (and a test fails when the committed JSON is stale), so edit here, not there.
//
// Why a generator: every property at every depth carries both `description` (plain text, shown by editors that
// do not render markdown) and `markdownDescription` (VS Code), and the navigation kinds share many fields. Writing
// them once here keeps the two texts and the shared fields consistent.
//
// Conventions of the generated schema (see also schema/README.md):
// - draft-07; unknown keys are allowed everywhere (the builder silently drops them; the linter's key-ignored rule
//   warns), so every navigation kind lists its complete set of known keys in `definitions[kind].properties`.
// - any object may be an include `{"$ref": "./file.json", ...siblings}`: such an object never needs its label or
//   other required keys, because the schema cannot see the included content. Arrays may be replaced by an include
//   object too.
// - unions are written as if/then/else chains keyed on the label key (or the JSON type), so a validator reports
//   the errors of the branch the author meant, never of every branch.
'use strict';

const SCHEMA_ID = 'https://docsjson.dev/schema/docs.schema.json';

/** description (plain) + markdownDescription (markdown) from one markdown text. */
function d(md) {
  const plain = md
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/`([^`]*)`/g, (_m, code) => (code.includes('"') ? code : `"${code}"`))
    .replace(/\*\*([^*]+)\*\*/g, '$1');
  return { description: plain, markdownDescription: md };
}

/** Content keys of `navigation`, in the order the builder tries them. */
const NAV_ORDER = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'];
const HEX = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
// An OpenAPI location: not blank (the builder trims it), and a URL only with http or https (real-world.md): any
// other `scheme:` prefix (ftp:, file:, C:) fails the build.
const OPENAPI_LOCATION = '^(?!\\s*(?![hH][tT][tT][pP][sS]?:)[a-zA-Z][a-zA-Z0-9+.-]*:)\\s*\\S';
const ref = (name) => ({ $ref: `#/definitions/${name}` });
/** `required` together with the (trivial) declaration of its keys, as ajv's strictRequired mode wants. */
const req = (...keys) => ({ properties: Object.fromEntries(keys.map((k) => [k, true])), required: keys });

function str(md, extra = {}) {
  return { type: 'string', ...d(md), ...extra };
}
function bool(md, extra = {}) {
  return { type: 'boolean', ...d(md), ...extra };
}
function hex(md) {
  return { type: 'string', pattern: HEX, ...d(md), examples: ['#0D9373'] };
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
/** An object schema whose known keys are `props` (+ `$ref`); required keys are waived when `$ref` is present. */
function obj(md, props, { required = [], snippets, extra = {} } = {}) {
  const s = { type: 'object', ...d(md), properties: { ...props, $ref: includeKey() } };
  if (required.length) {
    s.if = { not: req('$ref') };
    s.then = req(...required);
  }
  if (snippets) s.defaultSnippets = snippets;
  return { ...s, ...extra };
}
/** An array property that may also be replaced by an include object. */
function arr(md, items, { minItems, snippets, extra = {} } = {}) {
  const els = { type: 'array', items };
  if (minItems) els.minItems = minItems;
  const s = { ...d(md), if: { type: 'object' }, then: ref('include'), else: els };
  if (snippets) s.defaultSnippets = snippets;
  return { ...s, ...extra };
}
/** A property that is a string or an object (`objSchema` is a $ref or inline object schema). */
function strOrObj(md, strSchema, objSchema, extra = {}) {
  return { ...d(md), if: { type: 'object' }, then: objSchema, else: strSchema, ...extra };
}

// ---------------------------------------------------------------------------------------------------------------
// Enumerations

const THEMES = [
  ['mint', 'Classic documentation theme: sidebar navigation, centred content, table of contents on the right.'],
  ['maple', 'Modern, clean theme suited to AI and SaaS products.'],
  ['palm', 'Sophisticated theme suited to fintech and enterprise documentation.'],
  ['willow', 'Stripped-back, minimalist theme for focused documentation.'],
  ['linden', 'Theme with a retro, terminal-like feel and monospace type.'],
  ['almond', 'Card-based theme with a minimal look.'],
  ['aspen', 'Theme built for complex navigation and custom components.'],
  ['luma', "A theme the builder accepts (luma); see the builder's theme gallery for its look."],
  ['sequoia', "A theme the builder accepts (sequoia); see the builder's theme gallery for its look."],
];

/** The 40 language codes the builder accepts (real-world.md), with their names. */
const LANGUAGES = [
  ['en', 'English'],
  ['cn', 'Chinese (Simplified)'],
  ['zh', 'Chinese'],
  ['zh-Hans', 'Chinese (Simplified)'],
  ['zh-Hant', 'Chinese (Traditional)'],
  ['zh-CN', 'Chinese (China)'],
  ['zh-TW', 'Chinese (Taiwan)'],
  ['es', 'Spanish'],
  ['fr', 'French'],
  ['fr-CA', 'French (Canada)'],
  ['fr-ca', 'French (Canada)'],
  ['ja', 'Japanese'],
  ['jp', 'Japanese'],
  ['ja-jp', 'Japanese (Japan)'],
  ['ja-JP', 'Japanese (Japan)'],
  ['pt', 'Portuguese'],
  ['pt-BR', 'Portuguese (Brazil)'],
  ['de', 'German'],
  ['ko', 'Korean'],
  ['it', 'Italian'],
  ['ru', 'Russian'],
  ['ro', 'Romanian'],
  ['cs', 'Czech'],
  ['id', 'Indonesian'],
  ['ar', 'Arabic'],
  ['tr', 'Turkish'],
  ['hi', 'Hindi'],
  ['sv', 'Swedish'],
  ['no', 'Norwegian'],
  ['da', 'Danish'],
  ['lv', 'Latvian'],
  ['nl', 'Dutch'],
  ['uk', 'Ukrainian'],
  ['vi', 'Vietnamese'],
  ['pl', 'Polish'],
  ['uz', 'Uzbek'],
  ['he', 'Hebrew'],
  ['ca', 'Catalan'],
  ['fi', 'Finnish'],
  ['hu', 'Hungarian'],
];

const ICON_LIBRARIES = [
  ['fontawesome', '[Font Awesome](https://fontawesome.com/icons) icons (the default library).'],
  ['lucide', '[Lucide](https://lucide.dev/icons) icons.'],
  ['tabler', '[Tabler](https://tabler.io/icons) icons.'],
];

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

// ---------------------------------------------------------------------------------------------------------------
// Shared navigation fields

// Shapes shared by many navigation fields live once in `definitions` (smaller schema, smaller generated
// validator); each property that uses one carries its own, context-specific description beside the `$ref`.
const SHARED = {
  icon: () =>
    strOrObj(
      'Icon shown next to the label: an icon name of the site\'s icon library (for example `"book-open"`; never prefixed with `fa-`), a URL or path of an image, or `{ "name", "style", "library" }`.',
      ref('iconName'),
      ref('iconObject'),
      {
        defaultSnippets: [
          { label: 'icon name', body: '${1:book-open}' },
          { label: 'icon object', body: { name: '${1:book-open}', library: '${2|fontawesome,lucide,tabler|}' } },
        ],
      },
    ),
  color: () =>
    obj(
      'Colours of the item in light and dark mode, as hex codes.',
      {
        light: hex('Colour in light mode, a hex code such as `"#0D9373"`.'),
        dark: hex('Colour in dark mode, a hex code such as `"#55D799"`.'),
      },
      { snippets: [{ label: '{ light, dark }', body: { light: '#${1:0D9373}', dark: '#${2:55D799}' } }] },
    ),
  openapi: () => ({
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
  }),
  pages: () =>
    arr(
      'Pages, in order. Each entry is a page path (relative to the docs root, without `.mdx`/`.md`), an endpoint entry such as `"GET /users"`, `"openapi.json GET /users"` or `"webhook new-order"`, or a nested group object.',
      ref('pageEntry'),
      { snippets: [{ label: '[ pages ]', body: ['${1:introduction}'] }] },
    ),
  groups: () =>
    arr('Sidebar groups. Must not be empty.', ref('group'), {
      minItems: 1,
      snippets: [{ label: '[ group ]', body: [{ group: '${1:Getting started}', pages: ['${2:introduction}'] }] }],
    }),
  tabs: () =>
    arr(
      'Tabs: a horizontal bar at the top of the site, each tab with its own URL path. Must not be empty.',
      ref('tab'),
      {
        minItems: 1,
        snippets: [
          {
            label: '[ tab ]',
            body: [{ tab: '${1:Guides}', groups: [{ group: '${2:Getting started}', pages: ['${3:introduction}'] }] }],
          },
        ],
      },
    ),
  anchors: () =>
    arr('Anchors: persistent items at the top of the sidebar. Must not be empty.', ref('anchor'), {
      minItems: 1,
      snippets: [
        {
          label: '[ anchor ]',
          body: [{ anchor: '${1:Documentation}', icon: '${2:book-open}', pages: ['${3:introduction}'] }],
        },
      ],
    }),
  dropdowns: () =>
    arr(
      'Dropdowns: items of an expandable menu at the top of the sidebar, each leading to a section.',
      ref('dropdown'),
      {
        snippets: [
          {
            label: '[ dropdown ]',
            body: [{ dropdown: '${1:Documentation}', icon: '${2:book-open}', pages: ['${3:introduction}'] }],
          },
        ],
      },
    ),
  products: () =>
    arr('Products: one navigation division per offering, chosen with a product switcher.', ref('product'), {
      snippets: [
        {
          label: '[ product ]',
          body: [{ product: '${1:Product}', description: '${2}', pages: ['${3:introduction}'] }],
        },
      ],
    }),
  versions: () =>
    arr('Versions, selectable from a dropdown. Each version holds its own pages. Must not be empty.', ref('version'), {
      minItems: 1,
      snippets: [
        { label: '[ version ]', body: [{ version: '${1:v2}', default: true, pages: ['${2:v2/introduction}'] }] },
      ],
    }),
  languages: () =>
    arr(
      'Languages, selectable from a dropdown. Each language holds its own (translated) navigation. Must not be empty.',
      ref('language'),
      {
        minItems: 1,
        snippets: [
          { label: '[ language ]', body: [{ language: '${1:en}', default: true, pages: ['${2:introduction}'] }] },
        ],
      },
    ),
  menu: () =>
    arr('Menu items: a dropdown menu, each item with its own content.', ref('menuItem'), {
      snippets: [{ label: '[ item ]', body: [{ item: '${1:Overview}', pages: ['${2:introduction}'] }] }],
    }),
};
/** Definition names of the shared shapes (`pages` → `pagesList`, ...). */
const sharedName = (k) => ({ icon: 'icon', color: 'color', openapi: 'openapi' })[k] || `${k}List`;
const use = (k, md) => ({ ...d(md), ...ref(sharedName(k)) });

const F = {
  icon: () =>
    use(
      'icon',
      'Icon shown next to the label: an icon name (for example `"book-open"`, never prefixed with `fa-`), an image URL or path, or `{ "name", "style", "library" }`.',
    ),
  color: () => use('color', 'Colours of the item in light and dark mode, as hex codes `{ "light", "dark" }`.'),
  hidden: (what) =>
    bool(`When \`true\`, the ${what} is left out of the navigation (its pages still build and stay reachable by URL).`),
  // Any value: Mintlify's builder treats `href` as one alternative of a node's content and, when it is not a path
  // or URL, builds the node from its other keys instead of failing (checked with @mintlify/validation).
  href: (what) => ({
    ...d(
      `Link target: the ${what} then points to this URL or path instead of holding pages of its own. The builder ignores a value that is not a path (\`/...\`), an absolute URL, a \`#\` link or a \`mailto:\` link.`,
    ),
    examples: ['https://example.com'],
  }),
  description: (what) => str(`Short text shown with the ${what}.`),
  openapi: (what = 'entry') =>
    use(
      'openapi',
      `OpenAPI specification(s) for this ${what} and everything inside it (children inherit the nearest ancestor's spec unless they set their own): a path or URL, an array of them, or \`{ "source", "directory" }\`.`,
    ),
  pages: (where) =>
    use(
      'pages',
      `Pages of the ${where}, in order: page paths (without \`.mdx\`), endpoint entries such as \`"GET /users"\`, or nested group objects.`,
    ),
  groups: (where) => use('groups', `Sidebar groups of the ${where}. Must not be empty.`),
  tabs: (where) =>
    use(
      'tabs',
      `Tabs of the ${where}: a horizontal bar at the top, each tab with its own URL path. Must not be empty.`,
    ),
  anchors: (where) =>
    use('anchors', `Anchors of the ${where}: persistent items at the top of the sidebar. Must not be empty.`),
  dropdowns: (where) => use('dropdowns', `Dropdowns of the ${where}: an expandable menu at the top of the sidebar.`),
  products: (where) => use('products', `Products of the ${where}, chosen with a product switcher.`),
  versions: (where) => use('versions', `Versions of the ${where}, selectable from a dropdown. Must not be empty.`),
  languages: (where) => use('languages', `Languages of the ${where}, selectable from a dropdown. Must not be empty.`),
  menu: (where) =>
    use('menu', `Menu items of the ${where}: a dropdown menu inside it, each item with its own content.`),
};

/** Content fields (`may contain` column of real-world.md) for a node. */
function content(where, keys) {
  const out = {};
  for (const k of keys) out[k] = F[k](where);
  return out;
}

function label(md, extra = {}) {
  return str(md, { minLength: 1, ...extra });
}

// ---------------------------------------------------------------------------------------------------------------
// Navigation kinds

function definitions() {
  const defs = {};
  for (const [k, make] of Object.entries(SHARED)) defs[sharedName(k)] = make();

  defs.include = obj(
    'An include: `{ "$ref": "./file.json" }` names a JSON file whose content replaces this value (sibling keys override the included ones).',
    {},
    { required: [], extra: { required: ['$ref'] } },
  );

  // The builder rejects names written with Font Awesome's `fa-` prefix (real-world.md).
  defs.iconName = {
    type: 'string',
    pattern: '^(?!fa-)',
    ...d('Icon name from the icon library (never prefixed with `fa-`), or the URL or path of an image.'),
  };
  defs.iconObject = obj(
    'Icon with an explicit library and style.',
    {
      name: str('Icon name, for example `"book-open"` (never prefixed with `fa-`).', { pattern: '^(?!fa-)' }),
      style: str('Font Awesome style of the icon.', {
        examples: ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands'],
      }),
      library: enumOf('Icon library the name belongs to.', ICON_LIBRARIES),
    },
    {
      required: ['name'],
      snippets: [
        { label: '{ name, library }', body: { name: '${1:book-open}', library: '${2|fontawesome,lucide,tabler|}' } },
      ],
    },
  );

  defs.openapiLocation = {
    type: 'string',
    minLength: 1,
    pattern: OPENAPI_LOCATION,
    ...d(
      'Path of an OpenAPI file relative to the docs root (a leading `/` also means the docs root), or an `http(s)` URL.',
    ),
    examples: ['openapi.json', 'https://example.com/openapi.yaml'],
  };
  defs.openapiObject = obj(
    'OpenAPI source with the folder its generated pages are placed in.',
    {
      source: str('Path (relative to the docs root) or `http(s)` URL of the OpenAPI file.', {
        minLength: 1,
        pattern: OPENAPI_LOCATION,
      }),
      directory: str('Folder (URL path) in which the generated endpoint pages are placed.'),
    },
    {
      required: ['source'],
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

  defs.navigation = obj(
    'The navigation of the site: exactly one of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups` or `pages` (the builder uses the first present in that order and drops the others), optionally with `global`.',
    {
      products: F.products('site'),
      languages: F.languages('site'),
      versions: F.versions('site'),
      tabs: F.tabs('site'),
      dropdowns: F.dropdowns('site'),
      anchors: F.anchors('site'),
      groups: F.groups('site'),
      pages: F.pages('site'),
      global: {
        ...d(
          'Items shown on every page, in every language and version: `anchors`, `tabs`, `dropdowns`, `products`, `versions`, `languages`. Each needs an `href` to an absolute URL.',
        ),
        ...ref('global'),
      },
      // The builder does not read an `openapi` on the navigation object itself (checked with @mintlify/validation:
      // any value passes), so no shape is enforced here; nodes inside carry their own.
      openapi: {
        ...d(
          'OpenAPI specification(s): a path or URL, an array of them, or `{ "source", "directory" }`. Set it on a navigation node (tab, anchor, group, ...) for it to apply; the builder does not check it here.',
        ),
        defaultSnippets: [{ label: 'spec path', body: '${1:openapi.json}' }],
      },
    },
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
  // The builder uses one content key, tried in NAV_ORDER, and silently drops the others beside it, valid or not
  // (real-world.md: "a second one beside it is silently dropped"). So only the first present content key is
  // checked (navigation-multiple-roots warns about the others), by an if/then chain on presence. The plain
  // `properties` keep the descriptions for hovers and completion. (Mintlify's validator actually takes the first
  // *valid* key: a first key that is invalid beside a valid later one still builds; like the site model, this
  // schema treats the first present one as used and reports its errors.)
  {
    const nav = defs.navigation;
    const strict = {};
    for (const k of NAV_ORDER) {
      strict[k] = nav.properties[k];
      const { $ref: _ref, ...annotation } = nav.properties[k];
      nav.properties[k] = annotation;
    }
    // None present: the builder fails (it needs one content key); named `groups`, the usual one. An include
    // object (`$ref`) hides its content, so it needs none here.
    let chain = { if: { not: req('$ref') }, then: req('groups') };
    for (const k of [...NAV_ORDER].reverse()) {
      chain = { if: req(k), then: { properties: { [k]: strict[k] } }, else: chain };
    }
    // obj() adds no if/then to navigation (it has no required keys); keep it that way.
    if (nav.if) throw new Error('navigation has an if/then of its own');
    Object.assign(nav, chain);
  }

  // `global` is a property of `navigation`; as a definition it needs a description of its own (used in hovers).
  defs.global = obj(
    'Navigation items shown on every page, in every language and version. Every item needs an `href` to an absolute URL (global items only link to external resources).',
    {
      languages: arr('Global language items (each needs `href`).', ref('globalLanguage')),
      versions: arr('Global version items (each needs `href`).', ref('globalVersion')),
      tabs: arr('Global tabs (each needs `href`).', ref('globalTab')),
      dropdowns: arr('Global dropdown items (each needs `href`).', ref('globalDropdown')),
      anchors: arr('Global anchors (each needs `href`, an absolute URL).', ref('globalAnchor'), {
        snippets: [
          {
            label: '[ global anchor ]',
            body: [{ anchor: '${1:Blog}', icon: '${2:newspaper}', href: 'https://${3:example.com/blog}' }],
          },
        ],
      }),
      products: arr('Global product items (each needs `href`).', ref('globalProduct')),
    },
    {
      snippets: [
        {
          label: '{ anchors }',
          body: { anchors: [{ anchor: '${1:Blog}', icon: '${2:newspaper}', href: 'https://${3:example.com/blog}' }] },
        },
      ],
    },
  );

  const kinds = {
    tab: {
      noun: 'tab',
      label: label('Tab label.'),
      own: (w) => ({
        icon: F.icon(),
        hidden: F.hidden(w),
        align: enumOf('Side of the tab bar on which the tab is placed.', [
          ['start', 'Left side (default).'],
          ['end', 'Right side.'],
        ]),
      }),
      contains: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
      md: 'A tab: a section of the site in the horizontal bar at the top, with its own URL path.',
    },
    anchor: {
      noun: 'anchor',
      label: label('Anchor label.'),
      own: (w) => ({ icon: F.icon(), color: F.color(), hidden: F.hidden(w) }),
      contains: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
      md: 'An anchor: a persistent item at the top of the sidebar, leading to a section or an external link.',
    },
    dropdown: {
      noun: 'dropdown',
      label: label('Dropdown item label.'),
      own: (w) => ({ icon: F.icon(), color: F.color(), description: F.description(w), hidden: F.hidden(w) }),
      contains: ['languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
      md: 'A dropdown item: an entry of the expandable menu at the top of the sidebar, leading to a section.',
    },
    product: {
      noun: 'product',
      label: label('Product label.'),
      own: (w) => ({ icon: F.icon(), color: F.color(), description: F.description(w), hidden: F.hidden(w) }),
      contains: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
      md: 'A product: a navigation division for one offering, chosen with the product switcher.',
    },
    version: {
      noun: 'version',
      label: label('Version label shown in the version dropdown, for example `"v2"`.'),
      own: (w) => ({
        default: bool('When `true`, this version is shown by default. Mark at most one version.'),
        tag: str('Label attached to the version in the dropdown, for example `"Latest"` or `"Beta"`.'),
        hidden: F.hidden(w),
      }),
      contains: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
      md: 'A version of the documentation, selectable from the version dropdown. Each version holds its own pages.',
    },
    language: {
      noun: 'language',
      label: enumOf('Language code. The builder accepts exactly these 40 codes.', LANGUAGES),
      own: (w) => ({
        default: bool('When `true`, this language is shown by default. Mark at most one language.'),
        banner: { ...d('Banner of this language (overrides the site `banner`).'), ...ref('banner') },
        footer: { ...d('Footer of this language (overrides the site `footer`).'), ...ref('footer') },
        navbar: { ...d('Navbar of this language (overrides the site `navbar`).'), ...ref('navbar') },
        hidden: F.hidden(w),
      }),
      contains: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
      md: 'A language of the site, selectable from the language dropdown; it holds the navigation of the translated pages and may override the banner, footer and navbar.',
    },
    menuItem: {
      labelKey: 'item',
      noun: 'menu item',
      label: label('Menu item label.'),
      own: (w) => ({ icon: F.icon(), description: F.description(w), hidden: F.hidden(w) }),
      contains: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
      md: 'A menu item: an entry of the dropdown menu of a tab or product, with its own content.',
    },
  };

  const snippetBody = {
    tab: { tab: '${1:Guides}', groups: [{ group: '${2:Getting started}', pages: ['${3:introduction}'] }] },
    anchor: { anchor: '${1:Documentation}', icon: '${2:book-open}', pages: ['${3:introduction}'] },
    dropdown: { dropdown: '${1:Documentation}', icon: '${2:book-open}', pages: ['${3:introduction}'] },
    product: { product: '${1:Product}', description: '${2}', pages: ['${3:introduction}'] },
    version: { version: '${1:v2}', pages: ['${2:introduction}'] },
    language: { language: '${1:en}', pages: ['${2:introduction}'] },
    menuItem: { item: '${1:Overview}', pages: ['${2:introduction}'] },
  };

  for (const [kind, k] of Object.entries(kinds)) {
    const labelKey = k.labelKey || kind;
    defs[kind] = obj(
      k.md,
      {
        [labelKey]: k.label,
        ...k.own(k.noun),
        href: F.href(k.noun),
        ...content(k.noun, k.contains),
        openapi: F.openapi(k.noun),
      },
      { required: [labelKey], snippets: [{ label: `{ ${labelKey} }`, body: snippetBody[kind] }] },
    );
  }

  defs.group = obj(
    'A group: a labelled section of the sidebar. Groups nest inside groups (as entries of `pages`).',
    {
      group: label('Label of the sidebar section.'),
      pages: F.pages('group'),
      icon: F.icon(),
      tag: str('Label (badge) attached to the group, for example `"NEW"`.'),
      expanded: bool('When `true`, the group is expanded by default in the sidebar; `false` or unset: collapsed.'),
      hidden: F.hidden('group'),
      root: str('Page shown when the group itself is selected (a page path, like an entry of `pages`).', {
        minLength: 1,
      }),
      public: bool("When `true`, the group's pages are public even when the site requires authentication."),
      // Mintlify's builder drops a group's `openapi` that is not a valid spec reference instead of failing (the
      // group still builds; its METHOD entries then have no spec, which endpoint-no-spec reports). So any value is
      // accepted here; the shapes are offered by the description and snippets. Other nodes keep the strict shape.
      openapi: {
        ...d(
          'OpenAPI specification(s) for this group and everything inside it (children inherit the nearest ancestor\'s spec unless they set their own): a path or URL, an array of them, or `{ "source", "directory" }`. The builder ignores a value of any other shape.',
        ),
        defaultSnippets: [
          { label: 'spec path', body: '${1:openapi.json}' },
          { label: '{ source, directory }', body: { source: '${1:openapi.json}', directory: '${2:api-reference}' } },
        ],
      },
    },
    {
      required: ['group'],
      snippets: [{ label: '{ group, pages }', body: { group: '${1:Group}', pages: ['${2:page}'] } }],
    },
  );

  // Global items: per kind, each needs `href`. Their known keys are the kind's own fields + label + href.
  const globalKinds = {
    globalTab: ['tab', 'tab'],
    globalAnchor: ['anchor', 'anchor'],
    globalDropdown: ['dropdown', 'dropdown'],
    globalProduct: ['product', 'product'],
    globalVersion: ['version', 'version'],
    globalLanguage: ['language', 'language'],
  };
  for (const [gk, [kind, noun]] of Object.entries(globalKinds)) {
    const k = kinds[kind];
    defs[gk] = obj(
      `A global ${noun}: shown on every page; it links to an external resource, so \`href\` (an absolute URL) is required.`,
      {
        [kind]: k.label,
        ...k.own(`global ${noun}`),
        href: str(`Absolute URL (\`https://…\`) the global ${noun} links to. Required.`, {
          examples: ['https://example.com'],
        }),
      },
      // The label is required too: the builder rejects a global item without one.
      {
        required: [kind, 'href'],
        snippets: [{ label: `{ ${kind}, href }`, body: { [kind]: '${1:Label}', href: 'https://${2:example.com}' } }],
      },
    );
  }
  // One dispatcher over all global item kinds, by label key (for tools that want a single definition).
  defs.globalItem = {
    ...d('A global navigation item (tab, anchor, dropdown, product, version or language) with a required `href`.'),
    if: { type: 'object', ...req('tab') },
    then: ref('globalTab'),
    else: {
      if: { type: 'object', ...req('dropdown') },
      then: ref('globalDropdown'),
      else: {
        if: { type: 'object', ...req('product') },
        then: ref('globalProduct'),
        else: {
          if: { type: 'object', ...req('version') },
          then: ref('globalVersion'),
          else: { if: { type: 'object', ...req('language') }, then: ref('globalLanguage'), else: ref('globalAnchor') },
        },
      },
    },
  };

  // -------------------------------------------------------------------------------------------------------------
  // Settings shared by the top level and languages
  defs.banner = obj(
    'A banner displayed at the top of every page.',
    {
      content: str('Text of the banner; basic MDX (links, bold, italic) is supported.'),
      dismissible: bool('When `true`, readers can dismiss the banner.'),
    },
    { snippets: [{ label: '{ content }', body: { content: '${1:🚀 Version 2 is out!}', dismissible: true } }] },
  );

  const linkItem = obj('A link.', {
    label: str('Link text.'),
    href: str('Link target (URL or path).'),
  });
  defs.footer = obj(
    'Footer content: social links and link columns.',
    {
      socials: {
        type: 'object',
        ...d(
          'Social profiles shown in the footer: each key is a platform (`x`, `website`, `facebook`, `youtube`, `discord`, `slack`, `github`, `linkedin`, `instagram`, `hacker-news`, `medium`, `telegram`, `twitter`, `x-twitter`, `earth-americas`, `bluesky`, `threads`, `reddit`, `podcast`), each value the profile URL.',
        ),
        additionalProperties: { type: 'string', ...d('Profile URL.') },
        defaultSnippets: [
          { label: '{ x, github }', body: { x: 'https://x.com/${1}', github: 'https://github.com/${2}' } },
        ],
      },
      links: arr(
        'Link columns shown in the footer (at most 4).',
        obj('A footer column.', {
          header: str('Column heading.'),
          items: arr('Links of the column.', linkItem),
        }),
      ),
    },
    { snippets: [{ label: '{ socials }', body: { socials: { x: 'https://x.com/${1}' } } }] },
  );

  defs.navbar = obj(
    'Links and the primary button of the top navigation bar.',
    {
      links: arr(
        'Links shown in the navbar.',
        obj('A navbar link.', {
          label: str('Link text.'),
          href: str('Link target (URL or path).'),
          icon: F.icon(),
          type: str('Special link type, for example `"github"` (shows the repository) or `"discord"`.', {
            examples: ['github', 'discord'],
          }),
        }),
      ),
      primary: obj(
        'Primary call-to-action button of the navbar.',
        {
          type: str('Button kind: `"button"` (label + href), `"github"` (repository link) or `"discord"`.', {
            examples: ['button', 'github', 'discord'],
          }),
          label: str('Button text (for `"button"`).'),
          href: str('Button target URL.'),
        },
        {
          snippets: [
            {
              label: '{ type: button }',
              body: { type: 'button', label: '${1:Get started}', href: 'https://${2:example.com}' },
            },
          ],
        },
      ),
    },
    {
      snippets: [
        {
          label: '{ links, primary }',
          body: {
            links: [{ label: '${1:Support}', href: 'mailto:${2:support@example.com}' }],
            primary: { type: 'button', label: '${3:Dashboard}', href: 'https://${4:example.com}' },
          },
        },
      ],
    },
  );

  return defs;
}

// ---------------------------------------------------------------------------------------------------------------
// Top level

function topLevel() {
  const lightDarkImage = (md) =>
    strOrObj(
      md,
      { type: 'string', ...d('Path or URL of the image.') },
      obj('Images per colour mode.', {
        light: str('Path or URL of the image in light mode.'),
        dark: str('Path or URL of the image in dark mode.'),
      }),
    );

  const integration = (md, keys) => {
    const props = {};
    for (const [k, t] of Object.entries(keys)) props[k] = str(t);
    return obj(md, props);
  };

  return {
    $schema: str(
      'URL of the JSON Schema of this file. Real sites write `"https://mintlify.com/docs.json"`; editors that know docsjson use the bundled schema for it.',
      {
        examples: ['https://mintlify.com/docs.json'],
      },
    ),
    theme: enumOf('Layout theme of the site. Required.', THEMES),
    name: str('Name of the project, organisation or product; used in the browser title. Required, not empty.', {
      minLength: 1,
    }),
    description: str('Description of the site, used for SEO and AI indexing.'),
    colors: obj(
      'Colours of the site, as hex codes. When only `primary` is given it is used for all coloured elements.',
      {
        primary: hex('Primary colour (hex `#rgb` or `#rrggbb`), used for highlights, mostly in light mode. Required.'),
        light: hex('Colour used for highlights in dark mode (hex).'),
        dark: hex('Colour used for buttons and hover states in both modes (hex).'),
      },
      { required: ['primary'], snippets: [{ label: '{ primary }', body: { primary: '#${1:0D9373}' } }] },
    ),
    navigation: {
      ...d(
        'The navigation of the site: its structure and hierarchy (tabs, anchors, dropdowns, products, versions, languages, groups, pages). Required.',
      ),
      ...ref('navigation'),
    },
    logo: strOrObj(
      'Logo: a path or URL, or an object with images for light and dark mode.',
      { type: 'string', ...d('Path or URL of the logo.') },
      obj(
        'Logo images per colour mode.',
        {
          light: str('Logo for light mode (usually a dark logo).'),
          dark: str('Logo for dark mode (usually a light logo).'),
          href: str('Where a click on the logo leads (default: the home page).'),
        },
        {
          snippets: [
            { label: '{ light, dark }', body: { light: '/logo/${1:light}.svg', dark: '/logo/${2:dark}.svg' } },
          ],
        },
      ),
    ),
    favicon: lightDarkImage('Favicon: a path, or an object with images for light and dark mode.'),
    api: obj('API reference settings: OpenAPI/AsyncAPI sources, the playground and code examples.', {
      openapi: use(
        'openapi',
        'OpenAPI specification(s) for the whole site: a path or URL, an array of them, or `{ "source", "directory" }`.',
      ),
      asyncapi: { ...d('AsyncAPI specification(s): a path or URL, an array of them, or an object.') },
      playground: obj('The interactive API playground.', {
        display: str('How the playground is shown: `"interactive"`, `"simple"`, `"none"` or `"auth"`.', {
          examples: ['interactive', 'simple', 'none', 'auth'],
        }),
        proxy: bool("Whether requests go through the builder's proxy (default `true`)."),
      }),
      params: obj('Display of API parameters.', {
        expanded: str('Whether nested parameters start expanded: `"all"` or `"closed"`.', {
          examples: ['all', 'closed'],
        }),
      }),
      url: str('Set to `"full"` to show the full base URL in endpoint headers.', { examples: ['full'] }),
      examples: obj('Generated code examples.', {
        languages: arr('Languages of the generated examples, in order.', {
          type: 'string',
          ...d('A language, for example `"curl"` or `"python"`.'),
        }),
        defaults: str('Which optional parameters appear in examples: `"required"` or `"all"`.', {
          examples: ['required', 'all'],
        }),
        prefill: bool('Whether the playground is pre-filled with example values.'),
        autogenerate: bool('Whether code examples are generated from the spec.'),
      }),
      mdx: obj('Settings for endpoint pages written in MDX (without a spec).', {
        auth: obj('Authentication of the MDX endpoints.', {
          method: str('Authentication method, for example `"bearer"`, `"basic"`, `"key"`.', {
            examples: ['bearer', 'basic', 'key', 'cobo'],
          }),
          name: str('Name of the header or parameter that carries the key.'),
        }),
        server: { ...d('Base URL(s) of the API: a URL or an array of URLs.') },
      }),
    }),
    appearance: obj('Light / dark mode.', {
      default: str('Initial mode: `"system"`, `"light"` or `"dark"`.', { examples: ['system', 'light', 'dark'] }),
      strict: bool('When `true`, the mode toggle is hidden and the site stays in the default mode.'),
    }),
    background: obj('Background image, decoration and colours.', {
      image: lightDarkImage('Background image: a path or URL, or an object per colour mode.'),
      decoration: str('Background decoration: `"gradient"`, `"grid"` or `"windows"`.', {
        examples: ['gradient', 'grid', 'windows'],
      }),
      color: obj('Background colours per mode.', {
        light: hex('Background colour in light mode (hex).'),
        dark: hex('Background colour in dark mode (hex).'),
      }),
    }),
    navbar: defs_ref('navbar', 'Links and the primary button of the top navigation bar.'),
    footer: defs_ref('footer', 'Footer content: social links and link columns.'),
    search: obj('Search settings.', { prompt: str('Placeholder text of the search box.') }),
    seo: obj('Search-engine settings.', {
      metatags: {
        type: 'object',
        ...d('Meta tags added to every page: each key is a meta tag name, each value its content.'),
        additionalProperties: { type: 'string', ...d('Content of the meta tag.') },
      },
      indexing: str('Which pages search engines index: `"navigable"` (pages in the navigation) or `"all"`.', {
        examples: ['navigable', 'all'],
      }),
    }),
    fonts: obj(
      'Fonts of the site (Google Fonts family names, or your own files with `source`). May also hold `heading` and `body` objects with the same fields.',
      {
        family: str('Font family, for example `"Open Sans"`.'),
        weight: { type: 'number', ...d('Font weight, for example `400`.') },
        source: str('URL or path of the font file (for fonts not on Google Fonts).'),
        format: str('Format of the font file: `"woff"` or `"woff2"`.', { examples: ['woff', 'woff2'] }),
        heading: obj('Font of the headings.', {
          family: str('Font family of the headings.'),
          weight: { type: 'number', ...d('Font weight of the headings.') },
          source: str('URL or path of the heading font file.'),
          format: str('Format of the heading font file.'),
        }),
        body: obj('Font of the body text.', {
          family: str('Font family of the body text.'),
          weight: { type: 'number', ...d('Font weight of the body text.') },
          source: str('URL or path of the body font file.'),
          format: str('Format of the body font file.'),
        }),
      },
    ),
    icons: obj('Icon settings.', {
      library: enumOf('Icon library used for icon names everywhere (default `fontawesome`).', ICON_LIBRARIES),
    }),
    styling: obj('Visual style settings.', {
      eyebrows: enumOf('What the eyebrow above the page title shows. Default: `"section"`.', [
        ['section', 'The name of the section (group) the page belongs to.'],
        ['breadcrumbs', 'The full navigation path of the page. Some themes show breadcrumbs by default.'],
      ]),
      latex: bool(
        'Force (`true`) or prevent (`false`) loading the LaTeX stylesheet; unset: detected from the content.',
      ),
      codeblocks: strOrObj(
        'Theme of code blocks: `"system"` (follows the site mode), `"dark"`, a Shiki theme name, or `{ "theme": …, "languages": … }`.',
        { type: 'string', ...d('`"system"`, `"dark"` or a Shiki theme name.'), examples: ['system', 'dark'] },
        obj('Code block settings.', {
          theme: strOrObj(
            'A Shiki theme name, or `{ "light", "dark" }` theme names.',
            { type: 'string', ...d('A Shiki theme name.') },
            obj('Shiki themes per mode.', {
              light: str('Shiki theme in light mode.'),
              dark: str('Shiki theme in dark mode.'),
            }),
          ),
          languages: obj('Custom code languages.', {
            custom: arr('Paths of JSON files with TextMate grammars for languages Shiki lacks.', {
              type: 'string',
              ...d('Path of a TextMate grammar JSON file.'),
            }),
          }),
        }),
      ),
    }),
    redirects: arr(
      'Redirects from old paths to new ones.',
      obj(
        'A redirect.',
        {
          source: str('Path to redirect from, for example `"/old/:slug*"`. No `#anchor` or `?query`.'),
          destination: str('Path or URL to redirect to.'),
          permanent: bool('`true` (default): permanent redirect (308); `false`: temporary (307).'),
        },
        {
          required: ['source', 'destination'],
          snippets: [{ label: '{ source, destination }', body: { source: '/${1:old}', destination: '/${2:new}' } }],
        },
      ),
      {
        snippets: [{ label: '[ redirect ]', body: [{ source: '/${1:old}', destination: '/${2:new}' }] }],
      },
    ),
    integrations: obj(
      'Third-party integrations (analytics, chat, consent). Each key names a service; unknown services are passed through.',
      {
        ga4: integration('Google Analytics 4.', { measurementId: 'Measurement ID, for example `"G-XXXXXXX"`.' }),
        gtm: integration('Google Tag Manager.', { tagId: 'Tag ID, for example `"GTM-XXXXXX"`.' }),
        posthog: integration('PostHog.', {
          apiKey: 'Project API key.',
          apiHost: 'API host (for self-hosted PostHog).',
        }),
        amplitude: integration('Amplitude.', { apiKey: 'API key.' }),
        mixpanel: integration('Mixpanel.', { projectToken: 'Project token.' }),
        segment: integration('Segment.', { key: 'Write key.' }),
        plausible: integration('Plausible.', {
          domain: 'Domain of the site.',
          server: 'Plausible server (self-hosted).',
        }),
        fathom: integration('Fathom.', { siteId: 'Site ID.' }),
        heap: integration('Heap.', { appId: 'App ID.' }),
        hotjar: integration('Hotjar.', { hjid: 'Site ID.', hjsv: 'Snippet version.' }),
        clarity: integration('Microsoft Clarity.', { projectId: 'Project ID.' }),
        intercom: integration('Intercom.', { appId: 'App ID.' }),
        frontchat: integration('Front Chat.', { snippetId: 'Snippet ID.' }),
        logrocket: integration('LogRocket.', { appId: 'App ID.' }),
        pirsch: integration('Pirsch.', { id: 'Identification code.' }),
        koala: integration('Koala.', { publicApiKey: 'Public API key.' }),
        hightouch: integration('Hightouch.', { apiKey: 'API key.' }),
        clearbit: integration('Clearbit.', { publicApiKey: 'Public API key.' }),
        osano: integration('Osano consent.', { scriptSource: 'URL of the Osano script.' }),
        telemetry: obj('Builder telemetry.', { enabled: bool('Whether telemetry is enabled.') }),
        cookies: integration('Cookie consent: the key and value of the cookie that records consent.', {
          key: 'Cookie name.',
          value: 'Cookie value.',
        }),
      },
    ),
    banner: defs_ref('banner', 'A banner displayed at the top of every page.'),
    errors: obj('Error pages.', {
      404: obj('The "page not found" page.', {
        redirect: bool('When `true` (default), a missing page redirects to the home page.'),
        title: str('Title of the 404 page.'),
        description: str('Text of the 404 page.'),
      }),
    }),
    contextual: obj('The contextual menu of each page (copy the page, open it in an AI assistant, …).', {
      options: arr(
        'Menu options, in order: built-in names (`"copy"`, `"view"`, `"chatgpt"`, `"claude"`, `"perplexity"`, `"mcp"`, `"cursor"`, `"vscode"`, …) or custom option objects.',
        {
          ...d('A built-in option name, or a custom option object.'),
          examples: ['copy', 'view', 'chatgpt', 'claude', 'perplexity', 'mcp', 'cursor', 'vscode'],
        },
      ),
      display: str('Where the menu is shown: `"header"` or `"toc"`.', { examples: ['header', 'toc'] }),
    }),
    thumbnails: obj('Social-media and page-preview thumbnails.', {
      appearance: str('Visual theme of thumbnails: `"light"` or `"dark"`.', { examples: ['light', 'dark'] }),
      background: str('Background image of thumbnails: a path or absolute URL.'),
      fonts: obj('Font of the thumbnails.', { family: str('Google Fonts family name.') }),
    }),
    interaction: obj('Navigation behaviour.', {
      drilldown: bool(
        "`true`: selecting or expanding a group navigates to its first page. `false`: selecting only expands or collapses the group. Unset: the theme's default.",
      ),
    }),
    metadata: obj('Page metadata settings.', {
      timestamp: bool('When `true`, pages show their last-modified date.'),
    }),
    variables: {
      type: 'object',
      ...d('Content variables: each key can be used as `{{key}}` in pages and is replaced by its value.'),
      additionalProperties: { ...d('Value of the variable.') },
      defaultSnippets: [{ label: '{ name: value }', body: { '${1:product}': '${2:Acme}' } }],
    },
    markdown: {
      type: 'object',
      ...d('Settings for the Markdown versions of pages (for example `llms.txt` output).'),
      properties: { $ref: includeKey() },
    },
    public: { ...d('Whether the site (or parts of it) stay public when authentication is configured.') },
  };

  function defs_ref(name, md) {
    return { ...d(md), $ref: `#/definitions/${name}` };
  }
}

function buildDocsSchema() {
  const defs = definitions();
  const root = obj(
    'Configuration of a documentation site (`docs.json`): theme, name, colours, navigation and site-wide settings. Unknown keys are ignored by the builder.',
    topLevel(),
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
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: SCHEMA_ID,
    title: 'docs.json',
    description,
    markdownDescription,
    ...rest,
    definitions: defs,
  };
}

module.exports = { buildDocsSchema, SCHEMA_ID, LANGUAGES, THEMES };
