#!/usr/bin/env node
// Bundles the compiled entry points with esbuild, after `tsc -b`: one file per program loads in a fraction of the
// time of hundreds of modules (the CLI's start-up on a small site halves), and the VS Code extension ships as
// one file. Sources stay in server/out for tests and debugging.
'use strict';
const path = require('path');
const esbuild = require('esbuild');

const root = path.resolve(__dirname, '..');
// mainFields: jsonc-parser's UMD build requires its parts dynamically, which a bundle cannot follow; its ESM build can.
const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning', legalComments: 'none', mainFields: ['module', 'main'] };

const entries = [
  { in: 'server/out/src/cli/main.js', out: 'dist/docsjson.js' },
  { in: 'server/out/src/lsp/main.js', out: 'dist/docsjson-language-server.js' },
  // The extension carries its own copy of the server, so the folder client/ is a complete extension.
  { in: 'server/out/src/lsp/main.js', out: 'client/dist/server.js' },
  { in: 'client/out/extension.js', out: 'client/dist/extension.js', external: ['vscode'] },
];

Promise.all(
  entries.map((e) =>
    esbuild.build({ ...common, entryPoints: [path.join(root, e.in)], outfile: path.join(root, e.out), external: e.external ?? [] }),
  ),
).catch((error) => {
  console.error(`bundle failed: ${error.message}`);
  process.exit(1);
});
