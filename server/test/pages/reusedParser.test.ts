// The lint parses every page with one kept micromark parser, and leaves out GFM's literal autolinks on pages that
// cannot hold them (reusedParser.ts): the events must be those of a parser made afresh with every construct.
import assert from 'node:assert/strict';
import { parse, postprocess, preprocess } from 'micromark';
import type { Event } from 'micromark-util-types';
import { parsePage, parsePageContent } from '../../src/core/pages/parsedPage';
import { micromarkExtensions, parserEvents } from '../../src/core/pages/mdx/parseMdx';
import { requireCorpusSite } from '../helpers/requirements';
import { budgetFor, pageKb } from '../helpers/workBudget';
import { loadCorpus } from './corpus';

/** Kind, type and extent of every event, or the error the parse threw. */
function outline(events: () => Event[]): string[] {
  try {
    return events().map(([kind, token]) => `${kind} ${token.type} ${token.start.offset}-${token.end.offset}`);
  } catch (e) {
    return [`error: ${(e as Error).message}`];
  }
}

function freshParserEvents(text: string): Event[] {
  return postprocess(
    parse({ extensions: micromarkExtensions() })
      .document()
      .write(preprocess()(text, undefined, true)),
  );
}

function assertSameEvents(text: string, label = text): void {
  assert.deepEqual(
    outline(() => parserEvents(text)),
    outline(() => freshParserEvents(text)),
    label,
  );
}

/** Pages with literal autolinks, and pages that only look as if they might hold one. */
const AUTOLINK_PAGES = [
  'Write to team@example.com or support+docs@example.co.uk.',
  'npm install @example/sdk, then `import x from "@example/sdk"`.',
  'Escaped a\\@example.com and spaced a @example.com and tail a@b',
  'Visit www.example.com, WWW.EXAMPLE.COM/path or https://example.com/a_(b).',
  'HTTP://EXAMPLE.COM and http:/broken and httpx://nothing',
  '[unbalanced http://example.com and [label](https://x.com) me@x.io]',
  '> quoted me@example.com\nlazy www.example.org',
  '## Heading with me@example.com and www.example.com',
  '<Card title="x@y.com" href="https://example.com">text a@b.co</Card>',
  '- item\n- mail@example.com in a list\n\n```\ncode@example.com\n```',
  'Plain words only, with no link of any kind.',
];

describe('the kept parser of the lint', () => {
  it('gives the events of a fresh parser, pages with and without literal autolinks in any order', () => {
    for (const text of AUTOLINK_PAGES) assertSameEvents(text);
    for (const text of [...AUTOLINK_PAGES].reverse()) assertSameEvents(text);
  });

  it('gives the events of a fresh parser on every page of the real site', function () {
    const root = requireCorpusSite(this);
    // The editor's parse (unless another test made it), then the events of two parsers.
    budgetFor(this, pageKb(root), { parse: 3 });
    const { pages } = loadCorpus(root);
    for (const [file, page] of pages) assertSameEvents(page.text, file);
  });

  it('carries nothing from one page to the next', () => {
    // Each of these leaves state on a parser: a definition, a footnote label, an imported name, a lazy line.
    const first = [
      "import { Aside } from '/snippets/aside.mdx';",
      '',
      '[ref]: /reference',
      '',
      '[^note]: A footnote.',
      '',
      '> quoted',
      'lazy line',
    ].join('\n');
    // Imports the same name again (an error if the first page's import were remembered), and uses the label and
    // the footnote the first page defined (links and calls only where they are defined on this page).
    const second = [
      "import { Aside } from '/snippets/aside.mdx';",
      '',
      '## See [the reference][ref] and [^note]',
      '',
      '> quoted',
      'lazy line',
    ].join('\n');
    parsePageContent(first);
    const lint = parsePageContent(second);
    const editor = parsePage('guides/page.mdx', second);
    assert.equal(lint.mdx.error, undefined);
    assert.equal(lint.facts.headings[0].text, 'See [the reference][ref] and [^note]');
    assert.deepEqual(lint.facts, editor.facts);
    assertSameEvents(second);
  });
});
