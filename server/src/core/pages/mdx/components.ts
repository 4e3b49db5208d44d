// The Mintlify components a page can use without importing them: their attributes, what kind of value each
// takes, which are required, and where a component must sit. One table, read by the page rules, by completion and
// hover in the editor, and by the site builder. The names are exactly those Mintlify's MDX pipeline keeps (any
// other block-level element is replaced by a comment), plus `<Snippet>`, which it expands before that: a
// differential test holds the list to Mintlify's published package. Attributes come from Mintlify's component
// reference; docs/components.md lists it for people and says where each fact comes from.

export type AttributeKind =
  /** Any text. */
  | 'text'
  /** A number: `{2}`, or text that reads as one (`"2"`). */
  | 'number'
  /** A flag (`horizontal`), `{true}`/`{false}`, or the text "true"/"false". */
  | 'boolean'
  /** A page route, a file of the site or an external URL. */
  | 'link'
  /** An image: a file of the site or an external URL. */
  | 'image'
  /** An icon name (Font Awesome, Lucide, Tabler), a URL or a file of the site. */
  | 'icon'
  /** One of `values`. */
  | 'enum'
  /** A list written as an expression: `{["a", "b"]}`. */
  | 'list'
  /** Anything. */
  | 'any';

export interface AttributeSpec {
  name: string;
  kind: AttributeKind;
  /** For `enum`: the accepted values. */
  values?: readonly string[];
  required?: boolean;
  /**
   * For an attribute Mintlify's reference marks required although the component renders without it: what the
   * reader sees then. Its absence is a note, not a warning.
   */
  whenMissing?: string;
  /** One line for completion and hover. */
  doc: string;
}

export interface ComponentSpec {
  name: string;
  /** One line for completion and hover. */
  doc: string;
  attributes: readonly AttributeSpec[];
  /** The component only works inside one of these (at any depth). */
  parents?: readonly string[];
  /** Exactly one of these attributes must be given (ParamField's location). */
  exactlyOneOf?: readonly string[];
  /** Mintlify's pipeline makes it from other syntax (a code block, an image...); authors rarely write it. */
  internal?: boolean;
  /** Written without content: `<Icon icon="flag" />`. */
  empty?: boolean;
  /** Where Mintlify documents it. */
  reference?: string;
}

const ICON_TYPES = ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands'] as const;
const CALLOUT_TYPES = ['info', 'warning', 'note', 'tip', 'check', 'danger'] as const;
const DOCS = 'https://mintlify.com/docs/components/';

const icon: AttributeSpec = {
  name: 'icon',
  kind: 'icon',
  doc: 'Icon: a Font Awesome, Lucide or Tabler name, a URL, or a file of the site.',
};
const iconType: AttributeSpec = {
  name: 'iconType',
  kind: 'enum',
  values: ICON_TYPES,
  doc: 'Font Awesome style of the icon.',
};
const color: AttributeSpec = { name: 'color', kind: 'text', doc: 'Color as a hex code, e.g. `#FF6B6B`.' };
const dropdown: AttributeSpec = {
  name: 'dropdown',
  kind: 'boolean',
  doc: 'Show a language dropdown instead of tabs when there are several code blocks.',
};

function callout(name: string, doc: string): ComponentSpec {
  return { name, doc, attributes: [], reference: DOCS + 'callouts' };
}

/** Where a request parameter is sent: the attribute holding its name (Mintlify's list of parameter locations). */
const PARAMETER_LOCATIONS = ['path', 'query', 'body', 'header', 'cookie', 'auth'] as const;

function paramField(name: string, alias?: string): ComponentSpec {
  return {
    name,
    doc:
      (alias ? alias + ' ' : '') +
      'Documents a request parameter: its location attribute (`path`, `query`, `body`, `header`, `cookie` or `auth`) holds its name.',
    attributes: [
      { name: 'path', kind: 'text', doc: 'Name of a path parameter.' },
      { name: 'query', kind: 'text', doc: 'Name of a query parameter.' },
      { name: 'body', kind: 'text', doc: 'Name of a body field.' },
      { name: 'header', kind: 'text', doc: 'Name of a header.' },
      { name: 'cookie', kind: 'text', doc: 'Name of a cookie.' },
      { name: 'auth', kind: 'text', doc: 'Name of an authentication parameter.' },
      { name: 'type', kind: 'text', doc: 'Type of the value: `string`, `number`, `boolean`, `object`, `string[]`…' },
      { name: 'required', kind: 'boolean', doc: 'Mark the parameter as required.' },
      { name: 'deprecated', kind: 'boolean', doc: 'Mark the parameter as deprecated.' },
      { name: 'default', kind: 'any', doc: 'Default value.' },
      { name: 'placeholder', kind: 'text', doc: 'Placeholder of the input in the API playground.' },
      { name: 'id', kind: 'text', doc: 'Anchor id for links to this parameter (default `param-<name>`).' },
    ],
    exactlyOneOf: PARAMETER_LOCATIONS,
    reference: DOCS + 'fields',
  };
}

/** A component Mintlify's pipeline keeps but documents no attributes for (it makes most of them itself). */
function internal(name: string, doc: string): ComponentSpec {
  return { name, doc, attributes: [], internal: true };
}

function gitHubRepo(name: string): ComponentSpec {
  return {
    name,
    doc: 'A card linking to a public GitHub repository, with its description, stars and forks.',
    attributes: [
      { name: 'repo', kind: 'text', doc: 'The repository: `owner/name` or its GitHub URL.' },
      { name: 'variant', kind: 'enum', values: ['inset', 'flat'], doc: 'Card layout (default inset).' },
      { name: 'className', kind: 'text', doc: 'CSS classes of the card.' },
    ],
    empty: true,
    reference: DOCS + 'github',
  };
}

export const COMPONENTS: readonly ComponentSpec[] = [
  callout('Note', 'Callout for supplementary information the reader may skip.'),
  callout('Tip', 'Callout for a recommendation or best practice.'),
  callout('Warning', 'Callout for a caveat or an action that can break something.'),
  callout('Info', 'Callout for neutral context, such as prerequisites.'),
  callout('Check', 'Callout confirming success or a completed state.'),
  callout('Danger', 'Callout for critical risks such as data loss.'),
  {
    name: 'Callout',
    doc: 'Callout with your own icon and color.',
    attributes: [icon, iconType, color],
    reference: DOCS + 'callouts',
  },
  {
    name: 'Accordion',
    doc: 'Collapsible section, closed by default.',
    attributes: [
      { name: 'title', kind: 'text', required: true, doc: 'Text of the header that opens the accordion.' },
      { name: 'description', kind: 'text', doc: 'Detail shown below the title.' },
      { name: 'defaultOpen', kind: 'boolean', doc: 'Open the accordion when the page loads.' },
      icon,
      iconType,
      { name: 'id', kind: 'text', doc: 'Anchor id for links to this accordion.' },
    ],
    reference: DOCS + 'accordions',
  },
  {
    name: 'AccordionGroup',
    doc: 'Groups several `<Accordion>`s into one block.',
    attributes: [],
    reference: DOCS + 'accordions',
  },
  {
    name: 'Badge',
    doc: 'Inline label or status indicator.',
    attributes: [
      {
        name: 'color',
        kind: 'enum',
        values: [
          'gray',
          'blue',
          'green',
          'yellow',
          'orange',
          'red',
          'purple',
          'white',
          'surface',
          'white-destructive',
          'surface-destructive',
        ],
        doc: 'Color of the badge (default gray).',
      },
      { name: 'size', kind: 'enum', values: ['xs', 'sm', 'md', 'lg'], doc: 'Size of the badge (default md).' },
      { name: 'shape', kind: 'enum', values: ['rounded', 'pill'], doc: 'Shape of the badge (default rounded).' },
      icon,
      iconType,
      { name: 'stroke', kind: 'boolean', doc: 'Outlined instead of filled.' },
      { name: 'disabled', kind: 'boolean', doc: 'Shown with reduced opacity.' },
    ],
    reference: DOCS + 'badge',
  },
  {
    name: 'Card',
    doc: 'Emphasized block with a title, an optional icon, and an optional link.',
    attributes: [
      { name: 'title', kind: 'text', doc: 'Title of the card.' },
      icon,
      iconType,
      { name: 'color', kind: 'text', doc: 'Icon color as a hex code.' },
      { name: 'href', kind: 'link', doc: 'Page or URL the card opens.' },
      { name: 'horizontal', kind: 'boolean', doc: 'Compact horizontal layout.' },
      { name: 'img', kind: 'image', doc: 'Image shown at the top of the card.' },
      { name: 'cta', kind: 'text', doc: 'Text of the call-to-action button.' },
      { name: 'arrow', kind: 'boolean', doc: 'Show or hide the link arrow.' },
      { name: 'type', kind: 'enum', values: CALLOUT_TYPES, doc: 'Style the card like a callout of this type.' },
    ],
    reference: DOCS + 'cards',
  },
  {
    name: 'CardGroup',
    doc: 'Cards side by side in columns (`<Columns>` is the newer name).',
    attributes: [{ name: 'cols', kind: 'number', doc: 'Number of columns.' }],
    reference: DOCS + 'cards',
  },
  {
    name: 'Columns',
    doc: 'Content side by side in responsive columns.',
    attributes: [{ name: 'cols', kind: 'number', doc: 'Number of columns, 1 to 4 (default 2).' }],
    reference: DOCS + 'columns',
  },
  {
    name: 'CodeGroup',
    doc: 'Several code blocks shown as tabs (each block needs a title after its language).',
    attributes: [dropdown],
    reference: DOCS + 'code-groups',
  },
  {
    name: 'RequestExample',
    doc: 'Request code examples pinned in the right column of the page.',
    attributes: [dropdown],
    reference: DOCS + 'examples',
  },
  {
    name: 'ResponseExample',
    doc: 'Response code examples pinned in the right column, below the request examples.',
    attributes: [dropdown],
    reference: DOCS + 'examples',
  },
  {
    name: 'Expandable',
    doc: 'Collapsible list of nested properties inside a field.',
    attributes: [
      { name: 'title', kind: 'text', doc: 'Label of the toggle, e.g. "properties" (the default label).' },
      { name: 'defaultOpen', kind: 'boolean', doc: 'Expanded when the page loads.' },
    ],
    reference: DOCS + 'expandables',
  },
  {
    name: 'Frame',
    doc: 'Frame around an image or other content, with an optional caption.',
    attributes: [
      { name: 'caption', kind: 'text', doc: 'Text below the content (Markdown allowed).' },
      { name: 'hint', kind: 'text', doc: 'Text above the content.' },
    ],
    reference: DOCS + 'frames',
  },
  {
    name: 'Icon',
    doc: 'An icon, inline or on its own.',
    attributes: [
      { ...icon, required: true },
      iconType,
      { name: 'size', kind: 'number', doc: 'Size in pixels.' },
      color,
      { name: 'className', kind: 'text', doc: 'CSS class of the icon.' },
    ],
    empty: true,
    reference: DOCS + 'icons',
  },
  paramField('ParamField'),
  paramField('Param', 'Older name of `<ParamField>`.'),
  {
    name: 'ResponseField',
    doc: 'Documents a field of an API response.',
    attributes: [
      {
        name: 'name',
        kind: 'text',
        required: true,
        whenMissing: 'the field is shown without a name',
        doc: 'Name of the field.',
      },
      { name: 'type', kind: 'text', doc: 'Type of the field, any text.' },
      { name: 'required', kind: 'boolean', doc: 'Show "required" beside the name.' },
      { name: 'deprecated', kind: 'boolean', doc: 'Mark the field as deprecated.' },
      { name: 'default', kind: 'any', doc: 'Default value.' },
      { name: 'hidden', kind: 'boolean', doc: 'Hide the field from the page.' },
      { name: 'id', kind: 'text', doc: 'Anchor id for links to this field.' },
      { name: 'pre', kind: 'list', doc: 'Labels shown before the name.' },
      { name: 'post', kind: 'list', doc: 'Labels shown after the name.' },
    ],
    reference: DOCS + 'responses',
  },
  {
    name: 'Steps',
    doc: 'Numbered sequence of `<Step>`s.',
    attributes: [{ name: 'titleSize', kind: 'enum', values: ['p', 'h2', 'h3'], doc: 'Size of the step titles.' }],
    reference: DOCS + 'steps',
  },
  {
    name: 'Step',
    doc: 'One step of a `<Steps>` sequence.',
    attributes: [
      {
        name: 'title',
        kind: 'text',
        required: true,
        whenMissing: 'the step shows its number with no title beside it',
        doc: 'Text shown next to the step number.',
      },
      icon,
      iconType,
      { name: 'stepNumber', kind: 'number', doc: 'Number shown instead of the automatic one.' },
      { name: 'titleSize', kind: 'enum', values: ['p', 'h2', 'h3'], doc: 'Size of the title.' },
      { name: 'id', kind: 'text', doc: 'Anchor id for links to this step.' },
    ],
    parents: ['Steps'],
    reference: DOCS + 'steps',
  },
  {
    name: 'Tabs',
    doc: 'Switchable panels of `<Tab>`s.',
    attributes: [
      {
        name: 'sync',
        kind: 'boolean',
        doc: 'Keep in step with tabs and code groups of the same titles (default true).',
      },
      { name: 'borderBottom', kind: 'boolean', doc: 'Add a border and padding below the tabs.' },
    ],
    reference: DOCS + 'tabs',
  },
  {
    name: 'Tab',
    doc: 'One panel of a `<Tabs>` block.',
    attributes: [
      { name: 'title', kind: 'text', required: true, doc: 'Label of the tab.' },
      icon,
      iconType,
      { name: 'id', kind: 'text', doc: 'Anchor id for links to this tab.' },
    ],
    parents: ['Tabs'],
    reference: DOCS + 'tabs',
  },
  {
    name: 'Tooltip',
    doc: 'Explanation shown when the reader hovers over the wrapped text.',
    attributes: [
      { name: 'tip', kind: 'text', required: true, doc: 'Text of the tooltip.' },
      { name: 'headline', kind: 'text', doc: 'Text above the tip.' },
      { name: 'cta', kind: 'text', doc: 'Text of a call-to-action link (give `href` with it).' },
      { name: 'href', kind: 'link', doc: 'Target of the call-to-action link.' },
    ],
    reference: DOCS + 'tooltips',
  },
  {
    name: 'Update',
    doc: 'Changelog entry, with an anchor made from its label.',
    attributes: [
      {
        name: 'label',
        kind: 'text',
        required: true,
        doc: 'Date or version shown beside the entry; unique on the page.',
      },
      { name: 'description', kind: 'text', doc: 'Version or release name shown below the label.' },
      { name: 'tags', kind: 'list', doc: 'Tags the reader can filter by.' },
      { name: 'rss', kind: 'any', doc: 'Custom RSS entry: `{{ title, description }}`.' },
    ],
    reference: DOCS + 'update',
  },
  { name: 'Tree', doc: 'File tree of `<Tree.Folder>`s and `<Tree.File>`s.', attributes: [], reference: DOCS + 'tree' },
  {
    name: 'Tree.Folder',
    doc: 'A folder of a `<Tree>`.',
    attributes: [
      { name: 'name', kind: 'text', required: true, doc: 'Name of the folder.' },
      { name: 'defaultOpen', kind: 'boolean', doc: 'Expanded when the page loads.' },
      { name: 'openable', kind: 'boolean', doc: 'Whether the reader can expand and collapse it (default true).' },
    ],
    parents: ['Tree', 'Tree.Folder'],
    reference: DOCS + 'tree',
  },
  {
    name: 'Tree.File',
    doc: 'A file of a `<Tree>`.',
    attributes: [{ name: 'name', kind: 'text', required: true, doc: 'Name of the file.' }],
    parents: ['Tree', 'Tree.Folder'],
    empty: true,
    reference: DOCS + 'tree',
  },
  {
    name: 'Panel',
    doc: 'Content for the right sidebar, in place of the table of contents.',
    attributes: [],
    reference: DOCS + 'panel',
  },
  {
    name: 'Prompt',
    doc: 'An AI prompt the reader can copy.',
    attributes: [
      { name: 'description', kind: 'text', required: true, doc: 'Header of the prompt card (Markdown allowed).' },
      { name: 'actions', kind: 'list', doc: 'Buttons: `{["copy", "cursor"]}` (default copy).' },
      icon,
      iconType,
    ],
    reference: DOCS + 'prompt',
  },
  {
    name: 'Color',
    doc: 'Color palette with click-to-copy swatches.',
    attributes: [{ name: 'variant', kind: 'enum', values: ['compact', 'table'], doc: 'Layout of the palette.' }],
    reference: DOCS + 'color',
  },
  {
    name: 'Color.Row',
    doc: 'A titled row of colors in a table palette.',
    attributes: [{ name: 'title', kind: 'text', doc: 'Title of the row.' }],
    parents: ['Color'],
    reference: DOCS + 'color',
  },
  {
    name: 'Color.Item',
    doc: 'One color of a palette.',
    attributes: [
      { name: 'name', kind: 'text', doc: 'Name of the color.' },
      { name: 'value', kind: 'any', doc: 'Hex code, or `{{ light, dark }}` for theme-aware colors.' },
    ],
    parents: ['Color', 'Color.Row'],
    empty: true,
    reference: DOCS + 'color',
  },
  {
    name: 'Tile',
    doc: 'Clickable preview tile, usually in `<Columns>`.',
    attributes: [
      { name: 'href', kind: 'link', required: true, doc: 'Page or URL the tile opens.' },
      { name: 'title', kind: 'text', doc: 'Title of the tile.' },
      { name: 'description', kind: 'text', doc: 'Short description.' },
    ],
    reference: DOCS + 'tiles',
  },
  {
    name: 'View',
    doc: 'Content for one choice of the page’s view selector (a language or framework).',
    attributes: [
      { name: 'title', kind: 'text', required: true, doc: 'Label of the view in the selector.' },
      icon,
      iconType,
    ],
    reference: DOCS + 'view',
  },
  {
    name: 'Visibility',
    doc: 'Content shown only to people on the site or only to AI agents reading the Markdown export.',
    attributes: [
      { name: 'for', kind: 'enum', values: ['humans', 'agents'], required: true, doc: 'Who sees the content.' },
    ],
    reference: DOCS + 'visibility',
  },
  {
    name: 'Heading',
    doc: 'A heading written as a component, e.g. to turn off its anchor link.',
    attributes: [
      { name: 'level', kind: 'number', doc: 'Heading level, 1 to 6.' },
      { name: 'noAnchor', kind: 'boolean', doc: 'No anchor link on this heading.' },
      { name: 'id', kind: 'text', doc: 'Anchor id of the heading.' },
    ],
    reference: 'https://mintlify.com/docs/create/text',
  },
  {
    name: 'Snippet',
    doc: 'Includes a file of the `_snippets` folder (older form of `import`).',
    attributes: [
      { name: 'file', kind: 'text', required: true, doc: 'File name inside `_snippets/`, e.g. `intro.mdx`.' },
    ],
    empty: true,
    reference: 'https://mintlify.com/docs/create/reusable-snippets',
  },
  {
    name: 'Latex',
    doc: 'Renders its content as LaTeX math (`$…$` does the same in text).',
    attributes: [],
    reference: 'https://mintlify.com/docs/create/text',
  },
  {
    name: 'Column',
    doc: 'One column of a `<Columns>` layout.',
    attributes: [],
    reference: DOCS + 'columns',
  },
  {
    name: 'Link',
    doc: 'A link, as `<a>` renders: internal links keep the site’s routing.',
    attributes: [{ name: 'href', kind: 'link', doc: 'Page or URL the link opens.' }],
  },
  { name: 'GitHub', doc: 'GitHub components: `<GitHub.Repo>`.', attributes: [], reference: DOCS + 'github' },
  { name: 'Github', doc: 'Another spelling of `<GitHub>`.', attributes: [], reference: DOCS + 'github' },
  gitHubRepo('GitHub.Repo'),
  gitHubRepo('Github.Repo'),
  {
    name: 'FileTree',
    doc: 'A file tree written as a Markdown list (folders end with `/`), shown like `<Tree>`.',
    attributes: [],
    reference: DOCS + 'tree',
  },
  {
    name: 'Mermaid',
    doc: 'A Mermaid diagram (a ```mermaid code block becomes one).',
    attributes: [
      { name: 'chart', kind: 'text', doc: 'The diagram’s Mermaid source.' },
      {
        name: 'placement',
        kind: 'enum',
        values: ['top-left', 'top-right', 'bottom-left', 'bottom-right'],
        doc: 'Where the zoom controls sit (default bottom-right).',
      },
      { name: 'actions', kind: 'boolean', doc: 'Show the zoom and pan controls.' },
    ],
    reference: DOCS + 'mermaid-diagrams',
  },
  {
    name: 'Variation',
    doc: 'Content shown only for the variation the reader picks (region, plan…; the Willow theme’s `variations`).',
    attributes: [
      {
        name: 'is',
        kind: 'any',
        required: true,
        doc: 'The variation id, or a list of ids, from `variations.options` in docs.json.',
      },
    ],
    reference: DOCS + 'variation',
  },
  {
    name: 'MDX',
    doc: 'Renders its content as MDX, e.g. Markdown inside a `{…}` expression.',
    attributes: [],
    reference: DOCS + 'mdx',
  },
  internal('CodeBlock', 'A code block, as Mintlify renders a fenced one.'),
  internal('ZoomImage', 'An image that zooms when clicked, as Mintlify renders images.'),
  internal('OptimizedVideo', 'A video, as Mintlify renders an optimised `<video>`.'),
  internal('ApiPlayground', 'The API playground of an endpoint page.'),
  internal('SnippetGroup', 'A group of snippets, made by Mintlify’s pipeline.'),
  internal('CustomCode', 'Custom code, made by Mintlify’s pipeline.'),
  internal('CustomComponent', 'A custom component, made by Mintlify’s pipeline.'),
  internal('DynamicCustomComponent', 'A custom component loaded on demand, made by Mintlify’s pipeline.'),
  internal('MDXContentController', 'Controls MDX content, made by Mintlify’s pipeline.'),
];

const BY_NAME = new Map(COMPONENTS.map((c) => [c.name, c]));

export function componentSpec(name: string): ComponentSpec | undefined {
  return BY_NAME.get(name);
}

export function attributeSpec(component: ComponentSpec, name: string): AttributeSpec | undefined {
  return component.attributes.find((a) => a.name === name);
}
