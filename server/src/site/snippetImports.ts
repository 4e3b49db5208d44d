// The .mdx/.md files a page imports (`import Note from '/snippets/note.mdx'`), found by a line scan of its text so
// the builder can read them before rendering (the body renderer asks for snippets synchronously). The renderer
// decides what to inline; this only has to find at least what it could ask for.
import { resolveFromPage } from './sitePaths';

const IMPORT_LINE = /^import\s[^\n]*?from\s*["']([^"'\n]+\.mdx?)["']/gm;

/** Root-relative snippet files imported by the text of page `fromFile`. */
export function scanSnippetImports(text: string, fromFile: string): string[] {
  const found: string[] = [];
  if (!text.includes('import')) return found;
  for (const m of text.matchAll(IMPORT_LINE)) {
    const file = resolveFromPage(m[1], fromFile);
    if (file && !found.includes(file)) found.push(file);
  }
  return found;
}
