// Mintlify runs SmartyPants (remark-smartypants, on retext-smartypants) over a page's text before it makes heading
// ids, so `Don't` is `Don’t`, `--` an em dash and `...` an ellipsis in the id as on the page. remark-smartypants
// decides quotes over the whole text of a block at once (inline code stands in as letters, so a quote after code
// closes), then turns dashes, ellipses and double backticks within each text node. We run the same library the
// same way over a heading's text, and only when it holds a character SmartyPants would change (most do not).
import { retext } from 'retext';
import smartypants from 'retext-smartypants';

/** A run of a heading's text: plain text, or inline code (never changed, but a quote next to it sees a letter). */
export interface TextPart {
  value: string;
  code: boolean;
}

type Processor = { processSync(text: string): { toString(): string } };

let quotesProcessor: Processor | undefined;
let othersProcessor: Processor | undefined;

const QUOTE = /['"]/;

/**
 * True when a straight quote comes before the text's first letter or digit (`'a`, `%'.A`, `("x`): what SmartyPants
 * makes of such a quote depends on the text before it.
 */
export function opensWithQuote(parts: readonly TextPart[]): boolean {
  for (const p of parts) {
    if (p.code) return false;
    for (let i = 0; i < p.value.length; i++) {
      const c = p.value[i];
      if (c === "'" || c === '"') return true;
      if (WORD_CHARACTER.test(c)) return false;
    }
  }
  return false;
}
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const OTHER = /--|\.\s?\.\s?\.|``|''/;

/**
 * The text as Mintlify shows it: quotes, dashes and ellipses typographic, inline code as written. `before` is the
 * page's text before this block (its end is enough), which decides a quote that opens the block: after the end of
 * a sentence (`… the pipeline.`), SmartyPants reads it as closing that sentence.
 */
export function typographicText(parts: readonly TextPart[], before = ''): string {
  let all = '';
  for (const p of parts) all += p.code ? 'A'.repeat(p.value.length) : p.value;
  if (QUOTE.test(all)) {
    quotesProcessor ??= retext().use(smartypants, { ellipses: false, dashes: false, backticks: false });
    // Blocks are joined by a space, as remark-smartypants joins them.
    const quoted = quotesProcessor.processSync(before + ' ' + all).toString();
    all = quoted.slice(quoted.length - all.length);
  }
  let out = '';
  let at = 0;
  for (const p of parts) {
    const run = all.slice(at, at + p.value.length);
    at += p.value.length;
    if (p.code) out += p.value;
    else if (OTHER.test(run)) {
      othersProcessor ??= retext().use(smartypants, { quotes: false });
      out += othersProcessor.processSync(run).toString();
    } else out += run;
  }
  return out;
}
