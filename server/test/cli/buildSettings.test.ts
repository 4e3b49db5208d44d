// `docsjson build` reads .docsjsonrc.json's overrides (and ignores) as lint does, spawned: an override that makes a
// problem an error stops a --strict build; an ignore of that folder lets it through.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

describe('docsjson build with .docsjsonrc.json ignores and overrides (spawned)', function () {
  this.timeout(scaledTimeout(120_000));
  it('an override can stop a --strict build, an ignore lets it through', () => {
    const s = tempSite({
      'docs.json': JSON.stringify({
        $schema: 'https://mintlify.com/docs.json',
        name: 'B',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['index', 'api/one'] },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'api/one.mdx': '---\ntitle: One\n---\n\n![](/logo.png)\n',
      'logo.png': '',
      '.docsjsonrc.json': JSON.stringify({ overrides: [{ files: ['api/**'], rules: { 'image-alt': 'error' } }] }),
    });
    try {
      const stopped = runCli(['build', '.', '--out', 'out', '--strict'], s.dir);
      assert.equal(stopped.code, 1, stopped.stdout);
      assert.match(stopped.stdout, /error +this image has no alternative text/);
      fs.writeFileSync(
        path.join(s.dir, '.docsjsonrc.json'),
        JSON.stringify({ ignores: ['api/'], overrides: [{ files: ['api/**'], rules: { 'image-alt': 'error' } }] }),
      );
      const built = runCli(['build', '.', '--out', 'out2', '--strict'], s.dir);
      assert.equal(built.code, 0, built.stdout);
    } finally {
      s.cleanup();
    }
  });
});
