#!/usr/bin/env node
// Writes the VS Code extension's copy of the preview protocol from the server's definition
// (server/src/lsp/previewProtocol.ts): the extension is built on its own and cannot import the server's sources.
// `node scripts/protocol.js --check` says whether the copy is current (a test runs it).
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const SOURCE = path.join(root, 'server/src/lsp/previewProtocol.ts');
const COPY = path.join(root, 'client/src/preview/previewProtocol.ts');
const HEADER =
  '// Generated from server/src/lsp/previewProtocol.ts by `npm run protocol`: edit that file, not this one.\n';

function expectedCopy() {
  return HEADER + fs.readFileSync(SOURCE, 'utf8');
}

if (require.main === module) {
  const expected = expectedCopy();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(COPY) ? fs.readFileSync(COPY, 'utf8') : '';
    if (current !== expected) {
      process.stderr.write(
        `${path.relative(root, COPY)} is not the copy of ${path.relative(root, SOURCE)}: run npm run protocol\n`,
      );
      process.exitCode = 1;
    }
  } else {
    fs.writeFileSync(COPY, expected);
  }
}

module.exports = { expectedCopy, SOURCE, COPY };
