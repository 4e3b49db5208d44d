// frontmatter: every page file the navigation uses starts with YAML front matter whose `title` is a string
// (and `description` a string when present). Each file is checked once, however often it is listed.
import { defineRule } from './defineRule';
import type { FrontMatterResult } from '../pages/frontMatter';

export const frontmatterRule = defineRule({
  id: 'frontmatter',
  defaultSeverity: 'warning',
  description:
    'A page does not start with YAML front matter holding a string "title" (and a string "description" when present).',
  reads: 'files',
  async check({ model, fileOf, frontMatters, frontMatterIfRead, report }) {
    // Per keystroke this runs over every entry: pages already read without problems (nearly all) cost one lookup.
    const seen = new Set<string>();
    const unread: string[] = [];
    const show = (file: string, problems: FrontMatterResult['problems']) => {
      for (const p of problems) report.inFile(file, p.range, `${file}: ${p.message}`);
    };
    for (const entry of model.pages) {
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
