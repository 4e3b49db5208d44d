// The README's Neovim recipe, as written, as a user's init.lua in headless Neovim (Debian's 0.7): opening a
// docs.json starts docsjson-language-server found on PATH, attaches it to the buffer and shows its diagnostics; a
// JSON file the docs.json includes gets the same client.
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

const DOCS = JSON.stringify(
  {
    theme: 'mint',
    name: 'Demo',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Start', pages: ['intro', 'missing'] }, { $ref: 'more.json' }] },
  },
  null,
  2,
);

describe("the README's Neovim recipe in headless Neovim", function () {
  this.timeout(scaledTimeout(60000));

  it('attaches docsjson-language-server (from PATH) to docs.json and to the files it includes', async function () {
    requireProgram(this, 'nvim', 'apt-get install -y neovim');
    const root = makeSite({
      'docs/docs.json': DOCS,
      'docs/more.json': '{ "group": "More", "pages": ["intro"] }\n',
      'docs/intro.mdx': '---\ntitle: Intro\n---\n',
    });
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-nvim-home-'));
    try {
      const init = path.join(home, 'init.lua');
      fs.writeFileSync(init, readmeBlock('lua'));
      const bin = serverOnPath(home, path.resolve(SERVER_MAIN));
      const outFile = path.join(home, 'out.json');
      const check = path.join(repoRoot(), 'server', 'test', 'lsp', 'neovim', 'recipeCheck.lua');
      const out = await runEditor({
        name: 'nvim',
        command: 'nvim',
        args: ['--headless', '-n', '-i', 'NONE', '-u', init, 'docs/docs.json', '-c', `luafile ${check}`],
        cwd: root,
        env: {
          PATH: `${bin}${path.delimiter}${process.env.PATH}`,
          XDG_CONFIG_HOME: home,
          XDG_DATA_HOME: home,
          XDG_STATE_HOME: home,
          OUT_FILE: outFile,
          INCLUDED_FILE: path.join(root, 'docs', 'more.json'),
        },
        outFile,
        timeoutMs: 50000,
      });
      assert.equal(out.attached, true, 'a client attached to docs.json');
      assert.deepEqual(
        out.clients.map((c: { name: string }) => c.name),
        ['docsjson'],
      );
      assert.equal(out.diagnosed, true, 'diagnostics arrived');
      assert.ok(
        out.diagnostics.some((d: { message: string }) => /page "missing" has no file/.test(d.message)),
        JSON.stringify(out.diagnostics),
      );
      assert.deepEqual(out.included_clients, out.clients, 'the included file shares the docs folder’s client');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
