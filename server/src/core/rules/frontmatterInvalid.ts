// frontmatter-invalid: front matter that Mintlify's build cannot read (YAML that js-yaml 3 rejects, an endpoint
// field that is not one string). The build reads every page file, listed in the navigation or not, and stops at
// the first such page; this reports them all.
import type { FrontMatterProblem } from '../pages/frontMatter';
import { defineRule } from './defineRule';

export const frontmatterInvalidRule = defineRule({
  id: 'frontmatter-invalid',
  defaultSeverity: 'error',
  description: "A page file's front matter cannot be read by Mintlify (invalid YAML), which stops its build.",
  reads: 'files',
  dependsOn: 'page files',
  async check({ files, frontMatters, frontMatterIfRead, report }) {
    // Per keystroke this looks at every page file: known clean pages (nearly all) cost one lookup each.
    const unread: string[] = [];
    const show = (file: string, problems: readonly FrontMatterProblem[]) => {
      for (const p of problems) if (p.fatal) report.inFile(file, p.range, `${file}: ${p.message}`);
    };
    for (const file of files.allPageFiles()) {
      const known = frontMatterIfRead(file);
      if (!known) unread.push(file);
      else if (known.problems.length > 0) show(file, known.problems);
    }
    if (unread.length === 0) return;
    for (const [file, result] of await frontMatters(unread)) show(file, result.problems);
  },
});
