#!/usr/bin/env node
// Builds the VS Code extension package (.vsix) offline, after `tsc -b`:
//   node scripts/package.js [--out FILE.vsix]        (npm run package: docsjson-vscode-<version>.vsix)
// The package is assembled in a fresh staging folder from an allowlist of client/ files, so nothing else of the
// repository (sources, compiled output, maps, tsconfig) can end up in it. The extension and its copy of the server
// are bundled with esbuild, minified and without source maps; the manifest takes its version, licence, homepage
// and repository from the root package.json, so the extension and the tools it carries never disagree.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const esbuild = require('esbuild');
const { createVSIX } = require('@vscode/vsce');
const { common, extensionEntries, root } = require('./bundle');

const client = path.join(root, 'client');
/** What the package holds besides the two bundles: the manifest's own files and what it points at. */
const STAGED = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'LICENSE',
  '.vscodeignore',
  'images',
  'media',
  'language-configuration',
  'syntaxes',
];
const FROM_ROOT_MANIFEST = ['version', 'license', 'homepage', 'repository', 'bugs', 'author'];

function parseArgs(argv) {
  const i = argv.indexOf('--out');
  return { out: i >= 0 ? path.resolve(argv[i + 1] ?? '') : undefined };
}

function stageManifest(stage) {
  const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const manifest = JSON.parse(fs.readFileSync(path.join(client, 'package.json'), 'utf8'));
  for (const key of FROM_ROOT_MANIFEST) if (rootManifest[key] !== undefined) manifest[key] = rootManifest[key];
  delete manifest.scripts;
  delete manifest.devDependencies;
  fs.writeFileSync(path.join(stage, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

async function packageExtension({ out } = {}) {
  for (const built of ['client/out/extension.js', 'server/out/src/lsp/main.js'])
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run "npx tsc -b" first`);
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-vsix-'));
  try {
    for (const name of STAGED) fs.cpSync(path.join(client, name), path.join(stage, name), { recursive: true });
    const manifest = stageManifest(stage);
    // The schema of .docsjsonrc.json, which the manifest's jsonValidation points at, built from the rule registry.
    fs.mkdirSync(path.join(stage, 'schemas'));
    fs.copyFileSync(
      path.join(root, 'schema', 'docsjsonrc.schema.json'),
      path.join(stage, 'schemas', 'docsjsonrc.schema.json'),
    );
    await Promise.all(
      extensionEntries(path.join(stage, 'dist')).map((e) =>
        esbuild.build({
          ...common,
          minify: true,
          sourcemap: false,
          entryPoints: [path.join(root, e.in)],
          outfile: e.out,
          external: e.external ?? [],
          plugins: [...common.plugins, ...(e.plugins ?? [])],
        }),
      ),
    );
    // Not in dist/, which holds exactly what the npm package ships.
    const packagePath = out ?? path.join(root, `${manifest.name}-${manifest.version}.vsix`);
    fs.mkdirSync(path.dirname(packagePath), { recursive: true });
    await createVSIX({
      cwd: stage,
      packagePath,
      dependencies: false, // everything the extension runs is in the two bundles
      // README images are files of the package; VS Code shows them from the installed extension.
      rewriteRelativeLinks: false,
      allowMissingRepository: !manifest.repository,
    });
    return { packagePath, manifest };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

module.exports = { packageExtension };

if (require.main === module) {
  const started = Date.now();
  packageExtension(parseArgs(process.argv.slice(2))).then(
    ({ packagePath }) => {
      const kb = (fs.statSync(packagePath).size / 1024).toFixed(0);
      console.log(`packaged ${path.relative(process.cwd(), packagePath)} (${kb} KB) in ${Date.now() - started} ms`);
    },
    (error) => {
      console.error(`package failed: ${error.message ?? error}`);
      process.exit(1);
    },
  );
}
