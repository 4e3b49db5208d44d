#!/usr/bin/env node
// `npm run bench`: generates synthetic docs sites (1k, 10k, 100k pages, and one shaped like the largest real
// site: 4 languages x 34 versions, 23k entries) in a temporary folder and measures
//   - lint without the page rules (whole process) against the floor script (whole process), both spawned with
//     this Node; lint with the page rules, cold and with --cache on unchanged pages (also on the real site
//     ../shared/corpus-dev when it is there); the cost of reading front matter per page;
//   - lint's peak memory;
//   - our language server per keystroke (didChange -> diagnostics that reflect it) against VS Code's JSON
//     language server validating the same text with our schema; completion of a page path; server peak memory;
//   - the core's OpenAPI index build for a 2,000-operation spec and for GitHub's REST description.
// Prints a table (measurement, size, value, budget, holds) and the results as JSON (also written to
// .bench/results.json). Exit 0 when every measurement was taken (even if a budget fails: the table says so),
// 1 when a measurement could not be taken at all, 2 on bad arguments.
//
// Flags: --sizes 1000,10000   --runs N (timed runs per measurement)   --quick (tiny site, 1 run: the smoke test)
//        --out FILE   --keep (leave the generated sites in place and print where)
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync, spawn } = require('child_process');
const { generateSite, largestRealShapeForEditor, specDocument, specOperations } = require('./generateSite');
const { benchOurs, benchEditorFromFirst, benchVsCodeJson } = require('./serverBench');
const { median } = require('./lspClient');

const repoRoot = path.resolve(__dirname, '..', '..');
// What ships: the package's bins (bundles or compiled entry points, whatever package.json names).
function binPath(name, fallback) {
  try {
    const bin = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).bin?.[name];
    if (typeof bin === 'string') return path.join(repoRoot, bin);
  } catch {
    // fall back below
  }
  return path.join(repoRoot, fallback);
}
const CLI_MAIN = binPath('docsjson', 'server/out/src/cli/main.js');
const SERVER_MAIN = binPath('docsjson-language-server', 'server/out/src/lsp/main.js');
// DOCSJSON_BENCH_SCHEMA: another schema file for VS Code's JSON server (for trying the harness before ours exists).
const SCHEMA = process.env.DOCSJSON_BENCH_SCHEMA
  ? path.resolve(process.env.DOCSJSON_BENCH_SCHEMA)
  : path.join(repoRoot, 'schema', 'docs.schema.json');
const FLOOR = path.join(__dirname, 'floor.js');
const OPENAPI_INDEX = path.join(__dirname, 'openapiIndex.js');
const FRONT_MATTER_COST = path.join(__dirname, 'frontMatterCost.js');
/**
 * The shape of the largest real site: a 2.4 MB docs.json of 4 languages x 34 versions with 23,000 entries, 24,800
 * page files of about 1,700 distinct texts.
 */
const REAL_SHAPE = largestRealShapeForEditor();
const GITHUB_SPEC = path.join(repoRoot, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json');
const TIME_BIN = '/usr/bin/time';
const LINT_BUDGET_MS = 40000; // per site size: timed lint+floor runs beyond this are dropped

const now = () => Number(process.hrtime.bigint()) / 1e6;
const round = (x, d = 2) =>
  x === undefined || x === null || Number.isNaN(x) ? undefined : Math.round(x * 10 ** d) / 10 ** d;

// ---------------------------------------------------------------------------------------------------------------
// Arguments

function parseArgs(argv) {
  const args = {
    sizes: [1000, 10000, 100000],
    runs: undefined,
    quick: false,
    out: undefined,
    keep: false,
    real: true,
    only: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--quick') args.quick = true;
    else if (a === '--keep') args.keep = true;
    else if (a === '--no-real') args.real = false;
    else if (a.startsWith('--only')) {
      args.only = value();
      if (args.only !== 'editor')
        throw new Error('--only takes editor (the editor from the first keystroke, real shape)');
    } else if (a.startsWith('--sizes')) {
      args.sizes = value()
        .split(',')
        .map((s) => Number(s.trim()));
      if (args.sizes.some((n) => !Number.isInteger(n) || n < 10))
        throw new Error('--sizes takes integers >= 10, e.g. --sizes 1000,10000');
    } else if (a.startsWith('--runs')) {
      args.runs = Number(value());
      if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs takes an integer >= 1');
    } else if (a.startsWith('--out')) args.out = path.resolve(value());
    else if (a === '--help' || a === '-h') {
      console.log(
        'usage: node scripts/bench/run.js [--sizes 1000,10000,100000] [--runs N] [--quick] [--no-real] [--only editor] [--out FILE] [--keep]',
      );
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (args.only === 'editor') {
    // Only the real-shaped site's editor sessions: no generated sizes, no lint, no other server measurements.
    args.sizes = [];
    args.real = true;
  }
  if (args.quick) {
    args.sizes = [40];
    args.runs ??= 1;
  }
  args.out ??= path.join(repoRoot, '.bench', args.quick ? 'results-quick.json' : 'results.json');
  return args;
}

// Timed runs per measurement when --runs is not given: fewer at 100k, where each run costs seconds.
function plan(size, runs) {
  if (runs !== undefined) {
    return {
      lint: runs,
      keystroke: runs,
      theirsPush: runs,
      theirsPull: runs,
      completion: runs,
      warmup: Math.min(2, runs + 1),
    };
  }
  if (size >= 50000) return { lint: 3, keystroke: 6, theirsPush: 3, theirsPull: 3, completion: 10, warmup: 2 };
  return { lint: 5, keystroke: 10, theirsPush: 5, theirsPull: 10, completion: 20, warmup: 2 };
}

// Budgets from the issue. `sizes`: the site sizes the budget applies to; elsewhere the figure is only reported.
const BUDGETS = {
  lintRatio10k: { limit: 2.6, sizes: [10000], text: 'lint / floor <= 2.6' },
  lintRatio100k: { limit: 2.3, sizes: [100000], text: 'lint / floor <= 2.3' },
  pagesLint: { limit: 5000, sizes: [10000], text: '<= 5 s cold' },
  pagesCached: { limit: 1.5, sizes: [10000], text: '<= 1.5x lint without page rules' },
  firstDiagnostics: { limit: 1000, sizes: ['real'], text: '<= 1 s' },
  completionFolder: { limit: 5, sizes: ['real'], text: '<= 5 ms' },
  lintPeak: { limit: 300, sizes: [100000], text: '<= 300 MB' },
  keystroke: { limit: 20, sizes: [10000, 'real'], text: '<= 20 ms' },
  keystrokeRatio: { limit: 0.1, sizes: [10000], text: 'ours / theirs <= 0.1' },
  completion: { limit: 5, sizes: [10000], text: '<= 5 ms' },
  editorKeystroke: { limit: 20, sizes: ['real'], text: '<= 20 ms' },
  editorKeystrokeMax: { limit: 60, sizes: ['real'], text: '<= 60 ms' },
  editorCompletion: { limit: 5, sizes: ['real'], text: '<= 5 ms' },
};
/** Keystrokes from the first after opening, per session; the pause of the typing pace (over the 200 ms of quiet). */
const EDITOR_KEYSTROKES = 30;
const TYPING_PAUSE_MS = 250;

// ---------------------------------------------------------------------------------------------------------------
// Results

const results = { measurements: [] };

/** Records one measurement. value undefined + reason => unavailable. */
function record(id, size, label, { value, unit, budget, reason, details, holdsOverride, note }) {
  const m = { id, size, label, unit };
  if (value === undefined || value === null) {
    m.status = 'unavailable';
    m.reason = reason ?? 'not measured';
  } else {
    m.status = 'ok';
    m.value = value;
  }
  if (budget && (size === undefined || budget.sizes.includes(size))) {
    m.budget = budget.text;
    m.limit = budget.limit;
    if (m.status === 'ok') m.holds = holdsOverride ?? value <= budget.limit;
    else m.holds = false;
  }
  if (note) m.note = note;
  if (details) m.details = details;
  results.measurements.push(m);
  return m;
}

// ---------------------------------------------------------------------------------------------------------------
// Processes: wall time from spawn to exit, and peak RSS.

let memoryMethod;
function pickMemoryMethod() {
  if (memoryMethod) return memoryMethod;
  if (fs.existsSync(TIME_BIN)) {
    const probeFile = path.join(os.tmpdir(), `docsjson-bench-time-probe-${process.pid}.txt`);
    const probe = spawnSync(TIME_BIN, ['-f', '%M', '-o', probeFile, process.execPath, '-e', '0'], { encoding: 'utf8' });
    let text = '';
    try {
      text = fs.readFileSync(probeFile, 'utf8');
      fs.rmSync(probeFile, { force: true });
    } catch {
      // no GNU time
    }
    if (probe.status === 0 && /^\d+\s*$/.test(text)) {
      memoryMethod = { kind: 'time', text: `${TIME_BIN} -f %M (maxrss of the process from wait4)` };
      return memoryMethod;
    }
  }
  memoryMethod = { kind: 'preload', text: 'node -r <preload> reporting process.resourceUsage().maxRSS at exit' };
  return memoryMethod;
}

/**
 * Runs `node <script> ...args` once, to exit; returns { ms, status, signal, stdout, stderr, peakMB }.
 * The same wrapper is used for lint and for the floor, so both pay the same (tiny) overhead.
 */
function runNode(scriptArgs, tmpDir) {
  const method = pickMemoryMethod();
  const memFile = path.join(tmpDir, `mem-${process.pid}-${Math.random().toString(36).slice(2)}.txt`);
  let cmd;
  let args;
  if (method.kind === 'time') {
    cmd = TIME_BIN;
    args = ['-f', '%M', '-o', memFile, process.execPath, ...scriptArgs];
  } else {
    const preload = path.join(tmpDir, 'maxrss-preload.js');
    if (!fs.existsSync(preload)) {
      fs.writeFileSync(
        preload,
        "process.on('exit',()=>{require('fs').writeFileSync(process.env.BENCH_MAXRSS_FILE,String(process.resourceUsage().maxRSS))});\n",
      );
    }
    cmd = process.execPath;
    args = ['-r', preload, ...scriptArgs];
  }
  const t0 = now();
  const r = spawnSync(cmd, args, {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, BENCH_MAXRSS_FILE: memFile, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 240000,
  });
  const ms = now() - t0;
  let peakMB;
  try {
    const kb = Number(fs.readFileSync(memFile, 'utf8').trim().split('\n').pop());
    if (kb > 0) peakMB = kb / 1024;
    fs.rmSync(memFile, { force: true });
  } catch {
    // no figure
  }
  // GNU time exits with the child's status; it reports a signal as "Command terminated by signal".
  return {
    ms,
    status: r.status,
    signal: r.signal,
    stdout: r.stdout ?? '',
    stderr: r.stderr ?? '',
    peakMB,
    error: r.error,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Lint vs floor

/** undefined when lint ran and reported the known missing page; else why the run does not count. */
function lintChecks(site, r) {
  const text = `${r.stdout}\n${r.stderr}`;
  if (r.error) return `lint could not run: ${r.error.message}`;
  if (r.signal) return `lint was killed by ${r.signal}`;
  if (r.status !== 0) {
    return `lint exited with ${r.status} (expected 0: the site's one problem, a missing page, is a warning)${text.trim() ? `: ${text.trim().slice(0, 300)}` : ''}`;
  }
  const problems = lintProblems(r.stdout);
  if (problems) {
    const known = site.missingLocations[0];
    const found = problems.some(
      (m) => m.ruleId === 'page-missing' && m.line === known.line + 1 && m.file.endsWith('docs.json'),
    );
    if (!found) return `lint did not report the known missing page "${site.missingPage}" (line ${known.line + 1})`;
  } else if (!text.includes(site.missingPage)) {
    return `lint did not report the known missing page "${site.missingPage}"`;
  }
  return undefined;
}

/** Problems from `--format json` output (ESLint's shape), or undefined when the output is not that. */
function lintProblems(stdout) {
  let parsed;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const out = [];
  for (const f of parsed) for (const m of f.messages ?? []) out.push({ ...m, file: f.filePath });
  return out;
}

function countByRule(problems) {
  const counts = {};
  for (const p of problems ?? []) counts[p.ruleId] = (counts[p.ruleId] ?? 0) + 1;
  return counts;
}

function floorChecks(site, r) {
  if (r.error) return `floor could not run: ${r.error.message}`;
  let out;
  try {
    out = JSON.parse(r.stdout);
  } catch {
    return `floor printed no JSON (exit ${r.status}): ${r.stderr.slice(0, 300)}`;
  }
  if (out.missing !== 1 || out.missingPages[0] !== site.missingPage) {
    return `floor found ${out.missing} missing pages (${out.missingPages.slice(0, 3).join(', ')}), expected exactly "${site.missingPage}"`;
  }
  return undefined;
}

/** `--rule ID=off` for every page rule (the rules that read page content), from the built core's registry. */
function pageRulesOff() {
  const { RULES } = require(path.join(repoRoot, 'server', 'out', 'src', 'core', 'index.js'));
  return RULES.filter((r) => r.reads === 'pages').flatMap((r) => ['--rule', `${r.id}=off`]);
}

/** The real site beside the repository (../shared/corpus-dev), as the tests find it, or undefined. */
function corpusSite() {
  const candidates = [process.env.DOCSJSON_CORPUS];
  for (let dir = repoRoot; ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, '..', 'shared', 'corpus-dev', 'pipecat-ai-docs'));
    if (path.dirname(dir) === dir) break;
  }
  return candidates.find((c) => c && fs.existsSync(path.join(c, 'docs.json')));
}

/**
 * Lint with the page rules: cold (every page parsed), with --cache on unchanged pages (the cache written by a
 * warm-up), and without the page rules, alternated so that drift hits all three alike. `size` is the row's key.
 */
function benchPageRules(root, size, runs, tmpDir) {
  const cacheFile = path.join(tmpDir, `cache-${String(size).replace(/\W/g, '')}.json`);
  const variants = {
    cold: [CLI_MAIN, 'lint', root, '--format', 'json'],
    cached: [CLI_MAIN, 'lint', root, '--format', 'json', '--cache-location', cacheFile],
    off: [CLI_MAIN, 'lint', root, '--format', 'json', ...pageRulesOff()],
  };
  const samples = { cold: [], cached: [], off: [] };
  const peaks = { cold: [], cached: [], off: [] };
  let error;
  let output;
  const started = now();
  for (let i = 0; i <= runs && !error; i++) {
    for (const [name, args] of Object.entries(variants)) {
      const r = runNode(args, tmpDir);
      if (r.status !== 0 && r.status !== 1) {
        error = `lint ${name} exited ${r.status}: ${(r.stderr || r.error?.message || '').slice(0, 300)}`;
        break;
      }
      if (name === 'cold') {
        if (output !== undefined && r.stdout !== output) error = 'lint with the page rules gave different results';
        output = r.stdout;
      }
      if (name === 'cached' && i > 0 && r.stdout !== output) error = 'lint with --cache reported something else';
      if (i > 0) samples[name].push(r.ms);
      if (r.peakMB) peaks[name].push(r.peakMB);
    }
    // A slow site gets fewer timed runs, so that the bench stays bounded.
    if (i === 0 && now() - started > LINT_BUDGET_MS / 4) runs = Math.min(runs, 2);
  }
  const problems = output !== undefined ? lintProblems(output) : undefined;
  const med = (name) => (error || samples[name].length === 0 ? undefined : round(median(samples[name])));
  const cold = med('cold');
  const cached = med('cached');
  const off = med('off');
  const peak = (name) => (peaks[name].length ? round(Math.max(...peaks[name]), 1) : undefined);
  record('pages.lint.ms', size, 'lint with page rules, cold (every page parsed), ms', {
    value: cold,
    unit: 'ms',
    budget: BUDGETS.pagesLint,
    reason: error ?? 'no timed run',
    details: {
      samples: samples.cold.map((x) => round(x)),
      peakMB: peak('cold'),
      problemsByRule: problems && countByRule(problems),
    },
  });
  record('pages.cached.ms', size, 'lint with page rules, --cache, no page changed, ms', {
    value: cached,
    unit: 'ms',
    reason: error ?? 'no timed run',
    details: { samples: samples.cached.map((x) => round(x)), peakMB: peak('cached') },
  });
  record('pages.off.ms', size, 'lint without page rules (same runs), ms', {
    value: off,
    unit: 'ms',
    reason: error ?? 'no timed run',
    details: { samples: samples.off.map((x) => round(x)), peakMB: peak('off') },
  });
  record('pages.cached.ratio', size, 'lint --cache, nothing changed / lint without page rules', {
    value: cached && off ? round(cached / off) : undefined,
    unit: 'x',
    budget: BUDGETS.pagesCached,
    reason: error ?? 'no timed run',
  });
  record('pages.peakMB', size, 'lint with page rules, cold, peak memory, MB', {
    value: peak('cold'),
    unit: 'MB',
    reason: error ?? 'peak memory could not be read',
  });
}

/** Front matter: CPU per page of the core's reader over every page file, and how many the simple reader takes. */
function benchFrontMatterCost(root, size) {
  const r = spawnSync(process.execPath, [FRONT_MATTER_COST, root], { encoding: 'utf8', timeout: 120000 });
  let out;
  try {
    out = JSON.parse(r.stdout);
  } catch {
    out = undefined;
  }
  record('frontMatter.usPerPage', size, 'front matter read, CPU per page (YAML shapes of the site), µs', {
    value: out?.usPerPage,
    unit: 'µs',
    reason: (r.stderr || r.error?.message || 'no output').slice(0, 200),
    details: out,
  });
}

function benchLint(site, size, runs, tmpDir) {
  const floorArgs = [FLOOR, site.root];
  const readsArgs = [FLOOR, site.root, '--reads'];
  const readsSamples = [];
  let readsError;
  let readsWarmup;
  // The floor reads no page body: lint is compared with it with the page rules off (they are measured below).
  const lintArgs = [CLI_MAIN, 'lint', site.root, '--format', 'json', ...pageRulesOff()];
  const floorSamples = [];
  const lintSamples = [];
  const floorPeaks = [];
  const lintPeaks = [];
  let floorResult;
  let floorError;
  let lintError = fs.existsSync(CLI_MAIN) ? undefined : `${path.relative(repoRoot, CLI_MAIN)} not built`;
  // One warm-up of each (file cache, Node's compile cache), then alternate floor and lint so drift hits both alike.
  // A slow lint gets fewer timed runs (down to 1), so that the whole bench stays within its five minutes.
  const started = now();
  let lintWarmup;
  let floorWarmup;
  let lintSlow = false;
  for (let i = 0; i <= runs; i++) {
    if (i === 1) {
      const warmMs = now() - started;
      if (warmMs > LINT_BUDGET_MS && lintWarmup) {
        // Too slow to afford a second run: the warm-up run is the only sample (the site's files were just
        // written, so they are in the file cache anyway).
        lintSamples.push(lintWarmup.ms);
        if (floorWarmup && !floorError) floorSamples.push(floorWarmup.ms);
        if (readsWarmup && !readsError) readsSamples.push(readsWarmup.ms);
        lintSlow = true;
        break;
      }
      runs = Math.min(runs, Math.max(warmMs > LINT_BUDGET_MS / 2 ? 1 : 2, Math.floor(LINT_BUDGET_MS / warmMs)));
    }
    if (!floorError) {
      const r = runNode(floorArgs, tmpDir);
      floorError = floorChecks(site, r);
      if (i === 0) floorWarmup = r;
      if (!floorError) {
        floorResult = JSON.parse(r.stdout);
        if (i > 0) floorSamples.push(r.ms);
        if (r.peakMB) floorPeaks.push(r.peakMB);
      }
    }
    if (!readsError) {
      const r = runNode(readsArgs, tmpDir);
      readsError = floorChecks(site, r);
      if (i === 0) readsWarmup = r;
      if (!readsError && i > 0) readsSamples.push(r.ms);
    }
    if (!lintError) {
      const r = runNode(lintArgs, tmpDir);
      lintError = lintChecks(site, r);
      if (i === 0) {
        lintWarmup = lintError ? undefined : r;
        const problems = lintProblems(r.stdout);
        results.sites[size].lintProblemsByRule = problems ? countByRule(problems) : undefined;
        results.sites[size].lintExit = r.status;
      }
      if (!lintError) {
        if (i > 0) lintSamples.push(r.ms);
        if (r.peakMB) lintPeaks.push(r.peakMB);
      }
    }
  }
  results.sites[size].floorFoundMissing = floorResult ? floorResult.missingPages : undefined;
  results.sites[size].floorMissingCount = floorResult ? floorResult.missing : undefined;

  const floorMs = floorError ? undefined : round(median(floorSamples));
  const lintMs = lintError ? undefined : round(median(lintSamples));
  record('floor.ms', size, 'floor (read+parse, one walk, lookups), ms', {
    value: floorMs,
    unit: 'ms',
    reason: floorError,
    details: { samples: floorSamples.map((x) => round(x)), peakMB: round(Math.max(...floorPeaks), 1) },
  });
  const readsMs = readsError || readsSamples.length === 0 ? undefined : round(median(readsSamples));
  record('floorReads.ms', size, 'floor + reads lint cannot skip (8 KB of each page, each spec parsed), ms', {
    value: readsMs,
    unit: 'ms',
    reason: readsError ?? 'no timed run',
    details: { samples: readsSamples.map((x) => round(x)) },
  });
  record('lint.ms', size, 'lint without page rules, whole process, ms', {
    value: lintMs,
    unit: 'ms',
    reason: lintError,
    details: lintError
      ? undefined
      : {
          samples: lintSamples.map((x) => round(x)),
          runs: lintSamples.length,
          ...(lintSlow ? { note: 'one run, no warm-up: lint too slow for more' } : {}),
        },
  });
  record('lint.ratio', size, 'lint without page rules / floor', {
    value: floorMs && lintMs ? round(lintMs / floorMs) : undefined,
    unit: 'x',
    budget: size === 10000 ? BUDGETS.lintRatio10k : BUDGETS.lintRatio100k,
    reason: lintError ?? floorError,
  });
  record('lint.ratioReads', size, 'lint without page rules / (floor + reads)', {
    value: readsMs && lintMs ? round(lintMs / readsMs) : undefined,
    unit: 'x',
    reason: lintError ?? readsError ?? 'no timed run',
  });
  record('lint.peakMB', size, 'lint without page rules, peak memory, MB', {
    value: lintError || lintPeaks.length === 0 ? undefined : round(Math.max(...lintPeaks), 1),
    unit: 'MB',
    budget: BUDGETS.lintPeak,
    reason: lintError ?? 'peak memory could not be read',
    note: pickMemoryMethod().text,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Servers

async function benchServers(site, size, p, timeoutMs) {
  let ours;
  let oursError;
  try {
    ours = await benchOurs({
      repoRoot,
      site,
      serverMain: SERVER_MAIN,
      runs: p.keystroke,
      warmup: p.warmup,
      completionRuns: p.completion,
      timeoutMs,
    });
  } catch (e) {
    oursError = e.message;
  }
  let push;
  let pushError;
  try {
    push = await benchVsCodeJson({
      repoRoot,
      site,
      schemaPath: SCHEMA,
      runs: p.theirsPush,
      warmup: p.warmup,
      mode: 'push',
      timeoutMs,
    });
  } catch (e) {
    pushError = e.message;
  }
  let pull;
  let pullError;
  try {
    pull = await benchVsCodeJson({
      repoRoot,
      site,
      schemaPath: SCHEMA,
      runs: p.theirsPull,
      warmup: p.warmup,
      mode: 'pull',
      timeoutMs,
    });
  } catch (e) {
    pullError = e.message;
  }

  record('server.keystroke.ours', size, 'keystroke -> diagnostics, ours, ms', {
    value: ours?.keystrokeMs,
    unit: 'ms',
    budget: BUDGETS.keystroke,
    reason: oursError,
    details: ours && {
      samples: ours.samples,
      openMs: ours.openMs,
      diagnosticsOnOpen: ours.diagnosticsOnOpen,
      bytesReadPerKeystroke: ours.bytesReadPerKeystroke,
    },
  });
  record('server.keystroke.theirs', size, 'keystroke -> diagnostics, VS Code JSON server (push), ms', {
    value: push?.keystrokeMs,
    unit: 'ms',
    reason: pushError,
    note: 'includes its 500 ms validation debounce',
    details: push && { samples: push.samples, openMs: push.openMs },
  });
  record('server.keystroke.ratio', size, 'keystroke ours / theirs (push)', {
    value: ours && push ? round(ours.keystrokeMs / push.keystrokeMs, 3) : undefined,
    unit: 'x',
    budget: BUDGETS.keystrokeRatio,
    reason: oursError ?? pushError,
  });
  record('server.keystroke.theirsPull', size, 'keystroke -> diagnostics, VS Code JSON server (pull, no debounce), ms', {
    value: pull?.keystrokeMs,
    unit: 'ms',
    reason: pullError,
    details: pull && { samples: pull.samples, openMs: pull.openMs },
  });
  record('server.keystroke.ratioPull', size, 'keystroke ours / theirs (pull): validation work only', {
    value: ours && pull ? round(ours.keystrokeMs / pull.keystrokeMs, 3) : undefined,
    unit: 'x',
    reason: oursError ?? pullError,
  });
  record(
    'server.keystroke.endpoint',
    size,
    `keystroke in a METHOD entry (${site.endpointEdit?.specOperations ?? '?'}-op spec), ours, ms`,
    {
      value: ours?.endpointKeystrokeMs,
      unit: 'ms',
      reason: oursError ?? ours?.endpointKeystrokeError ?? 'no endpoint entry in the site',
    },
  );
  record('server.completion', size, 'completion of a page path, ours, ms', {
    value: ours?.completionMs,
    unit: 'ms',
    budget: BUDGETS.completion,
    reason: oursError,
    details: ours && {
      samples: ours.completionSamples,
      items: ours.completionItems,
      isIncomplete: ours.completionIncomplete,
      example: ours.completionExample,
    },
  });
  record('server.firstDiagnostics', size, 'server: docs.json opened -> first diagnostics, ms', {
    value: ours?.openMs,
    unit: 'ms',
    budget: BUDGETS.firstDiagnostics,
    reason: oursError,
    details: ours && { diagnosticsOnOpen: ours.diagnosticsOnOpen },
  });
  record('server.completionFolder', size, 'completion after a folder ("<folder>/), ours, ms', {
    value: ours?.completionFolderMs,
    unit: 'ms',
    budget: BUDGETS.completionFolder,
    reason: oursError ?? 'no folder in the completion entry',
    details: ours && {
      folder: ours.completionFolder,
      samples: ours.completionFolderSamples,
      items: ours.completionFolderItems,
    },
  });
  record('server.peakMB', size, 'server peak memory holding the site, MB', {
    value: ours?.peakMB,
    unit: 'MB',
    reason: oursError,
    note: 'VmHWM of the server process',
    details: ours && { rssMB: ours.rssMB, theirsPeakMB: push?.peakMB },
  });
  return ours;
}

/**
 * The editor from the first keystroke after opening docs.json (the pages still being parsed in the background):
 * keystrokes back to back, then at a typing pace that lets the background work run between them, and the same
 * back to back with the page rules off (the docs.json-only baseline, in the same run); completion right after a
 * quote. Wall times and the server's main-thread CPU per keystroke (a loaded machine stretches the first, not the
 * second).
 */
async function benchEditor(site, size, quick) {
  const keystrokes = quick ? 4 : EDITOR_KEYSTROKES;
  const completionRuns = quick ? 2 : 20;
  const common = { repoRoot, site, serverMain: SERVER_MAIN, keystrokes, completionRuns, timeoutMs: 120000 };
  const session = async (options) => {
    try {
      return { result: await benchEditorFromFirst({ ...common, ...options }) };
    } catch (e) {
      return { error: e.message };
    }
  };
  let docsOnlySettings;
  try {
    const rules = {};
    for (const id of pageRulesOff().filter((a) => a !== '--rule')) rules[id.split('=')[0]] = 'off';
    docsOnlySettings = { docsjson: { rules } };
  } catch {
    docsOnlySettings = undefined; // the core is not built: no baseline
  }
  const fast = await session({});
  const typing = await session({ pauseMs: quick ? 0 : TYPING_PAUSE_MS });
  const docsOnly = docsOnlySettings
    ? await session({ settings: docsOnlySettings })
    : { error: 'the core is not built (no rule list)' };
  const stats = (xs) =>
    xs && xs.length > 0 ? { median: round(median(xs)), max: round(Math.max(...xs)), first: xs[0] } : undefined;
  const figures = (s) =>
    s.result && {
      wall: stats(s.result.samples),
      cpu: stats(s.result.cpuSamples),
      completion: stats(s.result.completionSamples),
      completionCpu: stats(s.result.completionCpuSamples),
      openMs: s.result.openMs,
    };
  const f = figures(fast);
  const t = figures(typing);
  const d = figures(docsOnly);
  const details = (s, x) =>
    x && {
      samples: s.result.samples,
      cpuSamples: s.result.cpuSamples,
      cpuMedian: x.cpu?.median,
      cpuMax: x.cpu?.max,
      openMs: x.openMs,
    };
  record('editor.keystroke', size, 'keystroke -> diagnostics from the 1st after opening, median, ms', {
    value: f?.wall.median,
    unit: 'ms',
    budget: BUDGETS.editorKeystroke,
    reason: fast.error,
    note: `${keystrokes} keystrokes back to back, no warm-up`,
    details: details(fast, f),
  });
  record('editor.keystroke.max', size, '... slowest of them, ms', {
    value: f?.wall.max,
    unit: 'ms',
    budget: BUDGETS.editorKeystrokeMax,
    reason: fast.error,
  });
  record('editor.keystroke.cpu', size, '... server main-thread CPU per keystroke, median (max), ms', {
    value: f?.cpu?.median,
    unit: 'ms',
    reason: fast.error ?? 'no /proc/<pid>/schedstat',
    details: f?.cpu,
  });
  record('editor.typing', size, `keystroke at a typing pace (${TYPING_PAUSE_MS} ms apart), median, ms`, {
    value: t?.wall.median,
    unit: 'ms',
    budget: BUDGETS.editorKeystroke,
    reason: typing.error,
    note: 'background work runs between the keystrokes',
    details: details(typing, t),
  });
  record('editor.typing.max', size, '... slowest of them, ms', {
    value: t?.wall.max,
    unit: 'ms',
    budget: BUDGETS.editorKeystrokeMax,
    reason: typing.error,
  });
  record('editor.typing.cpu', size, '... server main-thread CPU per keystroke, median, ms', {
    value: t?.cpu?.median,
    unit: 'ms',
    reason: typing.error ?? 'no /proc/<pid>/schedstat',
    details: t?.cpu,
  });
  record('editor.completion', size, 'completion right after a quote, from the 1st request, median, ms', {
    value: f?.completion?.median,
    unit: 'ms',
    budget: BUDGETS.editorCompletion,
    reason: fast.error,
    details: f && {
      samples: fast.result.completionSamples,
      cpu: f.completionCpu,
      typingPace: t?.completion,
      docsOnly: d?.completion,
    },
  });
  record('editor.docsOnly.keystroke', size, 'docs.json-only baseline (page rules off): keystroke median, ms', {
    value: d?.wall.median,
    unit: 'ms',
    reason: docsOnly.error,
    details: details(docsOnly, d),
  });
  record('editor.docsOnly.ratio', size, 'keystroke from the 1st / docs.json-only baseline (wall; CPU in details)', {
    value: f && d ? round(f.wall.median / d.wall.median) : undefined,
    unit: 'x',
    reason: fast.error ?? docsOnly.error,
    details: f &&
      d && {
        cpu: f.cpu && d.cpu ? round(f.cpu.median / d.cpu.median) : undefined,
        typingWall: t ? round(t.wall.median / d.wall.median) : undefined,
        typingCpu: t?.cpu && d.cpu ? round(t.cpu.median / d.cpu.median) : undefined,
        completion: d.completion ? round(f.completion.median / d.completion.median) : undefined,
      },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// OpenAPI index

function runOpenapiIndex(specFile, runs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [OPENAPI_INDEX, repoRoot, specFile, String(runs)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180000);
    child.on('close', (code) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch {
        resolve({ ok: false, reason: `index script failed (exit ${code}): ${(err || out).trim().slice(-300)}` });
      }
    });
  });
}

async function benchOpenapi(tmpDir, args, keystrokeBySize) {
  const dir = path.join(tmpDir, 'openapi');
  fs.mkdirSync(dir, { recursive: true });
  const ops = args.quick ? 40 : 2000;
  const synthetic = path.join(dir, 'platform-openapi.json');
  fs.writeFileSync(
    synthetic,
    JSON.stringify(specDocument('Platform API', specOperations(ops, 'platform')), null, 2) + '\n',
  );
  const runs = args.runs ?? 3;
  const a = await runOpenapiIndex(synthetic, runs);
  record('openapi.index.synthetic', undefined, `OpenAPI index build, ${ops}-operation spec, ms`, {
    value: a.ok ? a.medianMs : undefined,
    unit: 'ms',
    reason: a.reason,
    details: a.ok
      ? { firstMs: a.firstMs, operations: a.operations, expectedOperations: ops, errors: a.errors, api: a.api }
      : undefined,
  });
  let b;
  if (!fs.existsSync(GITHUB_SPEC)) {
    b = { ok: false, reason: `${path.relative(repoRoot, GITHUB_SPEC)} not installed` };
  } else {
    b = await runOpenapiIndex(GITHUB_SPEC, Math.min(runs, 3));
  }
  record('openapi.index.github', undefined, "OpenAPI index build, GitHub's REST description (13 MB), ms", {
    value: b.ok ? b.medianMs : undefined,
    unit: 'ms',
    reason: b.reason,
    details: b.ok
      ? {
          firstMs: b.firstMs,
          operations: b.operations,
          errors: b.errors,
          firstError: b.firstError,
          peakMB: b.peakMB,
          api: b.api,
        }
      : undefined,
  });
  // Not re-done on a keystroke: while a keystroke inside a METHOD entry against the 2,000-op spec is checked, the
  // server must not read that spec again (bytes read by the server process, from /proc/<pid>/io, below the spec's
  // size). The time of that keystroke against one index build is in the details.
  const size = args.sizes.includes(10000) ? 10000 : args.sizes[0];
  const ours = keystrokeBySize[size];
  const spec = results.sites[size]?.specs?.at(-1);
  const epBytes = ours?.endpointBytesReadPerKeystroke;
  record('openapi.index.notPerKeystroke', size, 'server bytes read per METHOD-entry keystroke / spec size', {
    value: epBytes !== undefined && spec ? round(epBytes / spec.bytes, 6) : undefined,
    unit: 'x',
    budget: { limit: 1, sizes: [10000], text: '< 1 (spec not re-read)' },
    holdsOverride: epBytes !== undefined && spec ? epBytes < spec.bytes : undefined,
    reason: ours
      ? (ours.endpointKeystrokeError ?? 'bytes read by the server could not be measured')
      : 'no METHOD-entry keystroke measured (server unavailable)',
    details: {
      specBytes: spec?.bytes,
      endpointBytesPerKeystroke: epBytes,
      pageBytesPerKeystroke: ours?.bytesReadPerKeystroke,
      endpointKeystrokeMs: ours?.endpointKeystrokeMs,
      pageKeystrokeMs: ours?.keystrokeMs,
      indexBuildMs: a.ok ? a.medianMs : undefined,
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Output

function fmtValue(m) {
  if (m.status !== 'ok') return `unavailable: ${m.reason}`;
  const v = m.value;
  const s =
    Math.abs(v) >= 100
      ? v.toFixed(0)
      : Math.abs(v) >= 10
        ? v.toFixed(1)
        : v !== 0 && Math.abs(v) < 0.001
          ? v.toExponential(1)
          : v.toFixed(v < 1 ? 3 : 2);
  return m.unit === 'x' ? `${s}x` : `${s} ${m.unit}`;
}

/**
 * The editor's budgets, one line each: the wall figure against its budget, with the server's main-thread CPU of the
 * same keystrokes and the docs.json-only baseline of the same run (a loaded machine stretches wall times, not CPU).
 */
function editorBudgetLines(ms) {
  const byId = new Map(ms.filter((m) => m.size === 'real').map((m) => [m.id, m]));
  const baseline = byId.get('editor.docsOnly.keystroke');
  const ms1 = (x) => (x === undefined ? '?' : `${round(x, 1)} ms`);
  const verdict = (m) => (m.status !== 'ok' ? `unavailable: ${m.reason}` : m.holds ? 'holds' : 'does not hold');
  const line = (m, cpu, base) =>
    m && `  ${m.label.replace(/, ms$/, '')} ${m.budget}: ${ms1(m.value)} wall, ${cpu}; ${base}: ${verdict(m)}`;
  const b = baseline?.details;
  const lines = [
    line(
      byId.get('editor.keystroke'),
      `CPU ${ms1(byId.get('editor.keystroke.cpu')?.value)}`,
      `baseline ${ms1(baseline?.value)} wall, CPU ${ms1(b?.cpuMedian)}`,
    ),
    line(
      byId.get('editor.keystroke.max'),
      `CPU max ${ms1(byId.get('editor.keystroke.cpu')?.details?.max)}`,
      `baseline ${ms1(b && Math.max(...b.samples))} wall, CPU ${ms1(b?.cpuMax)}`,
    ),
    line(
      byId.get('editor.typing'),
      `CPU ${ms1(byId.get('editor.typing.cpu')?.value)}`,
      `baseline ${ms1(baseline?.value)} wall, CPU ${ms1(b?.cpuMedian)}`,
    ),
    line(
      byId.get('editor.typing.max'),
      `CPU max ${ms1(byId.get('editor.typing.cpu')?.details?.max)}`,
      `baseline ${ms1(b && Math.max(...b.samples))} wall, CPU ${ms1(b?.cpuMax)}`,
    ),
    line(
      byId.get('editor.completion'),
      `CPU ${ms1(byId.get('editor.completion')?.details?.cpu?.median)}`,
      `baseline ${ms1(byId.get('editor.completion')?.details?.docsOnly?.median)} wall`,
    ),
  ].filter(Boolean);
  return lines.length > 0
    ? ['editor budgets on the largest real shape, from the first keystroke after opening:', ...lines]
    : [];
}

function printTable(ms) {
  const rows = ms.map((m) => [
    m.label,
    m.size === undefined ? '-' : String(m.size),
    fmtValue(m),
    m.budget ?? 'report',
    m.budget ? (m.holds ? 'holds' : 'does not hold') : '-',
  ]);
  const head = ['measurement', 'pages', 'value', 'budget', 'holds'];
  const maxValue = 70;
  for (const r of rows) if (r[2].length > maxValue) r[2] = `${r[2].slice(0, maxValue - 3)}...`;
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join(' | ')
      .trimEnd();
  const out = [line(head), widths.map((w) => '-'.repeat(w)).join('-|-')];
  for (const r of rows) out.push(line(r));
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`bench: ${e.message}`);
    process.exit(2);
  }
  const started = now();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-bench-'));
  // Interrupted: do not leave the sites behind (the servers exit when their stdin closes with us).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      if (!args.keep) {
        spawn(
          process.execPath,
          ['-e', 'require("fs").rmSync(process.argv[1], { recursive: true, force: true })', tmpDir],
          {
            detached: true,
            stdio: 'ignore',
          },
        ).unref();
      }
      process.stderr.write(
        `bench: interrupted by ${signal}${args.keep ? '' : `; removing ${tmpDir} in the background`}\n`,
      );
      process.exit(130);
    });
  }
  results.meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    sizes: args.sizes,
    runs: args.runs ?? 'default',
    quick: args.quick,
    memoryMethod: pickMemoryMethod().text,
    lint: path.relative(repoRoot, CLI_MAIN),
    server: path.relative(repoRoot, SERVER_MAIN),
    tmpDir,
  };
  results.sites = {};
  const keystrokeBySize = {};
  const phases = [];
  let last = started;
  const phase = (what) => {
    const t = now();
    phases.push({ phase: what, seconds: round((t - last) / 1000, 1) });
    process.stderr.write(
      `bench: [${((t - started) / 1000).toFixed(1)} s] ${what} (${((t - last) / 1000).toFixed(1)} s)\n`,
    );
    last = t;
  };
  try {
    for (const size of args.sizes) {
      const p = plan(size, args.runs);
      const siteDir = path.join(tmpDir, `site-${size}`);
      const t0 = now();
      const site = generateSite(
        siteDir,
        args.quick ? { pages: size, specOps: [10, 40], endpointsPerGroup: 4 } : { pages: size },
      );
      const generateMs = now() - t0;
      results.sites[size] = {
        pageCount: site.pageCount,
        entryCount: site.entryCount,
        files: site.files,
        languages: site.languages.length,
        versions: site.versions.length,
        docsBytes: site.docsBytes,
        specs: site.specs.map((s) => ({ file: s.file, operations: s.operations, bytes: fs.statSync(s.absFile).size })),
        missingPage: site.missingPage,
        missingPages: site.missingPages,
        generateMs: round(generateMs, 0),
      };
      phase(`${size} pages generated`);
      benchLint(site, size, p.lint, tmpDir);
      phase(`${size} pages: lint and floor measured`);
      if (size <= 20000) {
        benchPageRules(site.root, size, args.quick ? 1 : 3, tmpDir);
        phase(`${size} pages: lint with page rules measured`);
      }
      // A server that never publishes what we wait for fails its measurement after this long.
      keystrokeBySize[size] = await benchServers(site, size, p, args.quick ? 30000 : size >= 50000 ? 180000 : 60000);
      phase(`${size} pages: servers measured`);
      if (args.quick) {
        await benchEditor(site, size, true);
        phase(`${size} pages: editor from the first keystroke measured`);
      }
    }
    if (!args.quick && args.real) {
      // The shape of the largest real site: 4 languages x 34 versions, most pages the same in every version.
      const t0 = now();
      const site = generateSite(path.join(tmpDir, 'site-real'), REAL_SHAPE);
      results.sites.real = {
        pageCount: site.pageCount,
        entryCount: site.entryCount,
        files: site.files,
        orphanPages: site.orphanPages.length,
        distinctPages: site.distinctPages,
        languages: site.languages.length,
        versions: site.versions.length,
        docsBytes: site.docsBytes,
        missingPages: site.missingPages,
        generateMs: round(now() - t0, 0),
      };
      phase('real-shaped site generated');
      const p = plan(site.entryCount, args.runs);
      if (!args.only) {
        benchLint(site, 'real', p.lint, tmpDir);
        benchPageRules(site.root, 'real', 3, tmpDir);
        benchFrontMatterCost(site.root, 'real');
        phase('real-shaped site: lint measured');
        await benchServers(site, 'real', p, 120000);
        phase('real-shaped site: servers measured');
      }
      await benchEditor(site, 'real', false);
      phase('real-shaped site: editor from the first keystroke measured');
      const corpus = args.only ? undefined : corpusSite();
      if (args.only) {
        // Only what was asked for.
      } else if (corpus) {
        benchPageRules(corpus, 'corpus-dev', 3, tmpDir);
        benchFrontMatterCost(corpus, 'corpus-dev');
        phase('../shared/corpus-dev measured');
      } else {
        record('pages.lint.ms', 'corpus-dev', 'lint with page rules, cold (every page parsed), ms', {
          reason: 'the real site ../shared/corpus-dev/pipecat-ai-docs is not beside the repository (DOCSJSON_CORPUS)',
        });
      }
    }
    if (!args.only) {
      await benchOpenapi(tmpDir, args, keystrokeBySize);
      phase('OpenAPI index measured');
    }
  } finally {
    // Sites are removed at the end, not between sizes: deleting 100k files costs tens of seconds on a disk that
    // discards freed blocks, and would disturb the next size's measurements. Large trees are removed by a
    // detached process after the results are out; small ones right away.
    if (!args.keep) {
      const pages =
        args.sizes.reduce((a, b) => a + b, 0) + (args.real && !args.quick ? REAL_SHAPE.pages + REAL_SHAPE.orphans : 0);
      if (pages <= 20000) {
        try {
          fs.rmSync(tmpDir, { recursive: true, force: true });
          results.meta.cleanup = `removed ${tmpDir}`;
        } catch (e) {
          results.meta.cleanup = `could not remove ${tmpDir}: ${e.message}`;
        }
      } else {
        const rm = spawn(
          process.execPath,
          ['-e', 'require("fs").rmSync(process.argv[1], { recursive: true, force: true })', tmpDir],
          {
            detached: true,
            stdio: 'ignore',
          },
        );
        rm.unref();
        results.meta.cleanup = `${tmpDir} is being removed by a background process (pid ${rm.pid})`;
      }
    }
  }
  results.meta.totalSeconds = round((now() - started) / 1000, 1);
  results.meta.phases = phases;
  const fullRun = !args.quick && [1000, 10000, 100000].every((n) => args.sizes.includes(n));
  // The budget covers the generated 1k, 10k and 100k sites; the real-shaped site and ../shared/corpus-dev come on top.
  const extraSeconds = phases
    .filter((ph) => /real-shaped|corpus-dev/.test(ph.phase))
    .reduce((sum, ph) => sum + ph.seconds, 0);
  record('bench.seconds', undefined, 'whole bench run (this process), s', {
    value: results.meta.totalSeconds,
    unit: 's',
    budget: fullRun ? { limit: 300, sizes: [], text: '< 300 s (1k, 10k, 100k)' } : undefined,
    holdsOverride: fullRun ? results.meta.totalSeconds - extraSeconds < 300 : undefined,
    note: extraSeconds > 0 ? `${round(extraSeconds, 0)} s of it on the real-shaped site and corpus-dev` : undefined,
    details: { phases },
  });
  const failedBudgets = results.measurements.filter((m) => m.budget && !m.holds).length;
  const missing = results.measurements.filter((m) => m.status !== 'ok');
  results.summary = {
    measurements: results.measurements.length,
    unavailable: missing.length,
    budgets: results.measurements.filter((m) => m.budget).length,
    budgetsFailed: failedBudgets,
  };

  for (const [size, site] of Object.entries(results.sites)) {
    console.log(
      `site ${size}: ${site.pageCount} pages + ${site.entryCount - site.pageCount} METHOD entries, ` +
        `${site.languages} language(s) x ${site.versions} version(s), docs.json ${(site.docsBytes / 1048576).toFixed(2)} MB, ` +
        `specs ${(site.specs ?? []).map((x) => x.operations).join(' + ')} operations, generated in ${(site.generateMs / 1000).toFixed(1)} s; ` +
        `missing page ${site.missingPage} (floor found ${site.floorMissingCount ?? '?'})` +
        (site.lintProblemsByRule ? `; lint reported ${JSON.stringify(site.lintProblemsByRule)}` : ''),
    );
  }
  console.log(
    `lint: ${results.meta.lint}; server: ${results.meta.server}; peak memory of processes: ${results.meta.memoryMethod}\n`,
  );
  console.log(printTable(results.measurements));
  const editorLines = editorBudgetLines(results.measurements);
  if (editorLines.length > 0) console.log(`\n${editorLines.join('\n')}`);
  console.log(
    `\n${results.summary.budgets - failedBudgets}/${results.summary.budgets} budgets hold; ${missing.length} measurement(s) unavailable; ${results.meta.totalSeconds} s` +
      (args.keep ? `; sites kept in ${tmpDir}` : results.meta.cleanup ? `; ${results.meta.cleanup}` : ''),
  );
  const json = JSON.stringify(results, null, 2);
  console.log('\n--- results (JSON) ---');
  console.log(json);
  try {
    fs.mkdirSync(path.dirname(args.out), { recursive: true });
    fs.writeFileSync(args.out, json + '\n');
  } catch (e) {
    console.error(`bench: could not write ${args.out}: ${e.message}`);
  }
  process.exitCode = missing.length > 0 ? 1 : 0;
}

main().catch((e) => {
  console.error(`bench: ${e.stack ?? e.message}`);
  process.exit(1);
});
