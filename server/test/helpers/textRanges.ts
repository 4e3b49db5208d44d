// Test helpers: find exact ranges in inline fixtures, so expected positions are written as the text they cover.
import type { Range } from '../../src/core/problem';
import { TextDocument } from 'vscode-languageserver-textdocument';

/** Range of the `occurrence`-th (0-based) appearance of `needle` in `text`. */
export function rangeOfText(text: string, needle: string, occurrence = 0): Range {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`"${needle}" (occurrence ${occurrence}) not in fixture`);
  }
  const doc = TextDocument.create('file:///x', 'json', 0, text);
  return { start: doc.positionAt(index), end: doc.positionAt(index + needle.length) };
}

/** A minimal valid docs.json around a navigation value. */
export function docsJson(navigation: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify(
    {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Test',
      colors: { primary: '#0D9373' },
      navigation,
      ...extra,
    },
    null,
    2,
  );
}

/** Page files with front matter for the given page paths. */
export function pageFiles(...pages: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of pages) out[`${p}.mdx`] = `---\ntitle: ${p}\n---\n\n## Body\n`;
  return out;
}
