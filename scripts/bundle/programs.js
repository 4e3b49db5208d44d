// The entry of dist/docsjson.bundle.js, the one bundle the CLI, the language server and their worker threads share
// (scripts/bundle.js): each program is started by requiring its entry module, whose top-level code runs it. The
// bundle wraps every module in a function run on its first require, so a program runs (and V8 compiles) only what
// it reaches: lint never starts the site builder, nor the language server's protocol code.
'use strict';

module.exports = {
  docsjson: () => require('../../server/out/src/cli/main.js'),
  'docsjson-language-server': () => require('../../server/out/src/lsp/main.js'),
  cliWorker: () => require('../../server/out/src/node/cliWorker.js'),
  devLintWorker: () => require('../../server/out/src/node/devLintWorker.js'),
  renderWorker: () => require('../../server/out/src/node/renderWorker.js'),
};
