// The layers of the design are enforced by ESLint (eslint.config.mjs), not by memory: code that crosses a layer is
// refused, code that keeps to its door passes. Run through ESLint's own API on snippets placed in each layer.
import assert from 'node:assert/strict';
import * as path from 'path';
import { ESLint } from 'eslint';
import { scaledTimeout } from '../helpers/timeScale';

const root = path.resolve(__dirname, '../../../..');

describe('layers enforced by ESLint', function () {
  this.timeout(scaledTimeout(60000));
  const eslint = new ESLint({ cwd: root });
  const messages = async (file: string, text: string) =>
    (await eslint.lintText(text, { filePath: path.join(root, file) }))[0].messages.map((m) => m.ruleId);

  it('refuses Node built-ins in the core and the site builder, imported or required', async () => {
    assert.deepEqual(await messages('server/src/core/x.ts', "import * as fs from 'fs';\nexport const a = fs;\n"), [
      '@typescript-eslint/no-restricted-imports',
    ]);
    assert.deepEqual(await messages('server/src/core/x.ts', "export const fs = require('node:fs');\n"), [
      'no-restricted-syntax',
    ]);
    assert.deepEqual(await messages('server/src/site/x.ts', "export const p = require('path/posix');\n"), [
      'no-restricted-syntax',
    ]);
    assert.deepEqual(await messages('server/src/core/x.ts', "export const y = require('yaml');\n"), []);
  });

  it('lets adapters into the site builder only through its doors', async () => {
    assert.deepEqual(
      await messages(
        'server/src/lsp/handlers/x.ts',
        "export { renderEditorPreview } from '../../site/editorPreview';\n",
      ),
      ['@typescript-eslint/no-restricted-imports'],
    );
    assert.deepEqual(
      await messages('server/src/node/x.ts', "export { resolveSite } from '../site/resolveNavigation';\n"),
      ['@typescript-eslint/no-restricted-imports'],
    );
    assert.deepEqual(
      await messages('server/src/lsp/handlers/x.ts', "export { renderEditorPreview } from '../../site/preview';\n"),
      [],
    );
    assert.deepEqual(await messages('server/src/cli/x.ts', "export { resolveSite } from '../site';\n"), []);
  });

  it('lets adapters into the core only through its doors', async () => {
    assert.deepEqual(
      await messages('server/src/cli/x.ts', "export { placeEndpointPages } from '../core/routes/endpointPages';\n"),
      ['@typescript-eslint/no-restricted-imports'],
    );
    assert.deepEqual(await messages('server/src/cli/x.ts', "export { placeEndpointPages } from '../core';\n"), []);
  });
});
