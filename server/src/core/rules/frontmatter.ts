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
  dependsOn: 'shown page files',
  async check({ shownFiles, frontMatters, frontMatterIfRead, report }) {
    // Per keystroke this runs over every page file: those already read without problems (nearly all) cost one lookup.
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
    for (const file of shownFiles()) {
      const known = frontMatterIfRead(file);
      if (!known) unread.push(file);
      else if (known.problems.length > 0) show(file, known.problems);
    }
    if (unread.length === 0) return;
    for (const [file, result] of await frontMatters(unread)) show(file, result.problems);
  },
});
