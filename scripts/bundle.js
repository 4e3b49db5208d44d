#!/usr/bin/env node
// Bundles the compiled entry points with esbuild, after `tsc -b`: one file per program loads in a fraction of the
// time of hundreds of modules (the CLI's start-up on a small site halves), and the VS Code extension ships as
// one file. Sources stay in server/out for tests and debugging.
//
// The programs then get a V8 code cache (scripts/codeCache.js): dist/docsjson.js, dist/docsjson-language-server.js
// and the workers' files are small loaders (scripts/cacheLoader.js) that compile the bundle next to them (the shared
// dist/docsjson.bundle.js, or a worker's own dist/<name>.bundle.js) with the bytecode cached at build time in
// dist/<bundle>.cache, and fall back to a plain compile whenever that cache cannot be used.
//
// Source maps (dist/*.map) are written for work on a checkout (node --enable-source-maps) but not shipped: they
// would triple the package. The bundles are not minified, so a shipped stack trace still names our functions, and
// the bundle's module comments (// server/out/src/...) name the source file of each line.
'use strict';
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');
const { cacheFileOf, produceCodeCache, writeLoader } = require('./codeCache');
const { writeGrammarFiles } = require('./bundle/grammarFiles');

const root = path.resolve(__dirname, '..');

// The core reads only the syntax of micromark-extension-math ($$ blocks, $ inline). The package's entry point also
// loads its HTML compiler and with it KaTeX (0.5 MB), which every thread would then read and run at start-up for
// nothing (the site builder renders math with KaTeX itself). The package declares no side effects, so its syntax
// module alone is the same extension.
const mathSyntaxOnly = {
  name: 'math-syntax-only',
  setup(build) {
    const syntax = path.join(path.dirname(require.resolve('micromark-extension-math')), 'lib', 'syntax.js');
    build.onResolve({ filter: /^micromark-extension-math$/ }, () => ({ path: syntax }));
  },
};

// Full OpenAPI validation runs swagger-parser's steps one by one, with its JSON Schema step precompiled
// (server/src/node/openapiSchemaCheck.ts): swagger-parser's own schema step is never called. Its module loads Ajv and
// every OpenAPI schema when swagger-parser is loaded, which would cost each lint's validator thread some 35 ms, so the
// validator's bundles get a stand-in that says so if it is ever called.
const swaggerSchemaStepLeftOut = {
  name: 'swagger-schema-step-left-out',
  setup(build) {
    build.onResolve({ filter: /^\.\/validators\/schema$/ }, (args) =>
      /[\\/]@apidevtools[\\/]swagger-parser[\\/]lib$/.test(args.resolveDir)
        ? { path: 'swagger-schema-step', namespace: 'left-out' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({
      contents:
        "module.exports = function validateSchema() { throw new Error('swagger-parser\\'s schema step is not bundled: docsjson checks the schema with its precompiled validator'); };",
      loader: 'js',
    }));
  },
};

// mainFields: jsonc-parser's UMD build requires its parts dynamically, which a bundle cannot follow; its ESM build can.
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
  mainFields: ['module', 'main'],
  plugins: [mathSyntaxOnly],
};

// Highlighting code loads Shiki's grammars from files of their own (scripts/bundle/shikiGrammarFiles.js), so no
// bundle carries them as code.
const grammarsFromFiles = {
  name: 'grammars-from-files',
  setup(build) {
    build.onResolve({ filter: /^shiki\/langs$/ }, () => ({
      path: path.join(__dirname, 'bundle', 'shikiGrammarFiles.js'),
    }));
  },
};

/**
 * The CLI (lint, build, dev), the language server and the threads they start with the site builder or the page
 * parser share one bundle (scripts/bundle/programs.js), so the package carries that code once: each program's file
 * in dist/ is a small loader that starts its program from the shared bundle. Only the two threads that must start
 * fast carry a small bundle of their own.
 */
const SHARED = { in: 'scripts/bundle/programs.js', out: 'dist/docsjson.bundle.js', plugins: [grammarsFromFiles] };
/**
 * The shared bundle's programs by loader. One code cache serves them all, made by running `warm` through the CLI:
 * the functions lint runs are most of what each program needs first; the rest compile on first use.
 */
const PROGRAMS = [
  { program: 'docsjson', loader: 'dist/docsjson.js', warm: ['lint', path.join(root, 'testFixture/site')] },
  { program: 'docsjson-language-server', loader: 'dist/docsjson-language-server.js' },
  // The CLI's worker thread (page parsing, spec indexes): server/src/node/workerThread.ts looks for it next to the CLI.
  { program: 'cliWorker', loader: 'dist/cliWorker.js' },
  // The build's page-body worker (server/src/node/renderPool.ts looks for it next to the CLI).
  { program: 'renderWorker', loader: 'dist/renderWorker.js' },
  // docsjson dev's lint thread (server/src/node/devLint.ts looks for it next to the CLI).
  { program: 'devLintWorker', loader: 'dist/devLintWorker.js' },
];

// loader: the program's path, a loader with a code cache made by running the bundle with `warm` as its arguments.
const entries = [
  { ...SHARED, loader: PROGRAMS[0].loader, program: PROGRAMS[0].program, warm: PROGRAMS[0].warm },
  // The front matter thread of lint and build: small (the core's page-heads door only), so it reads pages soon.
  {
    in: 'server/out/src/node/frontMatterWorker.js',
    out: 'dist/frontMatterWorker.bundle.js',
    loader: 'dist/frontMatterWorker.js',
    warm: [],
  },
  // Full OpenAPI validation runs in a worker of its own (it may have to be stopped at a deadline), for the CLI and
  // for both copies of the language server.
  {
    in: 'server/out/src/node/specValidatorWorker.js',
    out: 'dist/specValidatorWorker.bundle.js',
    loader: 'dist/specValidatorWorker.js',
    warm: [],
    plugins: [swaggerSchemaStepLeftOut],
  },
  ...extensionEntries('client/dist'),
];

/**
 * The extension carries its own copy of the server (with the spec validator's worker and the page parser's worker,
 * which the server looks for next to itself), so the folder client/ is a complete extension. It runs under the editor's Node, for which a
 * cache made here would be refused anyway: a plain bundle. scripts/package.js builds the same entries, minified and
 * without maps, for the .vsix.
 */
function extensionEntries(outDir) {
  return [
    { in: 'server/out/src/lsp/main.js', out: path.join(outDir, 'server.js') },
    {
      in: 'server/out/src/node/specValidatorWorker.js',
      out: path.join(outDir, 'specValidatorWorker.js'),
      plugins: [swaggerSchemaStepLeftOut],
    },
    { in: 'server/out/src/node/cliWorker.js', out: path.join(outDir, 'cliWorker.js') },
    { in: 'client/out/extension.js', out: path.join(outDir, 'extension.js'), external: ['vscode'] },
  ];
}

async function main() {
  // A cache names the bundle it was made for (the loader checks), but none should outlive its bundle anyway.
  for (const e of entries) if (e.loader) fs.rmSync(cacheFileOf(path.join(root, e.out)), { force: true });
  // What earlier layouts of dist/ held and this one does not (the package ships dist/ as it is).
  const formerFiles = ['siteCommands.js', 'icon-sets.json'];
  for (const program of ['cliWorker', 'docsjson-language-server'])
    formerFiles.push(`${program}.bundle.js`, `${program}.bundle.cache`);
  for (const old of formerFiles)
    for (const file of [old, `${old}.map`]) fs.rmSync(path.join(root, 'dist', file), { force: true });
  const grammars = writeGrammarFiles(path.join(root, 'dist', 'grammars'));
  await Promise.all(
    entries.map((e) =>
      esbuild.build({
        ...common,
        entryPoints: [path.join(root, e.in)],
        outfile: path.resolve(root, e.out),
        external: e.external ?? [],
        plugins: [...common.plugins, ...(e.plugins ?? [])],
      }),
    ),
  );
  // Files the built site ships that are not code of ours (server/src/node/siteAssets.ts looks next to the bundle).
  const minisearch = path.join(path.dirname(require.resolve('minisearch')), '..', 'umd', 'index.js');
  fs.copyFileSync(minisearch, path.join(root, 'dist', 'minisearch.js'));
  const contentCss = path.join(root, 'server', 'src', 'site', 'content', 'content.css');
  if (fs.existsSync(contentCss)) fs.copyFileSync(contentCss, path.join(root, 'dist', 'content.css'));
  // The icon sets, one compact file per set, read by the site builder on a set's first icon (server/src/node/iconSets.ts).
  const { writeIconSetFiles } = require(path.join(root, 'server', 'out', 'src', 'node', 'iconSets.js'));
  writeIconSetFiles(path.join(root, 'dist'));
  await grammars;
  for (const p of PROGRAMS) {
    fs.rmSync(`${path.join(root, p.loader)}.map`, { force: true }); // the map of a bundle that lived at this path
    writeLoader(path.join(root, p.loader), path.join(root, SHARED.out), p.program);
  }
  for (const e of entries) {
    if (!e.loader) continue;
    const bundleFile = path.join(root, e.out);
    const loaderFile = path.join(root, e.loader);
    if (!e.program) writeLoader(loaderFile, bundleFile);
    const problem = produceCodeCache({ bundleFile, loaderFile, program: e.program, warmArgs: e.warm, cwd: root });
    if (problem) console.warn(`bundle: no code cache for ${e.loader} (it still works, only starts slower): ${problem}`);
  }
}

module.exports = { common, extensionEntries, root };

if (require.main === module)
  main().catch((error) => {
    console.error(`bundle failed: ${error.message}`);
    process.exit(1);
  });
