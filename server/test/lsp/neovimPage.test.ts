// A real editor on an MDX page: headless Neovim 0.7 (`apt-get install -y neovim`) runs neovim/page.lua, which opens a
// page with an unclosed component, completes a component name, repairs the page and waits for the error to clear.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { fileUri, makeSite } from './client';
import { SITE } from './fixtures';
import { requireProgram } from '../helpers/requirements';
import { runNeovimScript } from './neovimRun';
import { scaledTimeout } from '../helpers/timeScale';

const BROKEN = '---\ntitle: Broken\n---\n\nIntro.\n\n<Card title="Next">\nMore.\n';

describe('Neovim 0.7 (headless) on an MDX page', function () {
  this.timeout(scaledTimeout(60000));

  it('shows the unclosed component at its opening tag, completes a component name, and clears the error once fixed', async function () {
    requireProgram(this, 'nvim', 'apt-get install -y neovim');
    const root = makeSite({ ...SITE, 'guides/broken.mdx': BROKEN });
    try {
      const out = await runNeovimScript('page.lua', root);
      assert.equal(out.uri, fileUri(path.join(root, 'guides/broken.mdx')));
      assert.equal(out.opened, true, 'mdx-syntax published after opening the page');
      assert.deepEqual(out.syntax.range.start, { line: 6, character: 0 }, 'at the opening tag of <Card>');
      assert.match(out.syntax.message, /Card/);
      assert.ok(
        out.vim_diagnostics.some((d: { lnum: number }) => d.lnum === 6),
        'vim.diagnostic has it too',
      );
      assert.ok(out.completion.includes('Card') && out.completion.includes('Steps'), JSON.stringify(out.completion));
      assert.notEqual(out.card_format, 2, 'no snippet for a client without snippet support');
      assert.equal(out.completed_line, '<Card');
      assert.match(out.fixed_text, /<Card title="Inner" \/>\n<\/Card>$/);
      assert.equal(out.cleared, true, `the error cleared; last: ${JSON.stringify(out.after)}`);
      assert.deepEqual(out.steps, ['started', 'diagnostics', 'completion', 'fixed', 'cleared', 'stopped']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
