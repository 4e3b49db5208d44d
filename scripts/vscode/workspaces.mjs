// The folders the real-VS-Code test opens, written fresh for every run: a small docs site with one missing page
// and one schema problem (its second group included from nav/guides.json), and a folder with only a package.json (the extension must stay asleep there).
import * as fs from 'node:fs';
import * as path from 'node:path';

const DOCS = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Real VS Code check',
  colors: { primary: '#0D9373' },
  appearance: { strict: 'yes' },
  navigation: {
    groups: [{ group: 'Start', pages: ['index', 'guides/missing-page'] }, { $ref: 'nav/guides.json' }],
  },
};

/** docs.json as written (and as a formatter writes it back). */
export const DOCS_TEXT = JSON.stringify(DOCS, null, 2) + '\n';

function write(root, files) {
  fs.rmSync(root, { recursive: true, force: true });
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

export function writeWorkspaces(dir) {
  return {
    site: write(path.join(dir, 'site'), {
      'docs.json': DOCS_TEXT,
      'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      'guides/first.mdx': '---\ntitle: First guide\n---\n\nSome text.\n',
      'nav/guides.json': JSON.stringify({ group: 'Guides', pages: ['guides/first'] }, null, 2) + '\n',
    }),
    plain: write(path.join(dir, 'plain'), {
      'package.json': JSON.stringify({ name: 'not-a-docs-site', version: '1.0.0' }, null, 2) + '\n',
    }),
  };
}
