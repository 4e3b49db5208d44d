// agent-file: an agent instruction file (AGENTS.md, CLAUDE.md, SKILL.md) published as a page: one note suggesting
// .mintignore, and no other page rule on it.
import assert from 'node:assert/strict';
import { PAGE_RULES } from '../../src/core/rules/pages';
import { runRule } from '../pages/helpers';

describe('rule agent-file', () => {
  it('notes AGENTS.md, CLAUDE.md and SKILL.md published as pages once, and no other page rule checks them', () => {
    const agents = '# Agents\n\nRead [the guide](/nowhere) and ![](x.png).\n\n<Unknown />\n';
    const files = { 'AGENTS.md': agents, 'docs/claude.md': agents, 'SKILL.md': agents, 'page.mdx': 'Text\n' };
    const found = PAGE_RULES.flatMap((rule) =>
      runRule(rule, { files, navigation: ['page.mdx'] }).map((p) => ({ ...p, rule: rule.id })),
    );
    assert.deepEqual(
      found.map((p) => [p.rule, p.file]),
      [
        ['agent-file', 'AGENTS.md'],
        ['agent-file', 'docs/claude.md'],
      ],
    );
    assert.match(
      found[0].message,
      /^AGENTS\.md is published as a page \(\/AGENTS\), although it holds instructions for coding agents: name it in \.mintignore/,
    );
  });

  it('still reports what breaks the build in them', () => {
    const mdxSyntax = PAGE_RULES.find((r) => r.id === 'mdx-syntax')!;
    const found = runRule(mdxSyntax, { files: { 'CLAUDE.md': 'Use <5 tools\n' } });
    assert.equal(found.length, 1);
  });
});
