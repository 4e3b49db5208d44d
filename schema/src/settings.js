// The site-wide settings of docs.json (everything at the top level but `navigation`), and the banner, footer and
// navbar that languages may override. Which keys the top level has comes from keys.json; the settings objects
// below it are described here, key for key as Mintlify's validator keeps them (checked by the differential test
// server/test/differential/keyAgreement.test.ts). Objects on which the builder fails for an unknown key are
// `closed`; elsewhere unknown keys are dropped by the builder and allowed by the schema.
'use strict';
const KEYS = require('./keys.json');
const { THEMES, ICON_LIBRARIES, SHIKI_THEMES, CONTEXTUAL_OPTIONS } = require('./enums');
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
} = require('./helpers');

// A footer link: a path from the site root, a `#` or `mailto:` link, or an https URL that is not an .svg, .exe or
// .zip file.
const NOT_RISKY_FILE = '(?<![.](?:[sS][vV][gG]|[eE][xX][eE]|[zZ][iI][pP]))';
const HTTPS_URL = `[hH][tT][tT][pP][sS]://[^/?#\\s]+(?:/[^?#]*${NOT_RISKY_FILE})?(?:[?#].*)?$`;
const SAFE_HREF = `^(?:/(?!/)|#|mailto:|${HTTPS_URL})`;
const SAFE_HREF_MESSAGE =
  'Must be an https URL, a path from the site root such as "/quickstart", or a mailto: link (never an .svg, .exe or .zip file).';
const SAFE_URL = `^${HTTPS_URL}`;
const SAFE_URL_MESSAGE = 'Must be an https URL (never an .svg, .exe or .zip file).';
const URL_PATTERN = '^[a-zA-Z][a-zA-Z0-9+.-]*:[^\\s]*$';
const URL_MESSAGE = 'Must be an absolute URL such as "https://example.com".';

const url = (md, extra = {}) => patterned(md, URL_PATTERN, URL_MESSAGE, extra);

function settingsDefinitions() {
  const defs = {};
  defs.banner = obj(
    'A banner displayed at the top of every page.',
    {
      content: str('Text of the banner; basic MDX (links, bold, italic) is supported. Required.', { minLength: 1 }),
      dismissible: bool('When `true`, readers can dismiss the banner.'),
      type: enumOf('Style of the banner.', [
        ['info', 'Brand colour, for general announcements (default).'],
        ['warning', 'Amber, for maintenance or deprecation notices.'],
        ['critical', 'Red, for urgent notices.'],
      ]),
      color: {
        ...d('Background colour of the banner `{ "light", "dark" }` (hex codes); wins over the colour of `type`.'),
        ...ref('color'),
      },
    },
    {
      required: ['content'],
      snippets: [{ label: '{ content }', body: { content: '${1:🚀 Version 2 is out!}', dismissible: true } }],
    },
  );

  defs.footer = obj(
    'Footer content: social links and link columns.',
    {
      socials: {
        type: 'object',
        ...d(
          'Social profiles shown in the footer: each key is a platform (`x`, `website`, `facebook`, `youtube`, `discord`, `slack`, `github`, `linkedin`, `instagram`, `hacker-news`, `medium`, `telegram`, `twitter`, `x-twitter`, `earth-americas`, `bluesky`, `threads`, `reddit`, `podcast`), each value the profile URL.',
        ),
        propertyNames: {
          enum: [
            'x',
            'website',
            'facebook',
            'youtube',
            'discord',
            'slack',
            'github',
            'linkedin',
            'instagram',
            'hacker-news',
            'medium',
            'telegram',
            'twitter',
            'x-twitter',
            'earth-americas',
            'bluesky',
            'threads',
            'reddit',
            'podcast',
          ],
          errorMessage: 'Not a platform the footer knows; the builder fails on it.',
        },
        additionalProperties: patterned('Profile URL (https).', SAFE_URL, SAFE_URL_MESSAGE),
        defaultSnippets: [
          { label: '{ x, github }', body: { x: 'https://x.com/${1}', github: 'https://github.com/${2}' } },
        ],
      },
      links: arr(
        'Link columns shown in the footer (one to four).',
        obj(
          'A footer column.',
          {
            header: str('Column heading.', { minLength: 1 }),
            items: arr(
              'Links of the column (at least one).',
              obj(
                'A link.',
                {
                  label: str('Link text. Required.', { minLength: 1 }),
                  href: patterned('Link target. Required.', SAFE_HREF, SAFE_HREF_MESSAGE),
                },
                { required: ['label', 'href'] },
              ),
              { minItems: 1 },
            ),
          },
          { required: ['items'] },
        ),
        { minItems: 1, maxItems: 4 },
      ),
    },
    { snippets: [{ label: '{ socials }', body: { socials: { x: 'https://x.com/${1}' } } }] },
  );

  // A navbar link or button of type "github" or "discord" needs no label; any other needs one.
  const labelUnlessBrand = {
    allOf: [{ if: { properties: { type: { enum: ['github', 'discord'] } }, required: ['type'] }, else: req('label') }],
  };
  defs.navbar = obj(
    'Links and the primary button of the top navigation bar.',
    {
      links: arr(
        'Links shown in the navbar.',
        obj(
          'A navbar link.',
          {
            label: str('Link text (not needed for `"github"` and `"discord"` links).'),
            href: link('Link target (URL or path). Required.'),
            icon: { ...d('Icon shown with the link.'), ...ref('icon') },
            type: str('Special link type: `"github"` (shows the repository) or `"discord"`.', {
              examples: ['github', 'discord'],
            }),
          },
          { required: ['href'], extra: labelUnlessBrand },
        ),
      ),
      primary: obj(
        'Primary call-to-action button of the navbar.',
        {
          type: enumOf('Button kind. Required.', [
            ['button', 'A button with a label and a link.'],
            ['github', 'A link to a GitHub repository.'],
            ['discord', 'A link to a Discord server.'],
          ]),
          label: str('Button text (required for `"button"`).'),
          href: link('Button target (URL or path). Required.'),
        },
        {
          required: ['type', 'href'],
          extra: labelUnlessBrand,
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

  // Font settings: a family (Google Fonts, or your own file with `source` and `format`).
  defs.font = obj(
    'Font settings: a Google Fonts family, or your own font file with `source` and `format`.',
    {
      family: str('Font family, for example `"Open Sans"`. Required.'),
      weight: num('Font weight, for example `400`.'),
      source: location('URL or path of your own font file (for fonts not on Google Fonts); needs `format`.'),
      format: enumOf('Format of the font file given by `source`.', [
        ['woff', 'Web Open Font Format.'],
        ['woff2', 'Web Open Font Format 2.'],
      ]),
    },
    { required: ['family'], extra: { dependencies: { source: ['format'] } } },
  );
  return defs;
}

/** The top-level properties, for exactly the keys keys.json gives the top level. */
function topLevelProperties() {
  const lightDarkImage = (md, { required = [], closed = false } = {}) =>
    strOrObj(
      md,
      { type: 'string', ...d('Path or URL of the image.') },
      obj(
        'Images per colour mode.',
        {
          light: str('Path or URL of the image in light mode.'),
          dark: str('Path or URL of the image in dark mode.'),
        },
        { required, closed },
      ),
    );

  const integration = (md, keys, { required = Object.keys(keys).slice(0, 1) } = {}) => {
    const props = {};
    for (const [k, t] of Object.entries(keys)) props[k] = typeof t === 'string' ? str(t) : t;
    return obj(md, props, { required });
  };

  const properties = {
    $schema: url(
      'URL of the JSON Schema of this file. Real sites write `"https://mintlify.com/docs.json"`; editors that know docsjson use the bundled schema for it.',
      { examples: ['https://mintlify.com/docs.json'] },
    ),
    theme: enumOf('Layout theme of the site. Required.', THEMES),
    name: str('Name of the project, organisation or product; used in the browser title. Required, not empty.', {
      minLength: 1,
      ...NOT_BLANK,
    }),
    description: str('Description of the site, used for SEO and AI indexing.'),
    colors: obj(
      'Colours of the site, as hex codes. When only `primary` is given it is used for all coloured elements.',
      {
        primary: hex('Primary colour (hex `#rgb` or `#rrggbb`), used for highlights, mostly in light mode. Required.'),
        light: hex('Colour used for highlights in dark mode (hex).'),
        dark: hex('Colour used for buttons and hover states in both modes (hex).'),
      },
      { required: ['primary'], closed: true, snippets: [{ label: '{ primary }', body: { primary: '#${1:0D9373}' } }] },
    ),
    navigation: {
      ...d(
        'The navigation of the site: its structure and hierarchy (tabs, anchors, dropdowns, products, versions, languages, groups, pages). Required.',
      ),
      ...ref('navigation'),
    },
    logo: strOrObj(
      'Logo: a path or URL, or an object with images for light and dark mode.',
      { type: 'string', minLength: 3, ...d('Path or URL of the logo, with its file extension.') },
      obj(
        'Logo images per colour mode.',
        {
          light: str('Logo for light mode (usually a dark logo). Required.'),
          dark: str('Logo for dark mode (usually a light logo). Required.'),
          href: link('Where a click on the logo leads (default: the home page).'),
        },
        {
          required: ['light', 'dark'],
          snippets: [
            { label: '{ light, dark }', body: { light: '/logo/${1:light}.svg', dark: '/logo/${2:dark}.svg' } },
          ],
        },
      ),
    ),
    favicon: lightDarkImage('Favicon: a path, or an object with images for light and dark mode.', {
      required: ['light', 'dark'],
    }),
    api: obj('API reference settings: OpenAPI/AsyncAPI sources, the playground and code examples.', {
      openapi: {
        ...d(
          'OpenAPI specification(s) for the whole site: a path or URL, an array of them, or `{ "source", "directory" }`.',
        ),
        ...ref('openapi'),
      },
      asyncapi: {
        ...d('AsyncAPI specification(s): a path or URL, an array of them, or `{ "source", "directory" }`.'),
        ...ref('asyncapi'),
      },
      playground: obj('The interactive API playground.', {
        display: enumOf('How the playground is shown.', [
          ['interactive', 'A playground readers can send requests from (default).'],
          ['simple', 'The request only, without sending.'],
          ['none', 'No playground.'],
          ['auth', 'The playground for signed-in readers only.'],
        ]),
        proxy: bool("Whether requests go through the builder's proxy (default `true`)."),
        credentials: bool('Whether cross-origin requests carry cookies and credentials when the proxy is off.'),
      }),
      params: obj('Display of API parameters.', {
        expanded: enumOf('Whether nested parameters start expanded.', [
          ['all', 'Every parameter expanded.'],
          ['closed', 'Collapsed (default).'],
        ]),
        post: arr('Spec fields shown as small labels beside every parameter.', {
          type: 'string',
          ...d('Name of a field of the parameter schemas.'),
        }),
      }),
      url: enumOf('How the base URL is shown in endpoint headers.', [['full', 'Always the full base URL.']]),
      examples: obj('Generated code examples.', {
        languages: arr('Languages of the generated examples, in order.', {
          type: 'string',
          ...d('A language, for example `"curl"` or `"python"`.'),
        }),
        defaults: enumOf('Which optional parameters appear in examples.', [
          ['required', 'Only the required ones.'],
          ['all', 'All of them (default).'],
        ]),
        prefill: bool('Whether the playground is pre-filled with example values.'),
        autogenerate: bool('Whether code examples are generated from the spec (default `true`).'),
      }),
      mdx: obj('Settings for endpoint pages written in MDX (without a spec).', {
        auth: obj('Authentication of the MDX endpoints.', {
          method: enumOf('Authentication method.', [
            ['bearer', 'A bearer token.'],
            ['basic', 'HTTP basic authentication.'],
            ['key', 'An API key.'],
            ['cobo', 'Cobo authentication.'],
          ]),
          name: str('Name of the header or parameter that carries the key.'),
        }),
        server: {
          ...d('Base URL(s) of the API: a URL or a list of URLs.'),
          if: { type: 'array' },
          then: { type: 'array', items: url('A base URL of the API.') },
          else: url('The base URL of the API.'),
        },
      }),
    }),
    appearance: obj('Light / dark mode.', {
      default: enumOf('Initial mode.', [
        ['system', "Follow the reader's system setting (default)."],
        ['light', 'Light mode.'],
        ['dark', 'Dark mode.'],
      ]),
      strict: bool('When `true`, the mode toggle is hidden and the site stays in the default mode.'),
    }),
    background: obj('Background image, decoration and colours.', {
      image: lightDarkImage('Background image: a path or URL, or an object per colour mode.', {
        required: ['light', 'dark'],
      }),
      decoration: enumOf('Background decoration.', [
        ['gradient', 'A gradient.'],
        ['grid', 'A grid.'],
        ['windows', 'Windows.'],
      ]),
      color: obj(
        'Background colours per mode.',
        {
          light: hex('Background colour in light mode (hex).'),
          dark: hex('Background colour in dark mode (hex).'),
        },
        { closed: true },
      ),
    }),
    navbar: { ...d('Links and the primary button of the top navigation bar.'), ...ref('navbar') },
    footer: { ...d('Footer content: social links and link columns.'), ...ref('footer') },
    search: obj('Search settings.', { prompt: str('Placeholder text of the search box.') }),
    seo: obj('Search-engine settings.', {
      metatags: {
        type: 'object',
        ...d('Meta tags added to every page: each key is a meta tag name, each value its content.'),
        additionalProperties: { type: 'string', minLength: 1, ...d('Content of the meta tag (not empty).') },
      },
      paths: arr(
        'Meta tags for the pages under a folder: a longer path wins over a shorter one, and both over `metatags`.',
        obj(
          'Meta tags of the pages under one folder.',
          {
            path: patterned(
              'Folder relative to the docs root, for example `"guides/v2"`. Required.',
              '^(?![.]{1,2}(?:/|$))(?!.*/[.]{1,2}(?:/|$))[^\\s/\\\\?#]+(?:/[^\\s/\\\\?#]+)*$',
              'Must be a folder path relative to the docs root such as "guides/v2" (no leading or trailing "/", no "." or ".." segment, no spaces, "\\", "?" or "#").',
            ),
            metatags: {
              type: 'object',
              ...d('Meta tags of these pages: each key a meta tag name, each value its content. Required.'),
              additionalProperties: { type: 'string', minLength: 1, ...d('Content of the meta tag (not empty).') },
            },
          },
          { required: ['path', 'metatags'] },
        ),
      ),
      organization: obj('The organisation described in the structured data (JSON-LD) of every page.', {
        id: url('Stable identifier URL of the organisation, for example `"https://example.com/#organization"`.'),
        name: str('Name of the organisation (default: the site name).', { minLength: 1 }),
        legalName: str('Registered legal name.', { minLength: 1 }),
        url: url('Home page of the organisation.'),
        logo: url('Logo URL used in the structured data (default: the site logo).'),
        sameAs: arr('URLs of official profiles (X, LinkedIn, GitHub, ...).', url('A profile URL.')),
      }),
      indexing: enumOf('Which pages search engines index.', [
        ['navigable', 'The pages in the navigation (default).'],
        ['all', 'Every page.'],
      ]),
      trailingSlash: bool(
        'When `true`, URLs in canonical tags, `og:url`, the sitemap and internal links end with `/` (routes do not change).',
      ),
    }),
    fonts: {
      ...d(
        'Fonts of the site: one font for everything (`family`, with `weight`, or your own file with `source` and `format`), or `heading` and `body` fonts.',
      ),
      // The builder reads either one font (with `family`) or `heading`/`body`, never both: beside `family`,
      // `heading` and `body` are dropped; without it, nothing but `heading` and `body` is allowed.
      if: { type: 'object', ...req('family') },
      then: ref('font'),
      else: obj(
        'Fonts of the headings and of the body text.',
        {
          heading: { ...d('Font of the headings.'), ...ref('font') },
          body: { ...d('Font of the body text and the rest of the page.'), ...ref('font') },
        },
        { closed: true },
      ),
    },
    icons: obj(
      'Icon settings.',
      {
        library: enumOf(
          'Icon library used for icon names everywhere (default `fontawesome`). Required.',
          ICON_LIBRARIES,
        ),
      },
      { required: ['library'] },
    ),
    styling: obj('Visual style settings.', {
      eyebrows: enumOf('What the eyebrow above the page title shows. Default: `"section"`.', [
        ['section', 'The name of the section (group) the page belongs to.'],
        ['breadcrumbs', 'The full navigation path of the page. Some themes show breadcrumbs by default.'],
      ]),
      latex: bool(
        'Force (`true`) or prevent (`false`) loading the LaTeX stylesheet; unset: detected from the content.',
      ),
      codeblocks: strOrObj(
        'Theme of code blocks: `"system"` (follows the site mode), `"dark"`, or `{ "theme": …, "languages": … }`.',
        enumOf('How code blocks follow the site mode.', [
          ['system', 'Light or dark with the site.'],
          ['dark', 'Always dark.'],
        ]),
        obj('Code block settings.', {
          theme: strOrObj(
            'A Shiki theme name, or `{ "light", "dark" }` theme names.',
            enumOf('A Shiki theme.', SHIKI_THEMES),
            obj(
              'Shiki themes per mode.',
              {
                light: enumOf('Shiki theme in light mode. Required.', SHIKI_THEMES),
                dark: enumOf('Shiki theme in dark mode. Required.', SHIKI_THEMES),
              },
              { required: ['light', 'dark'] },
            ),
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
      'Third-party integrations (analytics, chat, consent). Each key names a service; the builder fails on a service it does not know.',
      {
        adobe: integration('Adobe Analytics.', { launchUrl: url('Adobe Launch script URL. Required.') }),
        amplitude: integration('Amplitude.', { apiKey: 'API key. Required.' }),
        clarity: integration('Microsoft Clarity.', { projectId: 'Project ID. Required.' }),
        clearbit: integration('Clearbit.', { publicApiKey: 'Public API key. Required.' }),
        fathom: integration('Fathom.', { siteId: 'Site ID. Required.' }),
        frontchat: integration('Front Chat.', {
          snippetId: str('Snippet ID (at least 6 characters). Required.', { minLength: 6 }),
        }),
        ga4: integration('Google Analytics 4.', {
          measurementId: patterned(
            'Measurement ID, for example `"G-XXXXXXX"`. Required.',
            '^G',
            'Must start with "G".',
          ),
        }),
        gtm: integration('Google Tag Manager.', {
          tagId: patterned('Tag ID, for example `"GTM-XXXXXX"`. Required.', '^G', 'Must start with "G".'),
        }),
        heap: integration('Heap.', { appId: 'App ID. Required.' }),
        hightouch: integration('Hightouch.', {
          writeKey: 'Write key. Required.',
          apiHost: 'API host.',
        }),
        hotjar: integration(
          'Hotjar.',
          { hjid: 'Site ID. Required.', hjsv: 'Snippet version. Required.' },
          { required: ['hjid', 'hjsv'] },
        ),
        intercom: integration('Intercom.', {
          appId: str('App ID (at least 6 characters). Required.', { minLength: 6 }),
        }),
        koala: integration('Koala.', {
          publicApiKey: str('Public API key. Required.', { minLength: 2 }),
        }),
        logrocket: integration('LogRocket.', { appId: 'App ID. Required.' }),
        mixpanel: integration('Mixpanel.', {
          projectToken: 'Project token. Required.',
          region: enumOf('Data residency region.', [
            ['us', 'United States.'],
            ['eu', 'European Union.'],
            ['in', 'India.'],
          ]),
        }),
        onetrust: integration('OneTrust cookie consent.', {
          domainScript: str('Domain script ID. Required.', { minLength: 1 }),
          categoryId: str('Consent category ID.', { minLength: 1 }),
          scriptSource: patterned(
            'URL of the OneTrust script (https).',
            '^[hH][tT][tT][pP][sS]://\\S+$',
            'Must be an https URL.',
          ),
        }),
        pirsch: integration('Pirsch.', { id: 'Identification code. Required.' }),
        posthog: integration('PostHog.', {
          apiKey: patterned('Project API key. Required.', '^phc_', 'Must start with "phc_".'),
          apiHost: url('API host (for self-hosted PostHog).'),
          sessionRecording: bool('Whether sessions are recorded.'),
        }),
        plausible: integration('Plausible.', {
          domain: patterned(
            'Domain of the site (without `https://`). Required.',
            '^(?!https://)',
            'Must not start with "https://".',
          ),
          server: patterned(
            'Plausible server (self-hosted), without `https://`.',
            '^(?!https://)',
            'Must not start with "https://".',
          ),
        }),
        segment: integration('Segment.', {
          key: 'Write key. Required.',
          cdnUrl: patterned(
            'URL of the CDN serving the Segment script (https, without query or fragment).',
            '^[hH][tT][tT][pP][sS]://[^?#\\s]+$',
            'Must be an https URL without "?" or "#".',
          ),
        }),
        telemetry: obj('Builder telemetry.', { enabled: bool('Whether telemetry is enabled.') }),
        cookies: obj('Cookie consent: the key and value of the cookie that records consent.', {
          key: str('Cookie name.'),
          value: str('Cookie value.'),
        }),
        transcend: integration('Transcend consent.', {
          bundleId: patterned(
            'Bundle ID. Required.',
            '^\\s*[a-zA-Z0-9_-]+\\s*$',
            'Must hold only letters, digits, "-" and "_".',
          ),
          analyticsPurpose: str('Consent purpose that allows analytics.', {
            minLength: 1,
            maxLength: 100,
            ...NOT_BLANK,
          }),
        }),
      },
      { closed: true },
    ),
    banner: { ...d('A banner displayed at the top of every page.'), ...ref('banner') },
    errors: obj(
      'Error pages: `errors` holds the `404` page (required).',
      {
        404: obj('The "page not found" page.', {
          redirect: bool('When `true` (default), a missing page redirects to the home page.'),
          title: str('Title of the 404 page.'),
          description: str('Text of the 404 page.'),
        }),
      },
      { required: ['404'] },
    ),
    contextual: obj(
      'The contextual menu of each page (copy the page, open it in an AI assistant, …).',
      {
        options: arr(
          'Menu options, in order: built-in names (`"copy"`, `"view"`, `"chatgpt"`, `"claude"`, `"perplexity"`, `"mcp"`, `"cursor"`, `"vscode"`, …) or custom options `{ "title", "description", "href" }`. Required.',
          {
            ...d('A built-in option name, or a custom option object.'),
            if: { type: 'object' },
            then: obj(
              'A custom option.',
              {
                title: str('Title of the option. Required.'),
                description: str('Description of the option. Required.'),
                icon: { ...d('Icon of the option.'), ...ref('icon') },
                href: strOrObj(
                  'Where the option leads: a URL, or `{ "base", "query" }`. Required.',
                  { type: 'string', ...d('The URL.') },
                  obj(
                    'A URL with query parameters.',
                    {
                      base: str('The URL without its query. Required.'),
                      query: arr(
                        'Query parameters.',
                        obj(
                          'A query parameter.',
                          { key: str('Name. Required.'), value: str('Value. Required.') },
                          { required: ['key', 'value'] },
                        ),
                      ),
                    },
                    { required: ['base'] },
                  ),
                ),
              },
              { required: ['title', 'description', 'href'] },
            ),
            else: enumOf('A built-in option.', CONTEXTUAL_OPTIONS),
          },
        ),
        display: enumOf('Where the menu is shown.', [
          ['header', 'In the page header (default).'],
          ['toc', 'Above the table of contents.'],
        ]),
      },
      { required: ['options'] },
    ),
    thumbnails: obj('Social-media and page-preview thumbnails.', {
      appearance: enumOf('Visual theme of thumbnails.', [
        ['light', 'Light thumbnails.'],
        ['dark', 'Dark thumbnails.'],
      ]),
      background: str('Background image of thumbnails: a path or absolute URL.'),
      fonts: obj(
        'Font of the thumbnails.',
        { family: str('Google Fonts family name. Required.') },
        { required: ['family'] },
      ),
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
      additionalProperties: { type: 'string', ...d('Value of the variable.') },
      defaultSnippets: [{ label: '{ name: value }', body: { '${1:product}': '${2:Acme}' } }],
    },
    markdown: obj('Settings of the Markdown versions of pages served to AI agents.', {
      schema: bool('Whether API reference pages include the full OpenAPI/AsyncAPI spec (default `true`).'),
      instructions: {
        ...d('Instructions added to every Markdown page for AI agents: a text or a list of lines.'),
        if: { type: 'array' },
        then: { type: 'array', items: { type: 'string', ...d('A line of instructions.') } },
        else: { type: 'string', ...d('The instructions.') },
      },
    }),
    public: bool('Whether the site (or parts of it) stay public when authentication is configured.'),
    variations: obj(
      'Variations of the content readers choose between (theme `willow` only; other themes ignore it).',
      {
        options: arr(
          'The variations, in display order; the first is the default. Required, not empty.',
          obj(
            'A variation.',
            {
              id: label('Stable identifier of the variation. Required.', NOT_BLANK),
              label: label('Label shown to readers. Required.', NOT_BLANK),
            },
            { required: ['id', 'label'] },
          ),
          { minItems: 1 },
        ),
      },
      { required: ['options'] },
    ),
  };
  const table = KEYS.kinds.root.keys;
  const described = Object.keys(properties);
  const missing = table.filter((k) => !described.includes(k));
  const extra = described.filter((k) => !table.includes(k));
  if (missing.length || extra.length)
    throw new Error(`settings.js and keys.json disagree on the top level: missing ${missing}, extra ${extra}`);
  return Object.fromEntries(table.map((k) => [k, properties[k]]));
}

module.exports = { settingsDefinitions, topLevelProperties };
