// Differential test against Mintlify's own MDX compile (@mintlify/mdx, a dev dependency reached through
// @mintlify/validation; test-only, never bundled, its code never copied). For each input, our mdx-syntax verdict
// must equal Mintlify's: a page we reject fails its compile, a page it compiles passes ours. The compile only
// turns MDX into JavaScript source; nothing is run. As Mintlify's build does, custom heading ids are taken out
// before compiling. Over the real site a fixed sample of pages runs by default (the compile highlights every code
// block, about a second per page on a busy machine); DOCSJSON_FULL_DIFFERENTIAL=1 runs every page.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { parseMdx } from '../../src/core/pages/mdx/parseMdx';
import { stripCustomHeadingIds } from '../../src/core/pages/mdx/customHeadingIds';
import { requireCorpusSite } from '../helpers/requirements';
import { loadCorpus } from './corpus';
import { scaledTimeout } from '../helpers/timeScale';

interface SerializeResult {
  error?: { message?: string };
}
type Serialize = (options: { source: string }) => Promise<SerializeResult>;

let serializePromise: Promise<Serialize> | undefined;
function mintlifySerialize(): Promise<Serialize> {
  // A Function-built import keeps TypeScript from turning import() into require() (the package is ESM only).
  const dynamicImport = new Function('s', 'return import(s)') as (s: string) => Promise<{ serialize: Serialize }>;
  serializePromise ??= dynamicImport('@mintlify/mdx/server').then((m) => m.serialize);
  return serializePromise;
}

/** True when Mintlify's compile accepts the page. */
async function mintlifyAccepts(text: string): Promise<boolean> {
  const serialize = await mintlifySerialize();
  const quiet = console.error;
  console.error = () => {}; // the package logs every compile error it returns
  try {
    const result = await serialize({ source: stripCustomHeadingIds(text).text });
    return !result.error;
  } catch {
    return false;
  } finally {
    console.error = quiet;
  }
}

function weAccept(text: string): boolean {
  const result = parseMdx(text);
  return !result.error && !result.limit;
}

/** [what, page, whether Mintlify compiles it] */
const TRICKY: Array<[string, string, boolean]> = [
  ['custom heading ids', '## Install {#setup}\n\nText\n\n### Deep {#deep-id}\n', true],
  ['a custom id inside code is code', '```md\n## Not a heading {#kept}\n```\n', true],
  ['`<` before a space', 'if a < b then c\n', true],
  ['`<` before a digit', 'use <5 items\n', false],
  ['`<` escaped', 'use \\<5 items and &lt;6\n', true],
  ['math with braces', 'Inline $\\frac{a}{b}$ and\n\n$$\n\\sum_{i=0}^{n} x_{i}\n$$\n', true],
  ['dollars as money', 'It costs $5 and $10 a month.\n', true],
  ['an HTML comment', 'Text\n\n<!-- hidden -->\n', false],
  ['an MDX comment', 'Text\n\n{/* hidden */}\n', true],
  ['indented code is not code in MDX', 'Paragraph\n\n    <Card title="x">indented</Card>\n', true],
  ['an autolink', 'See <https://example.com> for more.\n', false],
  ['a bare URL', 'See https://example.com for more.\n', true],
  ['a table with escaped pipes', '| a | b |\n| - | - |\n| `x \\| y` | 2 |\n', true],
  ['a table with a valid expression', '| a | b |\n| - | - |\n| {x} | 2 |\n', true],
  ['JSX in a list', '- <Note>in a list</Note>\n- item\n', true],
  ['a flow component in a list', '- item\n\n  <Note>\n  inside\n  </Note>\n', true],
  ['a component closed outside its list item', '- <Note>\n  x\n\n</Note>\n', false],
  ['a default import', 'import Intro from "/snippets/intro.mdx"\n\n<Intro />\n', true],
  ['named and renamed imports', 'import { A, B as C } from "/snippets/parts.jsx"\n\n<A /> <C />\n', true],
  ['an exported component', 'export const Box = ({ children }) => <div>{children}</div>\n\n<Box>x</Box>\n', true],
  ['a sentence starting with export', 'export your data first\n', false],
  ['import not followed by code', 'import x from\n\ntext\n', false],
  ['an unclosed component', 'Intro\n\n<Card title="x">\n\nNever closed\n', false],
  ['<br> without a slash', 'line<br>next\n', false],
  ['<br /> with a slash', 'line<br />next\n', true],
  ['a brace in text', 'Use {name} here\n', true],
  ['braces that hold JavaScript by accident', 'The set {a, b, c} of letters\n', true],
  ['braces that are not JavaScript', 'Assigned to {no one/a team}.\n', false],
  ['an unclosed brace', 'Use {name here\n', false],
  ['an unquoted attribute', '<Card title=foo>x</Card>\n', false],
  ['an escaped brace', 'Use \\{name\\} here\n', true],
  ['front matter', '---\ntitle: "A: b"\ndescription: x\n---\n\n## Body\n', true],
  ['mismatched closing tags', '<Tabs>\n<Tab title="a">\nx\n</Tabs>\n</Tab>\n', false],
  ['an email autolink', 'mail <me@example.com>\n', false],
];

describe('agreement with Mintlify’s MDX compile', function () {
  this.timeout(scaledTimeout(600_000));

  for (const [name, text, compiles] of TRICKY) {
    it(`${name}: ${compiles ? 'accepted' : 'rejected'} by both`, async () => {
      assert.equal(await mintlifyAccepts(text), compiles, 'Mintlify');
      assert.equal(weAccept(text), compiles, 'docsjson');
    });
  }

  it('pages of the real site: the same verdict (a sample, or every page with DOCSJSON_FULL_DIFFERENTIAL=1)', async function () {
    const root = requireCorpusSite(this);
    const files = [...loadCorpus(root).pages.keys()];
    const sample = process.env.DOCSJSON_FULL_DIFFERENTIAL ? files : files.filter((_, i) => i % 40 === 0);
    const disagreements: string[] = [];
    for (const file of sample) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      if (weAccept(text) !== (await mintlifyAccepts(text))) disagreements.push(file);
    }
    assert.deepEqual(disagreements, []);
    assert.ok(sample.length >= 10, `${sample.length} pages compared`);
  });
});
