// A real editor against the server: headless Neovim 0.7 from Debian (`apt-get install -y neovim`; .ci/run installs
// it). The Lua script (neovim/session.lua) opens a docs.json with a missing page, waits for the diagnostics, asks for
// completions and a definition, creates the page with the quick fix, saves and opens it, and waits for the error
// to clear.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { fileUri, makeSite } from './client';
import { SITE } from './fixtures';
import { requireProgram } from '../helpers/requirements';
import { runNeovimScript } from './neovimRun';
import { scaledTimeout } from '../helpers/timeScale';

describe('Neovim 0.7 (headless) against the server', function () {
  this.timeout(scaledTimeout(60000));

  it('shows the missing page, completes pages and endpoints, goes to definition, creates the page with the quick fix, and clears the error', async function () {
    requireProgram(this, 'nvim', 'apt-get install -y neovim');
    const root = makeSite(SITE);
    try {
      const out = await runNeovimScript('session.lua', root);
      assert.equal(out.opened, true, 'page-missing published after opening docs.json');
      assert.equal(out.uri, fileUri(path.join(root, 'docs.json')));
      const missing = out.diagnostics.filter((d: { code: string }) => d.code === 'page-missing');
      assert.equal(missing.length, 1);
      assert.match(missing[0].message, /guides\/new/);
      assert.equal(missing[0].source, 'docsjson');
      assert.ok(
        out.vim_diagnostics.some((d: { message: string }) => /guides\/new/.test(d.message)),
        'vim.diagnostic has it too',
      );
      assert.ok(
        out.page_completion.includes('intro') && out.page_completion.includes('guides/other'),
        JSON.stringify(out.page_completion),
      );
      assert.ok(out.endpoint_completion.includes('POST /users'), JSON.stringify(out.endpoint_completion));
      assert.equal(out.definition, fileUri(path.join(root, 'intro.mdx')));
      assert.ok(out.actions.includes('Create guides/new.mdx'), JSON.stringify(out.actions));
      assert.equal(out.created, true, 'the quick fix created the page file');
      // Neovim writes the inserted text plus the empty line its new buffer had.
      assert.match(out.created_text, /^---\ntitle: "New"\n---\n?$/);
      assert.equal(
        out.cleared,
        true,
        `the error cleared after the page was created; last: ${JSON.stringify(out.after)}`,
      );
      assert.deepEqual(out.steps, [
        'started',
        'diagnostics',
        'completion',
        'definition',
        'fixed',
        'cleared',
        'stopped',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
