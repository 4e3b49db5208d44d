// The README's Emacs recipe, as written, in batch-mode Emacs with eglot (Debian's emacs-nox and elpa-eglot): opening
// a docs.json starts docsjson-language-server found on PATH, Flymake shows its diagnostics, and page completion
// works after a "/" (eglot filters on the text after it) and completes through completion-at-point.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { requireProgram } from '../helpers/requirements';
import { repoRoot } from '../cli/helpers';
import { makeSite, SERVER_MAIN } from './client';
import { runEditor } from './editorRun';
import { readmeBlock, serverOnPath } from './readme';
import { scaledTimeout } from '../helpers/timeScale';

const DOCS = `{
  "theme": "mint",
  "name": "Demo",
  "colors": { "primary": "#0D9373" },
  "navigation": { "pages": ["intro", "missing"] }
}
`;
const page = (title: string) => `---\ntitle: ${title}\n---\n`;

describe("the README's Emacs recipe in batch-mode Emacs with eglot", function () {
  this.timeout(scaledTimeout(90000));

  it('shows the diagnostics and completes pages, also after a "/"', async function () {
    requireProgram(this, 'emacs', 'apt-get install -y emacs-nox elpa-eglot', [
      '--batch',
      '-q',
      '--eval',
      "(require 'eglot)",
    ]);
    const root = makeSite({
      'docs.json': DOCS,
      'intro.mdx': page('Intro'),
      'guides/install.mdx': page('Install'),
      'guides/intro.mdx': page('Guide intro'),
      'guides/get-started.mdx': page('Get started'),
      'reference/index.mdx': page('Reference'),
    });
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-emacs-home-'));
    try {
      const recipe = path.join(home, 'recipe.el');
      fs.writeFileSync(recipe, readmeBlock('elisp'));
      const bin = serverOnPath(home, path.resolve(SERVER_MAIN));
      const outFile = path.join(home, 'out.json');
      const session = path.join(repoRoot(), 'server', 'test', 'lsp', 'emacs', 'session.el');
      // -q: no init file of the user's (the recipe stands in for it), but the system's site files, which make
      // Debian's elpa-eglot loadable.
      const out = await runEditor({
        name: 'emacs',
        command: 'emacs',
        args: ['--batch', '-q', '-l', recipe, '-l', session],
        cwd: root,
        env: {
          HOME: home,
          PATH: `${bin}${path.delimiter}${process.env.PATH}`,
          DOCS_FILE: path.join(root, 'docs.json'),
          OUT_FILE: outFile,
        },
        outFile,
        timeoutMs: 80000,
      });
      assert.equal(out.mode, 'docsjson-mode');
      assert.equal(out.managed, true, `eglot connected: ${JSON.stringify(out)}`);
      assert.ok(
        out.diagnostics.some((d: string) => /page-missing.*page "missing" has no file/.test(d)),
        JSON.stringify(out.diagnostics),
      );
      assert.deepEqual(out.completions, {
        'guides/': ['', ['get-started', 'install', 'intro']],
        'guides/in': ['in', ['install', 'intro']],
        'guides/get-st': ['st', ['started']],
      });
      assert.equal(out.completed.trim(), '"navigation": { "pages": ["guides/get-started", "missing"] }');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
