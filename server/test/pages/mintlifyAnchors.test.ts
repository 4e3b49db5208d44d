// Differential test of anchor ids against Mintlify's own pipeline (@mintlify/common, test-only): its custom-id
// preprocessing, its parse, SmartyPants, and the two plugins that give headings, tabs, accordions, views, steps and
// updates their ids. Over every heading of every page of the real site, and over generated pages that repeat
// titles, mix punctuation, custom ids, levels 1-6 and components whose headings stay out of the table of contents.
// Nothing is evaluated: the plugins work on syntax trees.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parsePage } from '../../src/core/pages/parsedPage';
import { requireCorpusSite } from '../helpers/requirements';
import { mintlifyCommon, remarkSmartypants } from '../differential/mintlifyCommon';
import { loadCorpus } from './corpus';
import { scaledTimeout } from '../helpers/timeScale';

interface MintlifyAnchors {
  /** Per heading of the page (Markdown headings, in order): its id, '' for none. */
  headings: string[];
  /** Ids of tabs, accordions, views, steps and updates. */
  components: string[];
}

const COMPONENTS = new Set(['Tab', 'Accordion', 'View', 'Step', 'Update']);

async function mintlifyAnchors(text: string): Promise<MintlifyAnchors> {
  const common = mintlifyCommon();
  const processor = common
    .coreRemark()
    .use(remarkSmartypants())
    .use(common.remarkComponentIds)
    .use(common.remarkExtractTableOfContents, {});
  const preprocessed = common.preprocessCustomHeadingIds(text);
  const tree = processor.parse(preprocessed);
  await processor.run(tree);
  // A heading element the author wrote (`<h2>`, `<Heading>`, without an id): its anchor is an element's, for us.
  const authored = (node: any) => {
    const start = node.position?.start?.offset;
    if (start === undefined) return false;
    const tag = /^<(h[1-6]|Heading)\b[^>]*>/.exec(preprocessed.slice(start, start + 200));
    return !!tag && !/\sid=/.test(tag[0]);
  };
  const headings: string[] = [];
  const components: string[] = [];
  const id = (node: any): string | undefined =>
    node.attributes?.find((a: any) => a.name === 'id' && typeof a.value === 'string')?.value;
  const visit = (node: any) => {
    if (node.type === 'heading') headings.push('');
    else if (node.type === 'mdxJsxFlowElement' && authored(node)) {
      components.push(common.cleanHeadingId(id(node) ?? ''));
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'Heading') {
      // Headings Mintlify made from Markdown; the component cleans its id on the page.
      headings.push(common.cleanHeadingId(id(node) ?? ''));
    } else if (node.type === 'mdxJsxFlowElement' && /^h[1-6]$/.test(node.name ?? '')) {
      headings.push(id(node) ?? ''); // a custom-id heading left as HTML (level 5-6, or in an accordion)
    } else if (node.type === 'mdxJsxFlowElement' && COMPONENTS.has(node.name) && id(node) !== undefined) {
      const value = id(node)!;
      components.push(node.name === 'Step' || node.name === 'Update' ? common.cleanHeadingId(value) : value);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return { headings, components };
}

function ourAnchors(text: string): MintlifyAnchors & { elementIds: readonly string[] } {
  const page = parsePage('page.mdx', text);
  assert.equal(page.mdx.error, undefined, text);
  return { headings: page.facts.headings.map((h) => h.id), components: [], elementIds: page.facts.elementIds };
}

describe('anchor ids agree with Mintlify’s pipeline (@mintlify/common)', function () {
  this.timeout(scaledTimeout(600_000));

  it('every heading of every page of the real site', async function () {
    const root = requireCorpusSite(this);
    const { pages } = loadCorpus(root);
    let compared = 0;
    const differences: string[] = [];
    for (const [file, page] of pages) {
      if (page.mdx.error || page.mdx.limit) continue;
      const theirs = await mintlifyAnchors(page.text);
      const ours = page.facts.headings.map((h) => h.id);
      compared += ours.length;
      if (JSON.stringify(ours) !== JSON.stringify(theirs.headings)) {
        differences.push(`${file}: ${JSON.stringify(ours)} != ${JSON.stringify(theirs.headings)}`);
      }
      for (const id of theirs.components) {
        if (id && !page.facts.elementIds.includes(id)) differences.push(`${file}: component id ${id} missing`);
      }
    }
    assert.deepEqual(differences, []);
    assert.ok(compared > 4000, `${compared} headings compared`);
  });

  const TITLE_UNITS = [...'abAB1 ', ' ', '-', '.', '&', '/', '@', '_', "'", '"', '?', ':', '(', ')', '`x`', '…', '--'];
  const UNITS = [...TITLE_UNITS, 'é', '中', '🤖', '’', '—', '%', '*x*'];
  const title = fc
    .array(fc.constantFrom(...UNITS), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.join(''))
    .filter((t) => t.trim() !== '' && !/^[\s#>*+-]|^\d+[.)]/.test(t) && !/[*_]\s*$/.test(t));
  const repeated = fc.constantFrom('Setup', 'setup', 'Setup 2', 'a-1', 'Intro?', 'API & SDK', 'What’s new');
  const anyTitle = fc.oneof(title, repeated);
  const heading = fc
    .tuple(
      fc.integer({ min: 1, max: 6 }),
      anyTitle,
      fc.option(fc.constantFrom('custom', 'Setup', 'x y', 'a&b?'), { nil: undefined }),
    )
    .map(([level, t, id]) => `${'#'.repeat(level)} ${t}${id ? ` {#${id}}` : ''}`);
  const attr = (t: string) => t.replace(/["{}<>`*]/g, '');
  const block = fc.oneof(
    { weight: 6, arbitrary: heading },
    fc
      .tuple(fc.constantFrom('Accordion', 'Expandable', 'Update label="v1"', 'Note'), heading)
      .map(
        ([component, h]) =>
          `<${component.startsWith('Update') ? component : `${component} title="t"`}>\n\n${h}\n\n</${component.split(' ')[0]}>`,
      ),
    fc
      .array(anyTitle, { minLength: 1, maxLength: 3 })
      .map((ts) => `<Tabs>\n${ts.map((t) => `<Tab title="${attr(t)}">\n\nx\n\n</Tab>`).join('\n')}\n</Tabs>`),
    fc
      .tuple(
        fc.constantFrom('', ' titleSize="h2"', ' titleSize="h3"'),
        fc.array(anyTitle, { minLength: 1, maxLength: 3 }),
      )
      .map(
        ([size, ts]) =>
          `<Steps${size}>\n${ts.map((t) => `<Step title="${attr(t)}">\n\nx\n\n</Step>`).join('\n')}\n</Steps>`,
      ),
    anyTitle.map((t) => `<Update label="${attr(t)}">\n\nx\n\n</Update>`),
    anyTitle.map((t) => `<Accordion title="${attr(t)}">\n\nx\n\n</Accordion>`),
    anyTitle.map((t) => `<View title="${attr(t)}">\n\nx\n\n</View>`),
    fc.tuple(fc.constantFrom('h2', 'h3', 'h4'), anyTitle).map(([tag, t]) => `<${tag}>\n${t}\n</${tag}>`),
  );
  const pageText = fc.array(block, { minLength: 1, maxLength: 10 }).map((blocks) => blocks.join('\n\n') + '\n');

  it('a quote after punctuation that opens a heading is decided by the text before it, as SmartyPants does', async () => {
    for (const text of [
      `<View title="a">\n\nx\n\n</View>\n\n<h2>\n%'.A\n</h2>\n\n# a\n`,
      `Some text\n\n## %'.A\n`,
      `## ("x") and\n`,
    ]) {
      const theirs = await mintlifyAnchors(text);
      const ours = ourAnchors(text);
      assert.deepEqual(ours.headings, theirs.headings, text);
      assert.deepEqual([...ours.elementIds].sort(), [...new Set(theirs.components)].filter((id) => id).sort(), text);
    }
  });

  it('generated pages: repeats, punctuation, custom ids, levels 1-6, accordions, tabs, steps, updates, views', async () => {
    await fc.assert(
      fc.asyncProperty(pageText, async (text) => {
        const theirs = await mintlifyAnchors(text);
        const ours = ourAnchors(text);
        assert.deepEqual(ours.headings, theirs.headings, text);
        assert.deepEqual([...ours.elementIds].sort(), [...new Set(theirs.components)].filter((id) => id).sort(), text);
      }),
      { numRuns: 300 },
    );
  });
});
