// The snippet files a page uses (`import Note from '/snippets/note.mdx'`, `<Snippet file="note.mdx" />`), found by
// a scan of its text so the builder can read them before rendering (the body renderer asks for snippets
// synchronously). The renderer decides what to inline; this only has to find at least what it could ask for.
import { snippetElementFiles } from '../core';
import { resolveFromPage } from './sitePaths';

const IMPORT_LINE = /^import\s[^\n]*?from\s*["']([^"'\n]+\.(?:mdx?|jsx?))["']/gm;
const SNIPPET_ELEMENT = /<Snippet\s[^>]*?\bfile\s*=\s*(?:"([^"\n]*)"|'([^'\n]*)')/g;

/** Root-relative snippet files used by the text of page `fromFile` (every place a `<Snippet>` may name). */
export function scanSnippetImports(text: string, fromFile: string): string[] {
  const found = new Set<string>();
  if (text.includes('import')) {
    for (const m of text.matchAll(IMPORT_LINE)) {
      const file = resolveFromPage(m[1], fromFile);
      if (file) found.add(file);
    }
  }
  if (text.includes('<Snippet')) {
    for (const m of text.matchAll(SNIPPET_ELEMENT)) for (const f of snippetElementFiles(m[1] ?? m[2])) found.add(f);
  }
  return [...found];
}
