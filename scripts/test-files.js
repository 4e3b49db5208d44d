// The compiled test files of `npm test`, in the order the runner hands them to its processes: the longest first (as
// long as the last run measured them; a new file by its kind), so that no process is left with a long file at the
// end while the others are idle. Kinds come from what a file asks for, not from a list kept by hand.
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const testRoot = path.join(root, 'server', 'out', 'test');
/** Per-file durations of the last run, written by summary-reporter.js (build output, not kept in git). */
const timingsFile = path.join(testRoot, '.timings.json');

function collect(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collect(full, out);
    else if (entry.name.endsWith('.test.js')) out.push(full);
  }
  return out;
}

/**
 * - corpus: reads the real site beside the repository (server/test/helpers/requirements.ts);
 * - editor: drives a real program (Neovim, Emacs, Chromium) through the same helper;
 * - process: starts the server, the CLI or a package tool as a child process;
 * - unit: everything else, in this process.
 */
function kindOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (/\b(requireCorpusSite|corpusSite)\)?\(/.test(text)) return 'corpus';
  if (/\brequireProgram\)?\(/.test(text)) return 'editor';
  if (/\b(spawn|spawnSync|execFile|execFileSync|fork)\)?\(|TestClient\)?\(/.test(text)) return 'process';
  return 'unit';
}

const KIND_ORDER = ['corpus', 'editor', 'process', 'unit'];

function readTimings() {
  try {
    return JSON.parse(fs.readFileSync(timingsFile, 'utf8'));
  } catch {
    return {};
  }
}

/** The test files whose path contains one of `filters` (all without), longest first, each with its kind. */
function testFiles(filters = []) {
  const all = fs.existsSync(testRoot) ? collect(testRoot, []).sort() : [];
  const chosen = all.filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)));
  const timings = readTimings();
  const files = chosen.map((file) => ({ file, kind: kindOf(file), ms: timings[path.relative(testRoot, file)] }));
  const rank = (f) => KIND_ORDER.indexOf(f.kind);
  return files.sort((a, b) => {
    if (a.ms !== undefined && b.ms !== undefined) return b.ms - a.ms;
    if (a.ms === undefined && b.ms === undefined) return rank(a) - rank(b) || a.file.localeCompare(b.file);
    return a.ms === undefined ? -1 : 1; // unmeasured files first: they may be long
  });
}

module.exports = { testFiles, testRoot, timingsFile, KIND_ORDER };
