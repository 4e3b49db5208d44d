#!/usr/bin/env node
// Start-up loader of a bundled docsjson program. scripts/bundle.js copies this template to dist/ under the program's
// name (dist/docsjson.js, dist/docsjson-language-server.js) with the two constants below filled in; the program
// itself is the esbuild bundle next to it (BUNDLE). A bundle several programs share exports a table of them; PROGRAM
// names the one this loader starts (empty: the bundle is the program and runs on load).
//
// It compiles the bundle with the V8 code cache that scripts/codeCache.js wrote at build time (the bytecode of every
// function a run on the example site used), which skips most of the parsing and compiling of a 1 MB bundle. The
// cache only accelerates: missing, unreadable, made from other bundle text, corrupted (checked by CRC-32: V8 release
// builds do not checksum code caches, and a flipped byte can crash the process) or refused by V8 (another Node
// version, other V8 flags) -> the bundle is compiled from its source, as `node BUNDLE` would.
//
// The bundle runs as this CommonJS module: it gets this module's exports, require and module (so require.main is
// this module, as it would be for the bundle run directly), with __filename and __dirname of the bundle, so stack
// traces name the bundle file and its lines. Under --enable-source-maps the bundle is simply require()d instead, so
// that Node maps its stack traces to the TypeScript sources as before.
// DOCSJSON_CODE_CACHE_DEBUG=1 prints what happened to the cache on stderr.
'use strict';
const BUNDLE = '%BUNDLE%';
const HEAD = '%WRAP_HEAD%';
const PROGRAM = '%PROGRAM%';

const fs = require('fs');
const path = require('path');
const vm = require('vm');

const filename = path.join(__dirname, BUNDLE);
const debug = !!process.env.DOCSJSON_CODE_CACHE_DEBUG;
const report = (status) => debug && process.stderr.write(`docsjson code cache: ${status}\n`);

// Node maps stack traces through a source map (--enable-source-maps) only for the modules it loads itself.
if (process.sourceMapsEnabled) {
  report('not used (source maps enabled)');
  module.exports = require(filename);
  if (PROGRAM) module.exports[PROGRAM]();
  return;
}

const bytes = fs.readFileSync(filename);
// esbuild writes ASCII (charset "ascii"): then latin1 is the same text and decodes faster than UTF-8.
let source = bytes.toString(require('buffer').isAscii(bytes) ? 'latin1' : 'utf8');
// A hashbang is only valid at the very start of a script: inside the wrapper it becomes a comment of equal length.
if (source.startsWith('#!')) source = `//${source.slice(2)}`;
const wrapped = `${HEAD}${source}\n})`;

/**
 * The V8 data of the cache file, or a reason why there is none. Header (128 bytes, see scripts/codeCache.js):
 * "docsjson-code-cache 1 <crc32 of the bundle> <bundle bytes> <crc32 of the data> <data bytes>".
 */
function readCache() {
  let file;
  try {
    file = fs.readFileSync(filename.replace(/\.js$/, '.cache'));
  } catch (e) {
    return { reason: `missing (${e.code || e.message})` };
  }
  const HEADER = 128;
  if (file.length <= HEADER) return { reason: 'invalid (too short)' };
  const fields = file.toString('latin1', 0, HEADER).trimEnd().split(' ');
  if (fields.length !== 6 || fields[0] !== 'docsjson-code-cache' || fields[1] !== '1')
    return { reason: 'invalid (not a docsjson code cache)' };
  const data = file.subarray(HEADER);
  if (Number(fields[3]) !== bytes.length || Number(fields[5]) !== data.length)
    return { reason: 'invalid (made for another bundle, or truncated)' };
  const { crc32 } = require('zlib');
  if (crc32(bytes).toString(16) !== fields[2]) return { reason: 'invalid (made for another bundle)' };
  if (crc32(data).toString(16) !== fields[4]) return { reason: 'invalid (checksum mismatch)' };
  return { data };
}

const options = { filename, importModuleDynamically: vm.constants && vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER };
let cache;
try {
  cache = readCache();
} catch (e) {
  cache = { reason: `unreadable (${e && e.message})` };
}
let script;
if (cache.data) {
  try {
    script = new vm.Script(wrapped, { ...options, cachedData: cache.data });
    report(script.cachedDataRejected ? 'rejected by V8' : 'used');
  } catch (e) {
    report(`failed (${e && e.message})`);
  }
} else {
  report(cache.reason);
}
if (!script) script = new vm.Script(wrapped, options); // a genuine syntax error of the bundle is thrown from here
script.runInThisContext({ displayErrors: true }).call(exports, exports, require, module, filename, __dirname);
if (PROGRAM) module.exports[PROGRAM]();
