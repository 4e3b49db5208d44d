// page-missing: a page entry (or a group's root) whose file does not exist, with "did you mean" candidates.
import { titleFromPath } from '../pages/pageTitle';
import { defineRule } from './defineRule';

export const pageMissingRule = defineRule({
  id: 'page-missing',
  defaultSeverity: 'error',
  description: 'A navigation page has no .mdx or .md file.',
  reads: 'files',
  check({ model, files, fileOf, report }) {
    for (const entry of model.pages) {
      const ref = entry.ref;
      if (!ref.page || fileOf(entry)) continue; // page-path reports unusable strings
      const found = files.lookup(ref.page);
      if (found.file) continue;
      const where = entry.role === 'root' ? 'root page' : 'page';
      const looked = `looked for ${found.lookedFor.join(', ')}`;
      const candidates: string[] = [];
      let hint = '';
      if (ref.extension && files.lookup(ref.page.slice(0, -ref.extension.length)).file) {
        const bare = ref.page.slice(0, -ref.extension.length);
        candidates.push(bare);
        hint = `; write it without the extension: "${bare}"`;
      } else if (found.looseMatch) {
        const match = found.looseMatch.replace(/\.(mdx|md)$/i, '');
        candidates.push(match);
        hint = `; "${found.looseMatch}" differs only in letter case or accents, which passes on macOS and Windows but fails on Linux builds`;
      } else if (found.excludedFile) {
        hint = `; ${found.excludedFile} exists, but files named README, LICENSE, CONTRIBUTING or CHANGELOG are never pages`;
      } else if (/^[A-Za-z_]+ \//.test(entry.value)) {
        hint = `; it looks like an endpoint entry, but "${entry.value.split(' ')[0]}" is not an HTTP method (GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE) or "webhook"`;
      } else {
        candidates.push(...files.suggestions(ref.page));
        if (candidates.length > 0) hint = `; did you mean ${candidates.map((c) => `"${c}"`).join(' or ')}?`;
      }
      report.at(entry.node, `${where} "${entry.value}" has no file (${looked})${hint}`, {
        candidates,
        createFile: ref.extension ? undefined : `${ref.page}.mdx`,
        title: titleFromPath(ref.page),
      });
    }
  },
});
