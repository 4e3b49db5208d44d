// agent-file: a page file named AGENTS.md, CLAUDE.md or SKILL.md. Such files hold instructions for coding agents
// working in the repository, and Mintlify publishes them as pages like any other Markdown file (only the root's
// skill.md is its skill file). One note says so, with the way to keep them off the site; the other page rules leave
// these files alone, since their headings, links and images are not documentation (mdx-syntax still checks them:
// a file that does not parse still fails the build).
import { defineRule } from '../defineRule';
import { isAgentFile } from '../../pages/pageIndex';
import { routeOfPageFile } from '../../pages/siteFacts';

export const agentFileRule = defineRule({
  id: 'agent-file',
  defaultSeverity: 'info',
  description:
    'A file of instructions for coding agents (AGENTS.md, CLAUDE.md, SKILL.md) that Mintlify publishes as a page.',
  reads: 'pages',
  agentFiles: true,
  checkPage({ page, report }) {
    if (!isAgentFile(page.file)) return;
    const name = page.file.slice(page.file.lastIndexOf('/') + 1);
    report(
      page.lines.rangeAt(0, 0),
      `${name} is published as a page (${routeOfPageFile(page.file)}), although it holds instructions for coding agents: ` +
        `name it in .mintignore to keep it off the site; the other page checks leave it alone`,
    );
  },
});
