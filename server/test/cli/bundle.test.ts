// The programs users run are the esbuild bundles in dist/ (package.json "bin"). A library that hides its requires
// from the bundler breaks only them, so they are run here as shipped.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

function repoRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) || !fs.existsSync(path.join(dir, 'scripts', 'bundle.js')))
    dir = path.dirname(dir);
  return dir;
}

describe('bundled programs', () => {
  const root = repoRoot();
  const bin = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).bin as Record<string, string>;

  it('docsjson lints the example site (exit 0) and a broken one (exit 1) with the same findings as the sources', () => {
    const clean = spawnSync(
      process.execPath,
      [path.join(root, bin.docsjson), 'lint', path.join(root, 'testFixture/site')],
      { encoding: 'utf8' },
    );
    assert.equal(clean.status, 0, clean.stderr);
    const args = ['lint', path.join(root, 'testFixture/broken-openapi'), '--format', 'json'];
    const bundled = spawnSync(process.execPath, [path.join(root, bin.docsjson), ...args], { encoding: 'utf8' });
    const sources = spawnSync(process.execPath, [path.join(root, 'server/out/src/cli/main.js'), ...args], {
      encoding: 'utf8',
    });
    assert.equal(bundled.status, 1, bundled.stderr);
    assert.deepEqual(JSON.parse(bundled.stdout), JSON.parse(sources.stdout));
  });

  it('docsjson-language-server answers --version, and the extension carries its own server', () => {
    const r = spawnSync(process.execPath, [path.join(root, bin['docsjson-language-server']), '--version'], {
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^\d+\.\d+\.\d+/);
    assert.ok(fs.existsSync(path.join(root, 'client/dist/server.js')));
    assert.ok(fs.existsSync(path.join(root, 'client/dist/extension.js')));
  });

  it('the threads lint starts carry only what they run: no configuration schema, MDX parser or KaTeX', () => {
    const text = (file: string) => fs.readFileSync(path.join(root, 'dist', file), 'latin1');
    // Names of modules as esbuild writes them into a bundle.
    const schema = 'core/schema/generated/docsSchemaValidator.js';
    const mdx = 'node_modules/micromark/';
    const katex = 'node_modules/katex/';
    const frontMatter = text('frontMatterWorker.bundle.js');
    const validator = text('specValidatorWorker.bundle.js');
    for (const [name, bundle] of [
      ['front matter', frontMatter],
      ['spec validator', validator],
    ]) {
      for (const part of [schema, mdx, katex]) assert.ok(!bundle.includes(part), `${name} thread carries ${part}`);
    }
    assert.ok(frontMatter.includes('core/pages/frontMatter.js'), 'the front matter thread has its reader');
    assert.ok(
      validator.includes('node_modules/@apidevtools/swagger-parser/'),
      'the validator thread has swagger-parser',
    );
  });

  it('the programs share one bundle, which carries no grammar: the highlighter reads them from dist/grammars/', () => {
    const loaders = [
      'docsjson.js',
      'docsjson-language-server.js',
      'cliWorker.js',
      'renderWorker.js',
      'devLintWorker.js',
    ];
    for (const loader of loaders)
      assert.match(
        fs.readFileSync(path.join(root, 'dist', loader), 'utf8'),
        /^const BUNDLE = "docsjson\.bundle\.js";$/m,
        `${loader} starts its program from the shared bundle`,
      );
    const shared = fs.readFileSync(path.join(root, 'dist', 'docsjson.bundle.js'), 'latin1');
    assert.ok(!shared.includes('node_modules/@shikijs/langs/'), 'no grammar compiled into the bundle');
    const index = JSON.parse(fs.readFileSync(path.join(root, 'dist', 'grammars', 'index.json'), 'utf8')) as {
      languages: { id: string; grammars: string[] }[];
    };
    const mdx = index.languages.find((l) => l.id === 'mdx');
    assert.ok(mdx && mdx.grammars.every((g) => fs.existsSync(path.join(root, 'dist', 'grammars', g))));
  });
});
