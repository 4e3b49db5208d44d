// User text in the Markdown of editor answers (hover, completion documentation) is shown as text: whatever a page
// path, file name, front matter or OpenAPI summary holds, the Markdown parses to no image, link or HTML, and the
// text and code spans read exactly what the site wrote. Judged by a CommonMark parser with GFM, as an editor reads it.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { doComplete } from '../../src/core/features/completion';
import { doHover } from '../../src/core/features/hover';
import { markdownAsPlainText, markdownCode, markdownText } from '../../src/core/features/markdown';
import { caret, op, site, specIndex } from './helpers';

function parse(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/**
 * Nodes that load something (an image), carry raw markup, or lead somewhere other than they say, found anywhere in
 * the tree. A URL written out in the text becomes a link (GFM's autolink literals, as editors' linkify): it shows
 * exactly where it leads and loads nothing, so it is allowed.
 */
function active(node: Nodes, found: string[] = []): string[] {
  if (['image', 'html', 'imageReference', 'linkReference', 'definition'].includes(node.type)) found.push(node.type);
  if (node.type === 'link') {
    const shown = plainText(node);
    if (![shown, `http://${shown}`, `mailto:${shown}`].includes(node.url)) found.push(`link to ${node.url}`);
  }
  if ('children' in node) for (const child of node.children) active(child as Nodes, found);
  return found;
}

function codeSpans(node: Nodes, found: string[] = []): string[] {
  if (node.type === 'inlineCode') found.push(node.value);
  if ('children' in node) for (const child of node.children) codeSpans(child as Nodes, found);
  return found;
}

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return node.children.map((c) => plainText(c as Nodes)).join('');
  return '';
}

function valueOf(answer: { contents?: unknown; documentation?: unknown } | null | undefined): string {
  const markup = (answer && ('contents' in answer ? answer.contents : answer.documentation)) as
    { kind: string; value: string } | undefined;
  assert.equal(markup?.kind, 'markdown');
  return markup!.value;
}

const IMAGE = '![x](https://tracker.example/t.png)';
/** An image in a page path, without the "//" that page paths lose. */
const PATH_IMAGE = '![x](https:tracker.example/t.png)';
const HOSTILE = `a\`b\`\` ${IMAGE} <img src="https://tracker.example/i.png"> [link](https://evil.example) *em* \\`;

describe('user text in Markdown answers', () => {
  it('markdownText shows any text as itself, and markdownCode keeps any text in one code span', () => {
    const chars = fc.constantFrom(...'ab `!*_[]()<>#&;\\|~-=+.:"\'{}'.split(''));
    for (const edge of [' ', '  ', '`', ' `', '` ', ' a ', '``', '` `'])
      assert.deepEqual(codeSpans(parse(`x ${markdownCode(edge)} y`)), [edge], JSON.stringify(edge));
    fc.assert(
      fc.property(fc.string({ unit: chars, minLength: 1, maxLength: 40 }), (s) => {
        const code = parse(`x ${markdownCode(s)} y`);
        assert.deepEqual(active(code), []);
        assert.deepEqual(codeSpans(code), [s]);
        const text = parse(`x ${markdownText(s)} y`);
        assert.deepEqual(active(text), []);
        assert.deepEqual(codeSpans(text), []);
        assert.equal(plainText(text), `x ${s} y`);
        // A client without Markdown is shown the text itself.
        assert.equal(markdownAsPlainText(markdownText(s)), s);
      }),
      { numRuns: 500, seed: 24 },
    );
  });

  it('hover on a page entry whose path, file name and front matter try to break out', async () => {
    const page = `guides/we\`ird${PATH_IMAGE}`;
    const files = {
      [`${page}.mdx`]: `---\ntitle: "${HOSTILE.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"\ndescription: "${IMAGE}"\n---\n`,
    };
    const { text, offset } = caret(`{"navigation": {"pages": [${JSON.stringify(page).replace('guides', 'gui|des')}]}}`);
    const value = valueOf(await doHover(await site(text, files), offset));
    const tree = parse(value);
    assert.deepEqual(active(tree), [], value);
    assert.deepEqual(codeSpans(tree), [`${page}.mdx`]);
    assert.ok(plainText(tree).includes(HOSTILE), value);
    assert.ok(plainText(tree).includes(IMAGE), value);
  });

  it('hover on a page entry with no file', async () => {
    const page = `x\`${PATH_IMAGE}`;
    const { text, offset } = caret(`{"navigation": {"pages": [${JSON.stringify(page).replace('x', 'x|')}]}}`);
    const value = valueOf(await doHover(await site(text, {}), offset));
    assert.deepEqual(active(parse(value)), [], value);
    assert.deepEqual(codeSpans(parse(value)), [`${page}.mdx`, `${page}.md`]);
  });

  it('hover and completion on an endpoint whose path, summary and description try to break out', async () => {
    const apiPath = `/us\`ers/${PATH_IMAGE}`;
    const specs = {
      'api.yaml': specIndex('api.yaml', [
        op('get', apiPath, { summary: HOSTILE, description: `${IMAGE}\n\n${HOSTILE}` }),
      ]),
    };
    const entry = JSON.stringify(`GET ${apiPath}`);
    const hover = caret(
      `{"navigation": {"groups": [{"group": "G", "openapi": "api.yaml", "pages": [${entry.replace('GET', 'G|ET')}]}]}}`,
    );
    const value = valueOf(await doHover(await site(hover.text, {}, { specs }), hover.offset));
    const tree = parse(value);
    assert.deepEqual(active(tree), [], value);
    assert.deepEqual(codeSpans(tree), [`GET ${apiPath}`, 'api.yaml']);
    assert.ok(plainText(tree).includes(HOSTILE), value);

    const completion = caret('{"navigation": {"groups": [{"group": "G", "openapi": "api.yaml", "pages": ["|"]}]}}');
    const result = await doComplete(await site(completion.text, {}, { specs }), completion.offset);
    const item = result.items.find((i) => i.label === `GET ${apiPath}`);
    const docs = parse(valueOf(item));
    assert.deepEqual(active(docs), []);
    assert.ok(plainText(docs).includes(HOSTILE));
  });

  it('hover on an endpoint whose spec is a remote URL or unusable', async () => {
    for (const openapi of [`https://x.example/${IMAGE}`, `c:\\${IMAGE}\``]) {
      const hover = caret(
        `{"navigation": {"groups": [{"group": "G", "openapi": ${JSON.stringify(openapi)}, "pages": ["G|ET /a"]}]}}`,
      );
      const value = valueOf(await doHover(await site(hover.text, {}), hover.offset));
      assert.deepEqual(active(parse(value)), [], value);
    }
  });
});
