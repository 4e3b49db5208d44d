// Golden HTML per component of the Mintlify format: a small MDX text and the exact body it renders to.
import assert from 'node:assert/strict';
import { COMPONENTS as CATALOGUE } from '../../../src/core';
import { COMPONENTS as RENDERERS } from '../../../src/site/content/components/registry';
import { html, renderMdx } from './helpers';

const SITE = { assets: ['images/a.png'] };

/** [what, MDX, exact HTML] */
const GOLDEN: Array<[string, string, string]> = [
  [
    'Note callout, content inline',
    '<Note>Read **this**.</Note>',
    '<div class="dj-callout dj-callout-note"><span class="dj-icon dj-i-lucide--info"></span><div class="dj-callout-body">Read <strong>this</strong>.</div></div>',
  ],
  [
    'Tip callout with a paragraph',
    '<Tip>\n\nA tip.\n\n</Tip>',
    '<div class="dj-callout dj-callout-tip"><span class="dj-icon dj-i-lucide--lightbulb"></span><div class="dj-callout-body"><p>A tip.</p></div></div>',
  ],
  [
    'Warning, Info, Check and Danger callouts',
    '<Warning>w</Warning>\n\n<Info>i</Info>\n\n<Check>c</Check>\n\n<Danger>d</Danger>',
    '<div class="dj-callout dj-callout-warning"><span class="dj-icon dj-i-lucide--triangle-alert"></span><div class="dj-callout-body">w</div></div>\n<div class="dj-callout dj-callout-info"><span class="dj-icon dj-i-lucide--circle-alert"></span><div class="dj-callout-body">i</div></div>\n<div class="dj-callout dj-callout-check"><span class="dj-icon dj-i-lucide--check"></span><div class="dj-callout-body">c</div></div>\n<div class="dj-callout dj-callout-danger"><span class="dj-icon dj-i-lucide--octagon-alert"></span><div class="dj-callout-body">d</div></div>',
  ],
  [
    'Callout with its own icon (the colour is not kept: no inline styles)',
    '<Callout icon="rocket" color="#FFC107">Custom</Callout>',
    '<div class="dj-callout dj-callout-custom"><span class="dj-icon dj-i--rocket"></span><div class="dj-callout-body">Custom</div></div>',
  ],
  [
    'CodeGroup: tabs titled from title="..." and from the bare meta word',
    '<CodeGroup>\n```js title="a.js"\nlet a\n```\n```python b.py\nb = 1\n```\n</CodeGroup>',
    '<div class="dj-tabs dj-code-group"><input type="radio" name="dj-tabs-1" id="dj-tabs-1-1" class="dj-tab-input" checked><label for="dj-tabs-1-1" class="dj-tab-label">a.js</label><div class="dj-tab-panel"><div class="dj-code-block"><pre class="dj-code dj-lang-javascript"><code><span class="dj-line"><span class="dj-tk-keyword">let</span> a</span></code></pre></div></div><input type="radio" name="dj-tabs-1" id="dj-tabs-1-2" class="dj-tab-input"><label for="dj-tabs-1-2" class="dj-tab-label">b.py</label><div class="dj-tab-panel"><div class="dj-code-block"><pre class="dj-code dj-lang-python"><code><span class="dj-line">b <span class="dj-tk-keyword">=</span> <span class="dj-tk-constant">1</span></span></code></pre></div></div></div>',
  ],
  [
    'RequestExample with one block keeps its title bar, in the examples column',
    '<RequestExample>\n```bash cURL\ncurl x\n```\n</RequestExample>',
    '<div class="dj-endpoint"><div class="dj-endpoint-reference"></div><div class="dj-endpoint-examples"><div class="dj-example dj-request-example"><p class="dj-example-title">Request</p><div class="dj-code-block"><div class="dj-code-title">cURL</div><pre class="dj-code dj-lang-shellscript"><code><span class="dj-line"><span class="dj-tk-function">curl</span> <span class="dj-tk-string">x</span></span></code></pre></div></div></div></div>',
  ],
  [
    'ResponseExample with several blocks becomes tabs, in the examples column',
    '<ResponseExample>\n```json 200\n{}\n```\n```json 404\n{}\n```\n</ResponseExample>',
    '<div class="dj-endpoint"><div class="dj-endpoint-reference"></div><div class="dj-endpoint-examples"><div class="dj-example dj-response-example"><p class="dj-example-title">Response</p><div class="dj-tabs dj-code-group"><input type="radio" name="dj-tabs-1" id="dj-tabs-1-1" class="dj-tab-input" checked><label for="dj-tabs-1-1" class="dj-tab-label">200</label><div class="dj-tab-panel"><div class="dj-code-block"><pre class="dj-code dj-lang-json"><code><span class="dj-line">{}</span></code></pre></div></div><input type="radio" name="dj-tabs-1" id="dj-tabs-1-2" class="dj-tab-input"><label for="dj-tabs-1-2" class="dj-tab-label">404</label><div class="dj-tab-panel"><div class="dj-code-block"><pre class="dj-code dj-lang-json"><code><span class="dj-line">{}</span></code></pre></div></div></div></div></div></div>',
  ],
  [
    'Steps: a numbered list with titles',
    '<Steps>\n  <Step title="First">\n    One\n  </Step>\n  <Step title="Second">\n    Two\n  </Step>\n</Steps>',
    '<ol class="dj-steps"><li class="dj-step"><p class="dj-step-title">First</p><div class="dj-step-body"><p>One</p></div></li><li class="dj-step"><p class="dj-step-title">Second</p><div class="dj-step-body"><p>Two</p></div></li></ol>',
  ],
  [
    'Steps with titleSize="h3": titles are headings with ids',
    '<Steps titleSize="h3">\n  <Step title="Install it">x</Step>\n</Steps>',
    '<ol class="dj-steps"><li class="dj-step"><h3 id="install-it" class="dj-step-title">Install it</h3><div class="dj-step-body">x</div></li></ol>',
  ],
  [
    'Tabs: radio inputs, labels and panels',
    '<Tabs>\n  <Tab title="A">\n    Alpha\n  </Tab>\n  <Tab title="B">\n    Beta\n  </Tab>\n</Tabs>',
    '<div class="dj-tabs"><input type="radio" name="dj-tabs-1" id="dj-tabs-1-1" class="dj-tab-input" checked><label for="dj-tabs-1-1" class="dj-tab-label" id="a">A</label><div class="dj-tab-panel"><p>Alpha</p></div><input type="radio" name="dj-tabs-1" id="dj-tabs-1-2" class="dj-tab-input"><label for="dj-tabs-1-2" class="dj-tab-label" id="b">B</label><div class="dj-tab-panel"><p>Beta</p></div></div>',
  ],
  [
    'AccordionGroup and Accordion as <details>, defaultOpen and description',
    '<AccordionGroup>\n  <Accordion title="Q1" description="more" defaultOpen>\n    A1\n  </Accordion>\n</AccordionGroup>',
    '<div class="dj-accordion-group"><details class="dj-accordion" open id="q1"><summary><span class="dj-accordion-title">Q1</span><span class="dj-accordion-description">more</span></summary><div class="dj-accordion-body"><p>A1</p></div></details></div>',
  ],
  [
    'Expandable with a title',
    '<Expandable title="properties">\n  inner\n</Expandable>',
    '<details class="dj-expandable"><summary>Show properties</summary><div class="dj-expandable-body"><p>inner</p></div></details>',
  ],
  [
    'CardGroup cols, a linked card with icon, a plain card',
    '<CardGroup cols={3}>\n  <Card title="Go" icon="rocket" href="/start">\n    Start here\n  </Card>\n  <Card title="Plain">\n    No link\n  </Card>\n</CardGroup>',
    '<div class="dj-card-group dj-cols-3"><a class="dj-card" href="start.html"><span class="dj-icon dj-i--rocket"></span><p class="dj-card-title">Go</p><div class="dj-card-body"><p>Start here</p></div></a><div class="dj-card"><p class="dj-card-title">Plain</p><div class="dj-card-body"><p>No link</p></div></div></div>',
  ],
  [
    'ParamField: location attribute, type, required',
    '<ParamField path="id" type="string" required>\n  The id.\n</ParamField>',
    '<div class="dj-field dj-param-field" id="param-id"><div class="dj-field-head"><code class="dj-field-name">id</code> <span class="dj-field-location">path</span> <span class="dj-field-type">string</span> <span class="dj-field-required">required</span></div><div class="dj-field-body"><p>The id.</p></div></div>',
  ],
  [
    'ParamField: literal default from an expression, deprecated',
    '<ParamField body="limit" type="integer" default={10} deprecated />',
    '<div class="dj-field dj-param-field" id="param-limit"><div class="dj-field-head"><code class="dj-field-name">limit</code> <span class="dj-field-location">body</span> <span class="dj-field-type">integer</span> <span class="dj-field-deprecated">deprecated</span> <span class="dj-field-default">default: <code>10</code></span></div></div>',
  ],
  [
    'ResponseField: name, type, required',
    '<ResponseField name="items" type="object[]" required>\n  Items.\n</ResponseField>',
    '<div class="dj-field dj-response-field" id="param-items"><div class="dj-field-head"><code class="dj-field-name">items</code> <span class="dj-field-type">object[]</span> <span class="dj-field-required">required</span></div><div class="dj-field-body"><p>Items.</p></div></div>',
  ],
  [
    'Frame with caption around an image of the site',
    '<Frame caption="A picture">\n  ![alt](/images/a.png)\n</Frame>',
    '<figure class="dj-frame"><div class="dj-frame-content"><p><img src="assets/images/a.png" alt="alt" loading="lazy"></p></div><figcaption>A picture</figcaption></figure>',
  ],
  [
    'Tooltip as the native title attribute',
    'Hover <Tooltip tip="An explanation">this term</Tooltip> now.',
    '<p>Hover <span class="dj-tooltip" title="An explanation">this term</span> now.</p>',
  ],
  [
    'Update: label as a heading, description',
    '<Update label="v1.2" description="March">\n  Changes.\n</Update>',
    '<div class="dj-update"><div class="dj-update-meta"><h2 id="v1-2" class="dj-update-label">v1.2</h2><p class="dj-update-description">March</p></div><div class="dj-update-body"><p>Changes.</p></div></div>',
  ],
  [
    'Icon and Badge inline',
    'An <Icon icon="rocket" /> icon and a <Badge>beta</Badge>.',
    '<p>An <span class="dj-icon dj-i--rocket"></span> icon and a <span class="dj-badge">beta</span>.</p>',
  ],
  [
    'Columns',
    '<Columns cols={2}>\n  <Card title="x" />\n</Columns>',
    '<div class="dj-columns dj-cols-2"><div class="dj-card"><p class="dj-card-title">x</p></div></div>',
  ],
  [
    'Tree with folders and files',
    '<Tree>\n  <Tree.Folder name="app" defaultOpen>\n    <Tree.File name="page.tsx" />\n  </Tree.Folder>\n</Tree>',
    '<ul class="dj-tree"><li class="dj-tree-folder"><details open><summary>app</summary><ul><li class="dj-tree-file">page.tsx</li></ul></details></li></ul>',
  ],
  [
    'Latex as MathML',
    '<Latex>x^2</Latex>',
    '<p><span class="dj-math"><math><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">x^2</annotation></semantics></math></span></p>',
  ],
  [
    'Mermaid as a titled code block',
    '```mermaid\ngraph TD\n```',
    '<div class="dj-code-block dj-mermaid"><div class="dj-code-title">Mermaid diagram (source)</div><pre class="dj-code dj-lang-mermaid"><code><span class="dj-line"><span class="dj-tk-keyword">graph</span> <span class="dj-tk-function">TD</span></span></code></pre></div>',
  ],
  [
    'View as a titled section',
    '<View title="React" icon="react">\n  R\n</View>',
    '<section class="dj-view" id="react"><p class="dj-view-title"><span class="dj-icon dj-i--react"></span>React</p><p>R</p></section>',
  ],
  ['Panel shown in place', '<Panel>\n  P\n</Panel>', '<aside class="dj-panel"><p>P</p></aside>'],
  [
    'Visibility keeps what is for readers only',
    '<Visibility for="agents">\n  hidden\n</Visibility>\n\n<Visibility for="humans">\n  shown\n</Visibility>',
    '<p>shown</p>',
  ],
  [
    'Tile: a link with its preview, title and description',
    '<Tile href="/guides/a" title="Guide" description="Read it">\n  ![Shot](/images/a.png)\n</Tile>',
    '<a class="dj-tile" href="guides/a.html"><div class="dj-tile-preview"><p><img src="assets/images/a.png" alt="Shot" loading="lazy"></p></div><p class="dj-tile-title">Guide</p><p class="dj-tile-description">Read it</p></a>',
  ],
  [
    'Color palettes: compact items and table rows, light/dark pairs; only colours reach the style',
    '<Color variant="table">\n  <Color.Row title="Primary">\n    <Color.Item name="blue" value="#3B82F6" />\n    <Color.Item name="bg" value={{ light: "#fff", dark: "rgb(1, 2, 3)" }} />\n    <Color.Item name="bad" value="red;background:url(x)" />\n  </Color.Row>\n</Color>\n\n<Color>\n  <Color.Item name="gray" value="gray" />\n</Color>',
    '<div class="dj-color dj-color-table"><div class="dj-color-row"><p class="dj-color-row-title">Primary</p><div class="dj-color-items"><div class="dj-color-item"><span class="dj-color-swatch" style="--dj-swatch:#3B82F6"></span><span class="dj-color-name">blue</span><code class="dj-color-value">#3B82F6</code></div><div class="dj-color-item"><span class="dj-color-swatch" style="--dj-swatch:#fff;--dj-swatch-dark:rgb(1, 2, 3)"></span><span class="dj-color-name">bg</span><code class="dj-color-value">#fff / rgb(1, 2, 3)</code></div><div class="dj-color-item"><span class="dj-color-swatch"></span><span class="dj-color-name">bad</span><code class="dj-color-value">red;background:url(x)</code></div></div></div></div>\n<div class="dj-color dj-color-compact"><div class="dj-color-item"><span class="dj-color-swatch" style="--dj-swatch:gray"></span><span class="dj-color-name">gray</span><code class="dj-color-value">gray</code></div></div>',
  ],
  [
    'Prompt: the description, the prompt under a disclosure',
    '<Prompt description="Add auth" icon="sparkles">\n  Write a login form.\n</Prompt>',
    '<div class="dj-prompt"><p class="dj-prompt-description"><span class="dj-icon dj-i--sparkles"></span>Add auth</p><details class="dj-prompt-text"><summary>Prompt</summary><div class="dj-prompt-body"><p>Write a login form.</p></div></details></div>',
  ],
  [
    'GitHub.Repo, GitHub and Github: a card leading to the repository',
    '<GitHub.Repo repo="acme/widgets" />\n\n<GitHub url="https://github.com/acme/tools.git" description="Tools" />\n\n<Github owner="acme" repo="x" />',
    '<a class="dj-card dj-github-repo" href="https://github.com/acme/widgets" rel="noopener noreferrer"><span class="dj-icon dj-icon-github" title="GitHub"></span><p class="dj-card-title">acme/widgets</p></a>\n<a class="dj-card dj-github-repo" href="https://github.com/acme/tools" rel="noopener noreferrer"><span class="dj-icon dj-icon-github" title="GitHub"></span><p class="dj-card-title">acme/tools</p><p class="dj-card-body">Tools</p></a>\n<a class="dj-card dj-github-repo" href="https://github.com/acme/x" rel="noopener noreferrer"><span class="dj-icon dj-icon-github" title="GitHub"></span><p class="dj-card-title">acme/x</p></a>',
  ],
  [
    'Column inside Columns',
    '<Columns cols={2}>\n  <Column>One</Column>\n  <Column>Two</Column>\n</Columns>',
    '<div class="dj-columns dj-cols-2"><div class="dj-column">One</div><div class="dj-column">Two</div></div>',
  ],
  [
    'Param as ParamField',
    '<Param query="limit" type="number" required>Max</Param>',
    '<div class="dj-field dj-param-field"><div class="dj-field-head"><code class="dj-field-name">limit</code> <span class="dj-field-location">query</span> <span class="dj-field-type">number</span> <span class="dj-field-required">required</span></div><div class="dj-field-body">Max</div></div>',
  ],
  [
    'CodeBlock: a fence titled with its file name, or its text as code',
    '<CodeBlock filename="app.py">\n```python\nx = 1\n```\n</CodeBlock>\n\n<CodeBlock language="js">const a = 1;</CodeBlock>',
    '<div class="dj-code-block"><div class="dj-code-title">app.py</div><pre class="dj-code dj-lang-python"><code><span class="dj-line">x <span class="dj-tk-keyword">=</span> <span class="dj-tk-constant">1</span></span></code></pre></div>\n<div class="dj-code-block"><pre class="dj-code dj-lang-javascript"><code><span class="dj-line"><span class="dj-tk-keyword">const</span> <span class="dj-tk-constant">a</span> <span class="dj-tk-keyword">=</span> <span class="dj-tk-constant">1</span>;</span></code></pre></div>',
  ],
  [
    'Mermaid component as its source',
    '<Mermaid chart="graph TD" />',
    '<div class="dj-code-block dj-mermaid"><div class="dj-code-title">Mermaid diagram (source)</div><pre class="dj-code dj-lang-mermaid"><code><span class="dj-line"><span class="dj-tk-keyword">graph</span> <span class="dj-tk-function">TD</span></span></code></pre></div>',
  ],
  [
    'ZoomImage shows its image',
    '<ZoomImage>\n  ![Z](/images/a.png)\n</ZoomImage>',
    '<div class="dj-zoom-image"><p><img src="assets/images/a.png" alt="Z" loading="lazy"></p></div>',
  ],
  [
    'OptimizedVideo as a video with controls',
    '<OptimizedVideo src="https://example.com/v.mp4" />',
    '<video controls preload="metadata" src="https://example.com/v.mp4"></video>',
  ],
  [
    'Variation as a titled section',
    '<Variation title="Python">\n  Py\n</Variation>',
    '<section class="dj-view dj-variation"><p class="dj-view-title">Python</p><p>Py</p></section>',
  ],
  [
    'SnippetGroup of code blocks as tabs',
    '<SnippetGroup>\n```js a.js\nlet a\n```\n```js b.js\nlet b\n```\n</SnippetGroup>',
    '<div class="dj-tabs dj-code-group"><input type="radio" name="dj-tabs-1" id="dj-tabs-1-1" class="dj-tab-input" checked><label for="dj-tabs-1-1" class="dj-tab-label">a.js</label><div class="dj-tab-panel"><div class="dj-code-block"><pre class="dj-code dj-lang-javascript"><code><span class="dj-line"><span class="dj-tk-keyword">let</span> a</span></code></pre></div></div><input type="radio" name="dj-tabs-1" id="dj-tabs-1-2" class="dj-tab-input"><label for="dj-tabs-1-2" class="dj-tab-label">b.js</label><div class="dj-tab-panel"><div class="dj-code-block"><pre class="dj-code dj-lang-javascript"><code><span class="dj-line"><span class="dj-tk-keyword">let</span> b</span></code></pre></div></div></div>',
  ],
  [
    'Heading: a heading with an id, or none with noAnchor',
    '<Heading level={3}>Named</Heading>\n\n<Heading level={2} noAnchor>Quiet</Heading>',
    '<h3 id="named">Named</h3>\n<h2>Quiet</h2>',
  ],
  [
    'FileTree and its parts as Tree',
    '<FileTree>\n  <FileTree.Folder name="src">\n    <FileTree.File name="a.ts" />\n  </FileTree.Folder>\n</FileTree>',
    '<ul class="dj-tree"><li class="dj-tree-folder"><details><summary>src</summary><ul><li class="dj-tree-file">a.ts</li></ul></details></li></ul>',
  ],
  [
    'Link as a link',
    'See <Link href="/guides/a">the guide</Link>.',
    '<p>See <a href="guides/a.html">the guide</a>.</p>',
  ],
];

describe('content: components render to exact HTML', () => {
  it('has a renderer for every component of the lint catalogue (the two lists are one list)', () => {
    const unrendered = CATALOGUE.map((c) => c.name).filter((name) => !RENDERERS.has(name));
    assert.deepEqual(unrendered, [], 'catalogue components the site renders with a marker');
  });

  for (const [name, mdx, expected] of GOLDEN) {
    it(name, async () => {
      assert.equal(await html(mdx, SITE), expected);
    });
  }

  it('moves a page’s own top-level RequestExample and ResponseExample into a column beside the page', async () => {
    const r = await renderMdx(
      '## Call it\n\nText.\n\n<ResponseExample>\n```json 200\n{}\n```\n</ResponseExample>\n\nMore.\n\n' +
        '<RequestExample>\n```bash cURL\ncurl x\n```\n</RequestExample>\n',
    );
    assert.equal(r.examplesColumn, true);
    assert.match(
      r.html,
      /^<div class="dj-endpoint"><div class="dj-endpoint-reference"><h2 id="call-it">Call it<\/h2>\n?<p>Text.<\/p>\n?\n?<p>More.<\/p>\n?<\/div><div class="dj-endpoint-examples"><div class="dj-example dj-response-example">.*<div class="dj-example dj-request-example">.*<\/div><\/div>$/s,
    );
    // Inside another component an example stays where it is written, and the page keeps one column.
    const nested = await renderMdx(
      '<Tabs>\n<Tab title="A">\n<RequestExample>\n```bash\nx\n```\n</RequestExample>\n</Tab>\n</Tabs>\n',
    );
    assert.equal(nested.examplesColumn, undefined);
    assert.doesNotMatch(nested.html, /dj-endpoint/);
  });

  it('lists headings made by components (Update labels, Steps titles) for the table of contents', async () => {
    const r = await renderMdx(
      '## Intro\n\n<Update label="v2">x</Update>\n\n<Steps titleSize="h2">\n<Step title="Intro">y</Step>\n</Steps>\n',
    );
    assert.deepEqual(r.headings, [
      { depth: 2, id: 'intro', text: 'Intro' },
      { depth: 2, id: 'v2', text: 'v2' },
      { depth: 2, id: 'intro-2', text: 'Intro' },
    ]);
  });

  it('gives every tab group of a page its own ids', async () => {
    const out = await html('<Tabs>\n<Tab title="a">1</Tab>\n</Tabs>\n\n<CodeGroup>\n```js\nx\n```\n</CodeGroup>\n');
    assert.match(out, /name="dj-tabs-1"/);
    assert.match(out, /name="dj-tabs-2"/);
  });

  it('keeps content written inside Tabs that is not a Tab, after the tabs', async () => {
    const out = await html('<Tabs>\n<Tab title="a">1</Tab>\n\nStray words\n</Tabs>\n');
    assert.match(out, /<\/div><\/div>\n?<p>Stray words<\/p>$/);
  });

  it('renders a Card whose href cannot be a link as a plain box, its title escaped', async () => {
    const out = await html('<Card title="<b>x</b>" href="javascript:alert(1)">y</Card>');
    assert.equal(
      out,
      '<div class="dj-card"><p class="dj-card-title">&#x3C;b>x&#x3C;/b></p><div class="dj-card-body">y</div></div>',
    );
  });

  it('reads JSX written as an attribute value (Update label={<>...</>}) and literal arrays (tags)', async () => {
    const out = await html(
      '<Update label={<><Icon icon="rocket" /><span>Quickstart</span></>} tags={["Getting Started", "New"]}>Body</Update>',
    );
    assert.match(
      out,
      /<h2 id="quickstart" class="dj-update-label"><span class="dj-icon dj-i--rocket"[^>]*><\/span><span>Quickstart<\/span><\/h2>/,
    );
    assert.match(out, /<ul class="dj-update-tags"><li>Getting Started<\/li><li>New<\/li><\/ul>/);
  });

  it('shows an unknown component with a visible marker and its children', async () => {
    const r = await renderMdx('<Mystery a="1">\n\nInside\n\n</Mystery>');
    assert.equal(
      r.html,
      '<div class="dj-marker" title="it is not a component of the Mintlify format"><p class="dj-marker-label">⟨Mystery: not rendered offline (it is not a component of the Mintlify format)⟩</p><p>Inside</p></div>',
    );
    assert.deepEqual(r.markers, ['Mystery']);
  });

  it('shows an expression it would have to run as its source, with a marker; literals and comments need none', async () => {
    const r = await renderMdx('a{" "}b {/* note */} {compute(1)}\n');
    assert.equal(
      r.html,
      '<p>a b  <code class="dj-marker dj-expression" title="it calls compute, which is not defined in the file">⟨{compute(1)}: not evaluated offline (it calls compute, which is not defined in the file)⟩</code></p>',
    );
    assert.deepEqual(r.markers, ['{compute(1)}']);
  });
});
