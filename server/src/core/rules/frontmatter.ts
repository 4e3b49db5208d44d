// frontmatter: every page file the navigation uses starts with YAML front matter whose `title` is a string
// (and `description` a string when present). Each file is checked once, however often it is listed.
import type { Rule } from './rule';
import type { FrontMatterResult } from '../pages/frontMatter';

export const frontmatterRule: Rule = {
  id: 'frontmatter',
  async check({ model, frontMatters, frontMatterIfRead, report }) {
    const files = new Set<string>();
    for (const entry of model.pages) if (entry.file) files.add(entry.file);
    const unread: string[] = [];
    const show = (file: string, problems: FrontMatterResult['problems']) => {
      for (const p of problems) report.atRange(file, p.range, `${file}: ${p.message}`);
    };
    for (const file of files) {
      const known = frontMatterIfRead(file);
      if (known) show(file, known.problems);
      else unread.push(file);
    }
    if (unread.length === 0) return;
    for (const [file, result] of await frontMatters(unread)) show(file, result.problems);
  },
};
