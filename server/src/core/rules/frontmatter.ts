// frontmatter: advice on the front matter of the page files the navigation uses: no title (Mintlify then titles
// the page from its file name, which this says), a title or description that is not text. Front matter Mintlify
// cannot read at all is frontmatter-invalid's, for every page file. Each file is checked once, however often it is
// listed.
import { defineRule } from './defineRule';
import type { FrontMatterResult } from '../pages/frontMatter';
import { titleFromPath } from '../pages/pageTitle';

export const frontmatterRule = defineRule({
  id: 'frontmatter',
  defaultSeverity: 'warning',
  description:
    'A navigation page has no "title" in its YAML front matter (it is then titled from its file name), or a "title" or "description" that is not text.',
  reads: 'files',
  async check({ model, fileOf, frontMatters, frontMatterIfRead, report }) {
    // Per keystroke this runs over every entry: pages already read without problems (nearly all) cost one lookup.
    const seen = new Set<string>();
    const unread: string[] = [];
    const show = (file: string, problems: FrontMatterResult['problems']) => {
      for (const p of problems) {
        if (p.fatal) continue;
        const message = p.titleFromFileName
          ? `${p.message}: the page will be titled "${titleFromPath(file)}" from its file name`
          : p.message;
        report.inFile(file, p.range, `${file}: ${message}`);
      }
    };
    for (const entry of model.pages) {
      if (entry.dropped) continue;
      const file = fileOf(entry);
      if (!file) continue;
      const known = frontMatterIfRead(file);
      if (known && known.problems.length === 0) continue;
      if (seen.has(file)) continue;
      seen.add(file);
      if (known) show(file, known.problems);
      else unread.push(file);
    }
    if (unread.length === 0) return;
    for (const [file, result] of await frontMatters(unread)) show(file, result.problems);
  },
});
