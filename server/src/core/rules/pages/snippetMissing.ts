// snippet-missing: an import of a snippet file (`import Intro from '/snippets/intro.mdx'`, relative imports, the
// older `<Snippet file="intro.mdx" />`) that names no file in the docs root. Mintlify's build warns and leaves the
// snippet out; its strict build fails. Package imports (`react`) are not files and are left alone.
import { defineRule } from '../defineRule';
import { attributeOf } from '../../pages/mdx/pageFacts';
import { importedFile, isPathImport } from '../../pages/mdx/linkTargets';
import { snippetElementFiles } from '../../pages/snippetElement';
import type { SiteFacts } from '../../pages/siteFacts';
import { closestLinkTargets } from '../../text/didYouMean';

export const snippetMissingRule = defineRule({
  id: 'snippet-missing',
  defaultSeverity: 'warning',
  description: 'An import of a snippet file that does not exist in the docs root.',
  reads: 'pages',
  checkPage({ page, site, report }) {
    const check = (
      written: string,
      file: string | undefined,
      start: number,
      end: number,
      asWritten: (file: string) => string,
    ) => {
      if (file !== undefined && site.fileExists(file)) return;
      const candidates = file === undefined ? [] : similarFiles(site, file);
      const where = file === undefined ? 'it points outside the docs root' : `there is no file \`${file}\``;
      const hint = candidates.length ? `; did you mean \`${candidates[0]}\`?` : '';
      report(
        page.lines.rangeAt(start, end),
        `the snippet \`${written}\` cannot be imported: ${where}${hint}`,
        candidates.length ? { candidates: candidates.map(asWritten) } : undefined,
      );
    };
    for (const i of page.facts.imports) {
      if (!isPathImport(i.source)) continue;
      check(i.source, importedFile(page.file, i.source), i.sourceStart, i.sourceEnd, (f) => '/' + f);
    }
    for (const element of page.facts.elements) {
      if (element.name !== 'Snippet') continue;
      const file = attributeOf(element, 'file');
      if (file?.value.kind !== 'string') continue;
      const name = file.value.value.replace(/^\/+/, '');
      const inSnippets = (f: string) => (f.startsWith('snippets/') ? f.slice('snippets/'.length) : '/' + f);
      const candidates = snippetElementFiles(name);
      const resolved = candidates.find((f) => site.fileExists(f)) ?? candidates[0];
      check(name, resolved, file.valueStart ?? file.start, file.valueEnd ?? file.end, inSnippets);
    }
  },
});

function similarFiles(site: SiteFacts, file: string): string[] {
  const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  const sameName: string[] = [];
  const all: string[] = [];
  for (const f of site.files()) {
    if (!/\.(mdx|md|jsx|js|tsx|ts)$/.test(f)) continue;
    all.push(f);
    if (f.slice(f.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '') === base) sameName.push(f);
  }
  return sameName.length ? sameName.slice(0, 3) : closestLinkTargets(file, all);
}
