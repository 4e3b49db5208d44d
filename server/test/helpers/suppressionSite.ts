// A small site for the tests of suppressions and their rules: a home page whose text the test writes, and a page
// with an image without alt text.
import type { Problem } from '../../src/core/problem';

const DOCS = JSON.stringify({
  $schema: 'https://mintlify.com/docs.json',
  name: 'S',
  theme: 'mint',
  colors: { primary: '#0D9373' },
  navigation: { pages: ['index', 'api/one'] },
});

export function site(index: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'docs.json': DOCS,
    'index.mdx': index,
    'api/one.mdx': '---\ntitle: One\n---\n\n![](/logo.png)\n',
    'logo.png': '',
    ...extra,
  };
}

/** [rule, 1-based line] of each problem in a file, minus the notes about unreached pages. */
export function found(problems: Problem[], file = 'index.mdx'): Array<[string, number]> {
  return problems
    .filter((p) => p.file === file && p.ruleId !== 'page-orphan')
    .map((p) => [p.ruleId, p.range.start.line + 1]);
}

export const HEAD = '---\ntitle: Home\n---\n\n';
