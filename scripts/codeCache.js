#!/usr/bin/env node
// V8 code caches for the bundled programs (used by scripts/bundle.js). For each program:
//   1. writeLoader(): dist/<name>.js becomes the small loader of scripts/cacheLoader.js, pointing at the bundle
//      dist/<name>.bundle.js;
//   2. produceCodeCache(): a child process (plain `node`, without NODE_OPTIONS: V8 refuses a cache made under other
//      flags) compiles the bundle exactly as the loader does, runs it once with a warm-up command line (e.g.
//      `lint testFixture/site`) so that the functions a real run needs are compiled too, and at exit writes
//      script.createCachedData() to dist/<name>.bundle.cache.
// Cache file: a 128-byte ASCII header, padded with spaces (128 keeps the V8 data 8-byte aligned, so V8 need not copy
// it), then the V8 data:
//   docsjson-code-cache 1 <crc32 of the bundle file, hex> <its bytes> <crc32 of the V8 data, hex> <its bytes>
// The loader uses the data only if all of it matches the bundle next to it: V8 itself only compares the length of
// the source, and accepts corrupted data (which may crash the process); see cacheLoader.js.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const vm = require('vm');
const zlib = require('zlib');

const HEADER = 128;
const MAGIC = 'docsjson-code-cache 1';
/** The CommonJS wrapper the loader compiles the bundle in; a cache is only valid for this exact text. */
const WRAP_HEAD = '(function (exports, require, module, __filename, __dirname) { ';
const LOADER_TEMPLATE = path.join(__dirname, 'cacheLoader.js');

function cacheFileOf(bundleFile) {
  return bundleFile.replace(/\.js$/, '.cache');
}

/** Writes the loader of bundleFile (in the same folder) to loaderFile. */
function writeLoader(loaderFile, bundleFile, program = '') {
  if (path.dirname(loaderFile) !== path.dirname(bundleFile))
    throw new Error('the loader and its bundle must share a folder');
  const fill = { "'%BUNDLE%'": path.basename(bundleFile), "'%WRAP_HEAD%'": WRAP_HEAD, "'%PROGRAM%'": program };
  let text = fs.readFileSync(LOADER_TEMPLATE, 'utf8');
  for (const [placeholder, value] of Object.entries(fill)) {
    if (!text.includes(placeholder)) throw new Error(`${LOADER_TEMPLATE} has no ${placeholder}`);
    text = text.replace(placeholder, () => JSON.stringify(value));
  }
  writeAtomically(loaderFile, text, 0o755);
}

function writeAtomically(file, data, mode) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data, { mode });
  fs.renameSync(tmp, file);
}

/** Header + data of a cache file for the bundle whose bytes are bundleBytes. */
function encodeCache(bundleBytes, data) {
  const header = Buffer.alloc(HEADER, ' ');
  const text = `${MAGIC} ${zlib.crc32(bundleBytes).toString(16)} ${bundleBytes.length} ${zlib.crc32(data).toString(16)} ${data.length}`;
  if (text.length >= HEADER) throw new Error('code cache header too long');
  header.write(text, 0, 'latin1');
  return Buffer.concat([header, data]);
}

/**
 * Runs the bundle once in a child process with warmArgs as its command line and writes its code cache next to it.
 * Returns undefined on success, else why there is no cache (the program still runs without one, only slower).
 */
function produceCodeCache({ bundleFile, loaderFile, program = '', warmArgs, cwd }) {
  const cacheFile = cacheFileOf(bundleFile);
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  delete env.DOCSJSON_CODE_CACHE_DEBUG;
  const job = JSON.stringify({ bundleFile, loaderFile, program, warmArgs, cacheFile });
  const r = spawnSync(process.execPath, [__filename, '--produce', job], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (r.error) return r.error.message;
  let header;
  try {
    header = fs.readFileSync(cacheFile).toString('latin1', 0, HEADER);
  } catch {
    return `no cache written (exit ${r.status}${r.signal ? `, ${r.signal}` : ''}) ${r.stderr.trim().slice(0, 1000)}`;
  }
  if (!header.startsWith(`${MAGIC} `)) return `${cacheFile} is not a code cache`;
  return undefined;
}

/** Child side of produceCodeCache. */
function produce({ bundleFile, loaderFile, program, warmArgs, cacheFile }) {
  fs.rmSync(cacheFile, { force: true });
  const bytes = fs.readFileSync(bundleFile);
  let source = bytes.toString('utf8'); // the loader's latin1 shortcut gives the same text for an ASCII bundle
  if (source.startsWith('#!')) source = `//${source.slice(2)}`;
  const script = new vm.Script(`${WRAP_HEAD}${source}\n})`, {
    filename: bundleFile,
    importModuleDynamically: vm.constants && vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  process.on('exit', (code) => {
    // 0, or 1 for problems found, is a complete run; 2 (usage or internal error) is a warm-up gone wrong: no cache.
    if (code !== 0 && code !== 1) return;
    writeAtomically(cacheFile, encodeCache(bytes, script.createCachedData()), 0o644);
    process.exitCode = 0;
  });
  const mod = { id: '.', filename: loaderFile, exports: {}, loaded: false, children: [], paths: [] };
  process.argv = [process.execPath, loaderFile, ...warmArgs];
  script
    .runInThisContext()
    .call(
      mod.exports,
      mod.exports,
      require('module').createRequire(loaderFile),
      mod,
      bundleFile,
      path.dirname(bundleFile),
    );
  if (program) mod.exports[program]();
}

module.exports = { HEADER, WRAP_HEAD, cacheFileOf, writeLoader, produceCodeCache, encodeCache };

if (require.main === module && process.argv[2] === '--produce') produce(JSON.parse(process.argv[3]));
