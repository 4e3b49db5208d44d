// Snippets are inlined by rendering them, never by running them: default imports of .mdx files (with props read
// as literals), components an .mdx snippet exports, snippets inside snippets; missing files are named, cycles and
// over-deep nesting are shown with a marker. Components from .jsx files: customComponents.test.ts.
import assert from 'node:assert/strict';
import { renderMdx } from './helpers';

const COMMUNITY = `export const CommunityMaintained = ({ maintainer, maintainerUrl, repo }) => (
  <Note>
    <strong>Community-maintained.</strong> Built by{" "}
    <a href={maintainerUrl} target="_blank">
      {maintainer}
    </a>
    . Report issues on the{" "}
    <a href={repo}>source repository</a>.
  </Note>
);
`;

describe('content: snippets', () => {
  it('inlines a default-imported .mdx snippet, with its props as literals', async () => {
    const r = await renderMdx(
      'import Greeting from \'/snippets/greeting.mdx\'\n\n<Greeting word="world" count={3} />\n',
      {
        snippets: { 'snippets/greeting.mdx': 'Hello **{word}**, {count} times.\n' },
      },
    );
    assert.equal(r.html, '<p>Hello <strong>world</strong>, 3 times.</p>');
    assert.deepEqual(r.markers, []);
  });

  it('renders a component an .mdx snippet exports, binding its props by name (never running it)', async () => {
    const r = await renderMdx(
      'import { CommunityMaintained } from "/snippets/community.mdx";\n\n<CommunityMaintained maintainer="pinch-eng" maintainerUrl="https://github.com/pinch-eng" repo="https://github.com/pinch-eng/plugins" />\n',
      { snippets: { 'snippets/community.mdx': COMMUNITY } },
    );
    assert.equal(
      r.html,
      '<div class="dj-callout dj-callout-note"><span class="dj-icon dj-i-lucide--info"></span><div class="dj-callout-body"><strong>Community-maintained.</strong> Built by ' +
        '<a href="https://github.com/pinch-eng" rel="noopener noreferrer">pinch-eng</a>. Report issues on the ' +
        '<a href="https://github.com/pinch-eng/plugins" rel="noopener noreferrer">source repository</a>.</div></div>',
    );
    assert.deepEqual(r.markers, []);
  });

  it("passes a call's children to an exported component, rendered in the page's own context", async () => {
    const r = await renderMdx(
      'import { Box } from "./box.mdx"\n\nexport const word = 1\n\n<Box title="T">\n\n**inner**\n\n</Box>\n',
      {
        snippets: { 'box.mdx': 'export const Box = ({ title, children }) => <Info><b>{title}</b>{children}</Info>\n' },
      },
    );
    assert.equal(
      r.html,
      '<div class="dj-callout dj-callout-info"><span class="dj-icon dj-i-lucide--circle-alert"></span><div class="dj-callout-body"><b>T</b><p><strong>inner</strong></p></div></div>',
    );
  });

  it('says a snippet file is missing, and marks a package import and a snippet that does not export the name', async () => {
    const r = await renderMdx(
      'import A from "/snippets/none.mdx"\nimport { B } from "some-package"\nimport { C } from "/snippets/c.mdx"\n\n<A />\n\n<B />\n\n<C />\n',
      { snippets: { 'snippets/c.mdx': 'No exports here.\n' } },
    );
    assert.deepEqual(r.markers, ['B', 'C']);
    assert.match(r.html, /<p class="dj-note dj-missing-file">⟨A: the file snippets\/none.mdx is missing⟩<\/p>/);
    assert.match(r.html, /title="it comes from the package &#x22;some-package&#x22;, which is not loaded offline"/);
    assert.match(r.html, /⟨C: not rendered offline \("snippets\/c.mdx" exports nothing named C\)⟩/);
  });

  it('inlines snippets inside snippets, relative imports resolved from the snippet file', async () => {
    const r = await renderMdx('import Outer from "/snippets/a/outer.mdx"\n\n<Outer />\n', {
      snippets: {
        'snippets/a/outer.mdx': 'import Inner from "./inner.mdx"\n\nOuter <Inner />\n',
        'snippets/a/inner.mdx': 'inner text\n',
      },
    });
    assert.equal(r.html, '<p>Outer inner text</p>');
  });

  it('stops a snippet that includes itself, with a marker, and never loops', async () => {
    const r = await renderMdx('import A from "/snippets/a.mdx"\n\n<A />\n', {
      snippets: {
        'snippets/a.mdx': 'import B from "/snippets/b.mdx"\n\nA then <B />\n',
        'snippets/b.mdx': 'import A from "/snippets/a.mdx"\n\nB then <A />\n',
      },
    });
    assert.match(r.html, /A then B then <span class="dj-marker" title="it includes itself, through snippets\/a.mdx">/);
    assert.deepEqual(r.markers, ['A']);
  });

  it('stops a component that calls itself', async () => {
    const r = await renderMdx('export const Loop = () => <Note><Loop /></Note>\n\n<Loop />\n');
    assert.match(r.html, /⟨Loop: not rendered offline \(it includes itself, through page.mdx#Loop\)⟩/);
    assert.deepEqual(r.markers, ['Loop']);
  });

  it('stops snippets nested more than 8 deep', async () => {
    const snippets: Record<string, string> = {};
    for (let i = 0; i < 12; i++)
      snippets[`snippets/s${i}.mdx`] = `import N from "/snippets/s${i + 1}.mdx"\n\n${i} <N />\n`;
    snippets['snippets/s12.mdx'] = 'end\n';
    const r = await renderMdx('import N from "/snippets/s0.mdx"\n\n<N />\n', { snippets });
    assert.match(r.html, /^<p>0 1 2 3 4 5 6 7 <span class="dj-marker" title="snippets nest more than 8 deep">/);
  });

  it('gives headings in snippets page-wide ids, their custom ids from the snippet file', async () => {
    const r = await renderMdx('import S from "/snippets/s.mdx"\n\n## Setup\n\n<S />\n', {
      snippets: { 'snippets/s.mdx': '## Setup\n\n## Other {#own-id}\n' },
    });
    assert.deepEqual(r.headings, [
      { depth: 2, id: 'setup', text: 'Setup' },
      { depth: 2, id: 'setup-2', text: 'Setup' },
      { depth: 2, id: 'own-id', text: 'Other' },
    ]);
  });

  it('renders the old <Snippet file="..."> form from the snippets folder, else from _snippets/', async () => {
    const r = await renderMdx('<Snippet file="note.mdx" />\n\n<Snippet file="/parts/old.mdx" />\n', {
      snippets: { 'snippets/note.mdx': 'Shared words.\n', '_snippets/parts/old.mdx': 'Older words.\n' },
    });
    assert.equal(r.html, '<p>Shared words.</p>\n<p>Older words.</p>');
  });

  it('says which file a <Snippet file> names when it is missing, and keeps no marker for it', async () => {
    const r = await renderMdx('<Snippet file="gone/away.mdx" />\n');
    assert.equal(
      r.html,
      '<p class="dj-note dj-missing-file">⟨Snippet: the file snippets/gone/away.mdx is missing⟩</p>',
    );
    assert.deepEqual(r.markers, []);
  });
});
