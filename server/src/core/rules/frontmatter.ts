// frontmatter: every page file the navigation uses starts with YAML front matter whose `title` is a string
// (and `description` a string when present). Each file is checked once, however often it is listed.
import type { Rule } from './rule';

const CONCURRENCY = 32; // bounded reads: thousands of pages at once exhaust file handles (ADVERSARIAL D14)

export const frontmatterRule: Rule = {
  id: 'frontmatter',
  async check({ model, frontMatter, frontMatterIfRead, report }) {
    const files = new Set<string>();
    for (const entry of model.pages) {
      if (entry.file) files.add(entry.file);
    }
    const queue: string[] = [];
    for (const file of files) {
      const known = frontMatterIfRead(file);
      if (!known) queue.push(file);
      else for (const p of known.problems) report.atRange(file, p.range, `${file}: ${p.message}`);
    }
    const worker = async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        const result = await frontMatter(file);
        for (const p of result.problems) report.atRange(file, p.range, `${file}: ${p.message}`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  },
};
