// A site of two versions whose pages share most of their texts and carry every kind of page problem, and the CLI's
// lint of a folder as JSON: shared by the tests of the threaded page reader and of lint's cache. A module of its
// own, since a test file imported by another registers its tests twice.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createDocsService } from '../../src/core';
import { run, type RunContext } from '../../src/cli/run';

/** Pages of two versions, most of them the same text in both, with every kind of page problem among them. */
export function makeVersionedSite(root: string, pagesPerVersion = 150): string[] {
  const write = (rel: string, text: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  const nav: string[][] = [[], []];
  ['v2', 'v1'].forEach((version, v) => {
    for (let i = 0; i < pagesPerVersion; i++) {
      const page = `${version}/guides/page-${i}`;
      nav[v].push(page);
      // Every tenth page differs between the versions; the others are byte for byte the same.
      const edition = i % 10 === 0 ? version : 'same';
      let text =
        `---\ntitle: Page ${i}\ndescription: "About ${i} (${edition})"\nkeywords: [a, b]\n---\n\n` +
        `## Overview\n\n## Details {#intro-${i}}\n\nSee [the next page](/${version}/guides/page-${(i + 1) % pagesPerVersion}#overview)` +
        ` and [this part](#intro-${i}).\n\n<Steps>\n  <Step title="One">\n    Do it.\n  </Step>\n</Steps>\n\n` +
        '```bash\nnpm install\n```\n';
      if (i === 3) text += '\n<Card>\nno closing tag\n';
      if (i === 5) text += '\n# A second title\n\n<Unknownish />\n\n![](/images/none.png)\n';
      if (i === 7) text += '\n[broken](/v9/nowhere)\n\n<Step title="alone">x</Step>\n';
      if (i === 9) text = '---\ntitle: [unclosed\n---\n\nBody\n';
      if (i === 11) text = `import Intro from '/snippets/intro.mdx';\n\n<Intro />\n\n[gone](/snippets/missing.mdx)\n`;
      if (i === 13) text = `---\ntitle: Deep\n---\n\n${'<Note>\n'.repeat(150)}x\n${'</Note>\n'.repeat(150)}`;
      if (i === 17) {
        write(`${page}.mdx`, Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a]));
        continue;
      }
      write(`${page}${i === 19 ? '.md' : '.mdx'}`, text);
    }
  });
  write('snippets/intro.mdx', 'Welcome. <Badge>new</Badge> [Home](/v2/guides/page-0)\n');
  write('orphan.mdx', '---\ntitle: Not in the navigation\n---\n\nBody.\n');
  const docs = {
    name: 'x',
    theme: 'mint',
    colors: { primary: '#000000' },
    navigation: {
      versions: [
        { version: 'v2', groups: [{ group: 'Guides', pages: nav[0] }] },
        { version: 'v1', groups: [{ group: 'Guides', pages: nav[1] }] },
      ],
    },
  };
  write('docs.json', JSON.stringify(docs, null, 2));
  return [...nav[0], ...nav[1]];
}

/** The CLI's lint of `dir` as JSON; `coreAlone` checks with the core's own reads and parses (no threads, trees). */
export async function lintJson(dir: string, extra: string[] = [], coreAlone = false, cwd = dir) {
  const ctx: RunContext = {
    cwd,
    env: {},
    stdoutIsTTY: false,
    packageInfo: () => ({ version: '9.9.9', informationUri: 'https://example.test/' }),
    ...(coreAlone ? { lint: (options) => createDocsService(options).check() } : {}),
  };
  return run(['lint', dir, '--format', 'json', ...extra], ctx);
}
