#!/usr/bin/env node
// `npm run bench:site`: the site builder's figures, on sites made by generateSite.js (and the real site when it is
// beside the repository):
//   - navigation re-resolve after a docs.json edit: the model rebuilt from the edited text (reported), then only
//     the section on screen resolved and its navigation HTML rendered (budget <= 10 ms at 100k pages); the whole
//     site resolved, for comparison;
//   - `docsjson build` of the generated 10k-page site and of the real site: pages/s, output size and bytes per page;
//   - `docsjson build` of a site whose one group holds 4,000 pages (`--only biggroup`): HTML bytes per page, which
//     must not grow with the size of the group (every page carrying the whole group wrote 672 MB);
//   - the npm package: its unpacked size (`npm pack --dry-run`; budget <= 15 MB), and its largest files;
//   - `docsjson dev`: time from start to the first page served (a 23k-page site; budget < 1 s), and from a save of
//     docs.json to the reload event an open tab receives (budget 100 ms);
//   - `docsjson build` of the sites the build's budgets are set for (`--only sizes`; generateSite.js
//     buildBudgetSites): 24 pages + 210 endpoint pages (<= 3 s, <= 250 MB), 984 pages (<= 10 s, <= 400 MB), 1,306
//     pages of which 306 endpoint pages (<= 10 s): wall, CPU and peak memory of the whole process, median of 3;
//     on the 984-page site (every page a distinct text) also the floor (renderFloor.js) against the build, per CPU
//     second and per core of wall (>= 0.8), and the floor's own per-core figure with a copy on every core;
//   - `docsjson build` of the largest real site's shape (generateSite.js largestRealShape: 4 languages x 34
//     versions, 24.8k page files, 1.7k distinct texts): it must complete; wall, CPU and peak memory of the whole
//     process (GNU time), output size, and the CPU of rendering the same distinct texts once on one thread
//     (renderFloor.js) against the build's CPU and against its wall on every core (budgets >= 0.8: the build does
//     little beyond rendering each text); then `docsjson lint` of the same site with every rule, cold (<= 30 s)
//     and with --cache when nothing changed (<= 3 s).
// Prints a table and the results as JSON (also written to .bench/site-results.json). Flags: --quick (tiny sites,
// one run: the smoke test), --keep, --sizes 10000,100000, --runs N, --only PART[,PART] with PART one of
// nav|build|biggroup|package|dev|sizes|realshape (`--only budgets` is sizes,realshape), --scale X (the real
// shape's page count times X, default 1).
'use strict';
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const { generateSite, buildBudgetSites, largestRealShape } = require('./generateSite');

const repoRoot = path.resolve(__dirname, '..', '..');
const CLI = path.join(repoRoot, 'dist', 'docsjson.js');
const core = () => require(path.join(repoRoot, 'server/out/src/core'));
const site = () => require(path.join(repoRoot, 'server/out/src/site'));
const now = () => Number(process.hrtime.bigint()) / 1e6;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : undefined;
};
const round = (x, d = 2) => (x === undefined ? undefined : Math.round(x * 10 ** d) / 10 ** d);

function parseArgs(argv) {
  const args = {
    quick: false,
    keep: false,
    sizes: [10000, 100000],
    runs: 15,
    devSize: 23000,
    only: undefined,
    scale: 1,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') args.quick = true;
    else if (a === '--keep') args.keep = true;
    else if (a === '--sizes') args.sizes = argv[++i].split(',').map(Number);
    else if (a === '--runs') args.runs = Number(argv[++i]);
    else if (a === '--only') args.only = argv[++i].replace('budgets', 'sizes,realshape').split(',');
    else if (a === '--scale') args.scale = Number(argv[++i]);
    else throw new Error(`unknown argument ${a}`);
  }
  if (args.quick) {
    args.sizes = [60];
    args.runs = 2;
    args.devSize = 60;
    args.scale = 0.03;
  }
  return args;
}

const results = [];
function record(id, size, value, unit, budget, details) {
  const r = { id, size, value: round(value), unit };
  if (budget) {
    r.budget = budget.text;
    r.holds = value !== undefined && (budget.atLeast !== undefined ? value >= budget.atLeast : value <= budget.limit);
  }
  if (details) r.details = details;
  results.push(r);
}

/** The model of a generated site, and the JSON path of the page entry its edit target names. */
async function loadModel(root, text) {
  const { loadConfiguration, PageIndex, SourceFile } = core();
  const { NodeWorkspace } = require(path.join(repoRoot, 'server/out/src/node/nodeWorkspace'));
  const ws = new NodeWorkspace(root);
  const docs = new SourceFile('docs.json', text ?? fs.readFileSync(path.join(root, 'docs.json'), 'utf8'));
  const loaded = await loadConfiguration(docs, ws);
  return { model: loaded.model, ws, PageIndex };
}

async function navigationBench(size, runs, tmp) {
  const dir = path.join(tmp, `nav-${size}`);
  const gen = generateSite(dir, { pages: size });
  const { resolveSection, renderNavigationPreview, resolveSite } = site();
  const text = fs.readFileSync(gen.docsFile, 'utf8');
  const { ws, PageIndex } = await loadModel(dir, text);
  const pages = new PageIndex(await ws.listFiles());
  const options = { fileOf: (p) => pages.fileOf(p), fileExists: (f) => pages.hasFile(f) };
  const meta = () => undefined;
  const rebuild = [];
  const section = [];
  let focusPath;
  for (let i = 0; i < runs + 2; i++) {
    // The edit: one character added to a page path in the middle of docs.json.
    const edited = text.slice(0, gen.edit.offset) + (i % 2 ? 'x' : '') + text.slice(gen.edit.offset);
    const t0 = now();
    const { model } = await loadModel(dir, edited);
    const t1 = now();
    focusPath ??= model.pages.find((p) => p.value.replace(/^\//, '') === gen.edit.pagePath.replace(/^\//, ''))?.path;
    const resolved = resolveSection(model, focusPath, options);
    const html = renderNavigationPreview(resolved, { meta, highlight: focusPath });
    const t2 = now();
    if (!html.includes('dj-selected')) throw new Error('the edited entry is not highlighted');
    if (i >= 2) {
      rebuild.push(t1 - t0);
      section.push(t2 - t1);
    }
  }
  const { model } = await loadModel(dir, text);
  const whole = [];
  for (let i = 0; i < Math.max(3, Math.floor(runs / 3)); i++) {
    const t0 = now();
    resolveSite(model, options);
    whole.push(now() - t0);
  }
  record(
    'nav.section',
    size,
    median(section),
    'ms',
    size >= 100000 ? { limit: 10, text: '<= 10 ms at 100k' } : undefined,
    {
      runs: section.length,
    },
  );
  record('nav.modelRebuild', size, median(rebuild), 'ms');
  record('nav.wholeSite', size, median(whole), 'ms');
  return { dir, gen };
}

function runCli(args, options = {}) {
  return new Promise((resolve) => {
    const t0 = now();
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out, ms: now() - t0 }));
  });
}

function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  // HTML pages apart (shared assets and redirect pages aside, what each page costs).
  let htmlBytes = 0;
  let htmlFiles = 0;
  let largestHtml = 0;
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop();
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else {
        const size = fs.statSync(p).size;
        bytes += size;
        files++;
        if (e.name.endsWith('.html') && !p.includes(`${path.sep}_docsjson${path.sep}`)) {
          htmlBytes += size;
          htmlFiles++;
          largestHtml = Math.max(largestHtml, size);
        }
      }
    }
  }
  return { bytes, files, htmlBytes, htmlFiles, largestHtml };
}

async function buildBench(id, root, tmp, size, budget) {
  const out = path.join(tmp, `out-${id}`);
  const r = await runCli(['build', root, '--out', out]);
  const m = /Built(?: with errors:)? (\d+) pages?, (\d+) endpoint pages?/.exec(r.out);
  if (!m) {
    record(`build.${id}.pagesPerSecond`, size, undefined, 'pages/s', undefined, { output: r.out.slice(-500) });
    return;
  }
  const pages = Number(m[1]) + Number(m[2]);
  const { bytes, files, htmlBytes, htmlFiles, largestHtml } = folderSize(out);
  record(`build.${id}.seconds`, size, r.ms / 1000, 's', undefined, { pages, exit: r.code });
  record(`build.${id}.pagesPerSecond`, size, pages / (r.ms / 1000), 'pages/s');
  record(`build.${id}.outputMB`, size, bytes / 1024 / 1024, 'MB', undefined, {
    files,
    bytesPerPage: Math.round(bytes / pages),
  });
  record(`build.${id}.htmlBytesPerPage`, size, htmlBytes / Math.max(1, htmlFiles), 'B', budget, {
    htmlFiles,
    largestHtml,
  });
  fs.rmSync(out, { recursive: true, force: true });
}

/** A site whose one group holds `pages` pages (beside a small one): the shape that made pages carry whole groups. */
function bigGroupSite(dir, pages) {
  const big = Array.from({ length: pages }, (_, i) => `big/page-${String(i).padStart(5, '0')}`);
  fs.mkdirSync(path.join(dir, 'big'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify({
      name: 'Big group',
      theme: 'mint',
      colors: { primary: '#0a7d5a' },
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Reference', pages: big },
        ],
      },
    }),
  );
  fs.writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome.\n');
  for (const p of big)
    fs.writeFileSync(path.join(dir, `${p}.mdx`), `---\ntitle: "${p.slice(4)}"\n---\n\nA short page.\n`);
}

/**
 * A whole process measured by GNU time: { code, out, wall s, cpu s, peakMB }; without GNU time, wall only. The
 * CPU is the process's own and its threads', which is what a build costs on a machine shared with other work.
 */
function runTimed(args) {
  const time = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
  return new Promise((resolve) => {
    const t0 = now();
    const command = time ? [time, ['-f', 'DJTIME %e %U %S %M', process.execPath, ...args]] : [process.execPath, args];
    const child = spawn(command[0], command[1], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const m = /DJTIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(out);
      resolve({
        code,
        out,
        wall: m ? Number(m[1]) : (now() - t0) / 1000,
        cpu: m ? Number(m[2]) + Number(m[3]) : undefined,
        peakMB: m ? Number(m[4]) / 1024 : undefined,
      });
    });
  });
}

/** Budgets of the build per site of buildBudgetSites: [wall s, peak MB or undefined]. */
const SIZE_BUDGETS = { api234: [3, 250], pages984: [10, 400], mixed1306: [10, undefined] };

/** `docsjson build` of each site the build's budgets are set for: median wall, CPU and peak memory of `runs`. */
async function budgetSitesBench(tmp, scale, runs) {
  for (const [name, shape] of Object.entries(buildBudgetSites(scale))) {
    const dir = path.join(tmp, `budget-${name}`);
    generateSite(dir, shape.options);
    const out = path.join(tmp, `out-${name}`);
    const measured = [];
    let pages;
    for (let i = 0; i < runs; i++) {
      const r = await runTimed([CLI, 'build', dir, '--out', out]);
      const m = /Built(?: with errors:)? (\d+) pages?, (\d+) endpoint pages?/.exec(r.out);
      if (!m || r.code !== 0) {
        record(`build.${name}.wall`, shape.pages, undefined, 's', undefined, { output: r.out.slice(-800) });
        pages = undefined;
        break;
      }
      pages = Number(m[1]) + Number(m[2]);
      measured.push(r);
    }
    fs.rmSync(out, { recursive: true, force: true });
    // Every page of this site is a distinct text: the build's pages per second against the floor's, page for page.
    if (name === 'pages984' && pages !== undefined) await floorRatios(name, dir, pages, measured, runs);
    fs.rmSync(dir, { recursive: true, force: true });
    if (pages === undefined) continue;
    if (pages !== shape.pages) throw new Error(`${name}: built ${pages} pages, the shape has ${shape.pages}`);
    const [wallBudget, memoryBudget] = SIZE_BUDGETS[name];
    const details = { runs: measured.map((r) => round(r.wall)), cpuRuns: measured.map((r) => round(r.cpu)) };
    record(
      `build.${name}.wall`,
      pages,
      median(measured.map((r) => r.wall)),
      's',
      {
        limit: wallBudget,
        text: `<= ${wallBudget} s`,
      },
      details,
    );
    record(`build.${name}.cpu`, pages, median(measured.map((r) => r.cpu ?? 0)), 's');
    record(
      `build.${name}.peakMemory`,
      pages,
      median(measured.map((r) => r.peakMB ?? 0)),
      'MB',
      memoryBudget ? { limit: memoryBudget, text: `<= ${memoryBudget} MB` } : undefined,
    );
  }
}

/**
 * The build's rate against the floor's (renderFloor.js: each distinct text parsed and rendered once, one thread),
 * per CPU second and per core of wall, medians of `runs`. Beside them, what the floor itself reaches per core when
 * two copies run at once: its thread is never alone (the collector and the compiler run beside it), so that is the
 * most a build on every core could reach on this machine.
 */
async function floorRatios(name, dir, pages, builds, runs) {
  const floors = [];
  for (let i = 0; i < runs; i++) floors.push(await runTimed([path.join(__dirname, 'renderFloor.js'), dir]));
  const floorCpu = median(floors.map((r) => r.cpu ?? 0));
  const floorWall = median(floors.map((r) => r.wall));
  const buildCpu = median(builds.map((r) => r.cpu ?? 0));
  const buildWall = median(builds.map((r) => r.wall));
  const cores = os.availableParallelism();
  record(
    `build.${name}.floorCpu/buildCpu`,
    pages,
    floorCpu / buildCpu,
    'x',
    { atLeast: 0.8, text: '>= 0.8' },
    { floorCpu: round(floorCpu), buildCpu: round(buildCpu) },
  );
  record(
    `build.${name}.floorWall/(buildWall*cores)`,
    pages,
    floorWall / (buildWall * cores),
    'x',
    { atLeast: 0.8, text: '>= 0.8' },
    { floorWall: round(floorWall), buildWall: round(buildWall), cores },
  );
  const pair = await Promise.all(
    Array.from({ length: cores }, () => runTimed([path.join(__dirname, 'renderFloor.js'), dir])),
  );
  const pairWall = Math.max(...pair.map((r) => r.wall));
  record(`floor.${name}.onEveryCore`, pages, floorWall / pairWall, 'x', undefined, {
    what: `the floor's own floorWall/(wall*cores) with ${cores} copies at once: the ceiling of the row above`,
    floorWall: round(floorWall),
    wallWithCopies: round(pairWall),
  });
}

/** `docsjson lint` with every rule of the site at `dir`, cold, then with --cache when nothing changed. */
async function lintShapeBench(dir, tmp, size) {
  const cold = await runTimed([CLI, 'lint', dir, '--format', 'json', '--output-file', path.join(tmp, 'lint.json')]);
  const found = cold.code === 0 || cold.code === 1;
  record(
    'lint.realShape.cold',
    size,
    found ? cold.wall : undefined,
    's',
    { limit: 30, text: '<= 30 s' },
    {
      cpu: round(cold.cpu),
      peakMB: round(cold.peakMB),
      exit: cold.code,
      ...(found ? {} : { output: cold.out.slice(-800) }),
    },
  );
  const cacheFile = path.join(tmp, 'lint-cache');
  const cached = [CLI, 'lint', dir, '--format', 'json', '--output-file', path.join(tmp, 'lint.json')];
  cached.push('--cache-location', cacheFile);
  const filling = await runTimed(cached);
  const again = [];
  for (let i = 0; i < 3; i++) again.push(await runTimed(cached));
  const ok = [filling, ...again].every((r) => r.code === 0 || r.code === 1);
  record(
    'lint.realShape.cacheUnchanged',
    size,
    ok ? median(again.map((r) => r.wall)) : undefined,
    's',
    { limit: 3, text: '<= 3 s' },
    {
      runs: again.map((r) => round(r.wall)),
      cpu: round(median(again.map((r) => r.cpu ?? 0))),
      fillingRun: round(filling.wall),
      ...(ok ? {} : { output: again.at(-1).out.slice(-800) }),
    },
  );
  fs.rmSync(cacheFile, { recursive: true, force: true });
}

/** `docsjson build` of the largest real site's shape, against rendering its distinct texts once. */
async function realShapeBench(tmp, scale) {
  const dir = path.join(tmp, 'real-shape');
  const shape = largestRealShape(scale);
  const gen = generateSite(dir, shape);
  const size = gen.files;
  const out = path.join(tmp, 'out-real-shape');
  const r = await runTimed([CLI, 'build', dir, '--out', out]);
  const m = /Built(?: with errors:)? (\d+) pages?, (\d+) endpoint pages?/.exec(r.out);
  const details = { pageFiles: gen.files, distinctTexts: gen.distinctPages, divisions: gen.divisions, exit: r.code };
  record(
    'build.realShape.completes',
    size,
    m ? 1 : 0,
    'yes=1',
    { atLeast: 1, text: 'completes' },
    {
      ...details,
      ...(m ? {} : { output: r.out.slice(-800) }),
    },
  );
  if (!m) return;
  const pages = Number(m[1]) + Number(m[2]);
  record('build.realShape.wall', size, r.wall, 's', { limit: 90, text: '<= 90 s' }, { pages });
  record('build.realShape.cpu', size, r.cpu, 's');
  record('build.realShape.peakMemory', size, r.peakMB, 'MB', { limit: 1024, text: '<= 1 GB' });
  const { bytes, files, htmlFiles, largestHtml } = folderSize(out);
  record(
    'build.realShape.outputMB',
    size,
    bytes / 1024 / 1024,
    'MB',
    { limit: 2048, text: '<= 2 GB' },
    {
      files,
      htmlFiles,
      largestHtml,
    },
  );
  fs.rmSync(out, { recursive: true, force: true });
  const floor = await runTimed([path.join(__dirname, 'renderFloor.js'), dir]);
  const f = JSON.parse(/\{.*\}/.exec(floor.out)?.[0] ?? '{}');
  if (floor.cpu !== undefined && r.cpu !== undefined) {
    // The build's rate of work against the floor's, per CPU second and per core of wall: the floor renders each
    // distinct text once on one thread; the build, on every core, must come within 0.8 of that.
    record(
      'build.realShape.floorCpu/buildCpu',
      size,
      floor.cpu / r.cpu,
      'x',
      { atLeast: 0.8, text: '>= 0.8' },
      { floorCpu: floor.cpu, buildCpu: r.cpu, distinct: f.distinct },
    );
    record(
      'build.realShape.floorWall/(buildWall*cores)',
      size,
      floor.wall / (r.wall * os.availableParallelism()),
      'x',
      { atLeast: 0.8, text: '>= 0.8' },
      { floorWall: floor.wall, buildWall: r.wall, cores: os.availableParallelism() },
    );
  }
  await lintShapeBench(dir, tmp, size);
  fs.rmSync(dir, { recursive: true, force: true });
}

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode, body, location: res.headers.location }));
      })
      .on('error', reject);
  });
}

/** The npm package as `npm pack` would make it from dist/ now: its unpacked size against the budget. */
function packageBench() {
  const r = require('child_process').spawnSync(
    'npm',
    ['pack', '--dry-run', '--json', '--ignore-scripts', '--offline'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`npm pack --dry-run: ${r.stderr}`);
  const packed = JSON.parse(r.stdout)[0];
  const largest = [...packed.files].sort((a, b) => b.size - a.size).slice(0, 5);
  record(
    'package.unpackedSize',
    undefined,
    packed.unpackedSize / 1e6,
    'MB',
    { limit: 15, text: '<= 15 MB' },
    {
      tarball: `${round(packed.size / 1e6)} MB`,
      files: packed.entryCount,
      largest: largest.map((f) => `${f.path} ${round(f.size / 1e6)} MB`),
    },
  );
}

/** The first page docs.json lists (a page path as written in its navigation). */
function firstListedPage(docs) {
  const walk = (v) => {
    if (typeof v === 'string') return v;
    if (Array.isArray(v)) for (const x of v) if (typeof walk(x) === 'string') return walk(x);
    if (v && typeof v === 'object')
      for (const k of ['pages', 'groups', 'tabs', 'anchors', 'versions', 'languages'])
        if (v[k] !== undefined && typeof walk(v[k]) === 'string') return walk(v[k]);
    return undefined;
  };
  return walk(docs.navigation);
}

/** CPU seconds a process has used so far (Linux: /proc; undefined elsewhere). */
function processCpu(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in ticks of 10 ms
  } catch {
    return undefined;
  }
}

/**
 * A page saved while a tab shows it: from the write to the reload event's bytes on the tab's stream, and to the
 * page served again with the edit in it (what the tab then shows), with the dev process's CPU per save.
 */
async function pageSaveBench(child, url, root, size, runs, generation) {
  const page = firstListedPage(JSON.parse(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')));
  const file = path.join(root, `${page}.mdx`);
  const original = fs.readFileSync(file, 'utf8');
  const toEvent = [];
  const toPage = [];
  let gen = generation;
  // The address the tab shows (a page of a version other than the default one may be redirected to its own URL).
  let pageUrl = new URL(page, url).href;
  for (let hops = 0; hops < 3; hops++) {
    const r = await get(pageUrl); // rendered once, as the open tab did
    if (r.status === 200) {
      gen = Number(/data-dj-dev="(\d+)"/.exec(r.body)[1]); // the generation the tab's stream names
      break;
    }
    if (!r.location) throw new Error(`${pageUrl}: ${r.status}`);
    pageUrl = new URL(r.location, pageUrl).href;
  }
  const outputFile = `${new URL(pageUrl).pathname.slice(1).replace(/\/$/, '') || 'index'}.html`;
  const cpuBefore = processCpu(child.pid);
  for (let i = 0; i < runs; i++) {
    const marker = `Saved edit number ${i + 1}.`;
    const written = await new Promise((resolve, reject) => {
      let at = 0;
      const req = http.get(`${url}_docsjson/events?gen=${gen}&file=${encodeURIComponent(outputFile)}`, (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          buffer += d;
          if (!at && buffer.includes('retry:')) {
            at = now();
            fs.writeFileSync(file, `${original}\n${marker}\n`);
          }
          const m = /event: reload\ndata: (\d+)/.exec(buffer);
          if (m && at) {
            gen = Number(m[1]);
            toEvent.push(now() - at);
            req.destroy();
            resolve(at);
          }
        });
      });
      req.on('error', reject);
    });
    const served = await get(pageUrl);
    gen = Number(/data-dj-dev="(\d+)"/.exec(served.body)[1]);
    if (!served.body.includes(marker)) throw new Error(`the page served after the reload lacks the edit (${page})`);
    toPage.push(now() - written);
    await new Promise((r) => setTimeout(r, 200));
  }
  const cpuAfter = processCpu(child.pid);
  fs.writeFileSync(file, original);
  record('dev.pageSaveToReloadEvent', size, median(toEvent), 'ms', undefined, { runs: toEvent.map((x) => round(x)) });
  record(
    'dev.pageSaveToPageServed',
    size,
    median(toPage),
    'ms',
    { limit: 150, text: '<= 150 ms' },
    {
      runs: toPage.map((x) => round(x)),
      devCpuPerSave:
        cpuBefore === undefined || cpuAfter === undefined
          ? undefined
          : `${round(((cpuAfter - cpuBefore) * 1000) / runs)} ms`,
    },
  );
}

async function devBench(root, size, runs) {
  const t0 = now();
  const child = spawn(process.execPath, [CLI, 'dev', root, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      const m = /serving .* at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('close', () => reject(new Error(`dev exited: ${out}`)));
  });
  const first = await get(url);
  const firstMs = now() - t0;
  if (first.status !== 200) throw new Error(`first page: ${first.status}`);
  record('dev.firstPage', size, firstMs, 'ms', { limit: 1000, text: '< 1 s' }, { includes: 'process start' });
  const generation = Number(/data-dj-dev="(\d+)"/.exec(first.body)[1]);
  // Save docs.json (a space more each time) and wait for the reload event on an open stream.
  const latencies = [];
  const docsFile = path.join(root, 'docs.json');
  const text = fs.readFileSync(docsFile, 'utf8');
  let gen = generation;
  for (let i = 0; i < runs; i++) {
    const ms = await new Promise((resolve, reject) => {
      let written = 0;
      const req = http.get(`${url}_docsjson/events?gen=${gen}&file=index.html`, (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          buffer += d;
          if (!written && buffer.includes('retry:')) {
            written = now();
            fs.writeFileSync(docsFile, text + ' '.repeat(i + 1));
          }
          const m = /event: reload\ndata: (\d+)/.exec(buffer);
          if (m && written) {
            gen = Number(m[1]);
            req.destroy();
            resolve(now() - written);
          }
        });
      });
      req.on('error', reject);
    });
    latencies.push(ms);
    await new Promise((r) => setTimeout(r, 200));
  }
  fs.writeFileSync(docsFile, text);
  await new Promise((r) => setTimeout(r, 300)); // that last save taken in before the pages are saved
  record('dev.editToReload', size, median(latencies), 'ms', { limit: 100, text: '<= 100 ms' }, { runs: latencies });
  await pageSaveBench(child, url, root, size, runs, gen);
  child.kill('SIGINT');
  await new Promise((r) => child.on('close', r));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = now();
  if (!fs.existsSync(CLI)) throw new Error('dist/docsjson.js is missing: run npm run build first');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-site-bench-'));
  try {
    const part = (name) => !args.only || args.only.includes(name);
    if (part('nav'))
      for (const size of args.sizes)
        fs.rmSync((await navigationBench(size, args.runs, tmp)).dir, { recursive: true, force: true });
    if (part('build')) {
      const size = Math.min(...args.sizes);
      const dir = path.join(tmp, `build-${size}`);
      generateSite(dir, { pages: size });
      await buildBench('generated', dir, tmp, size);
    }
    if (part('biggroup')) {
      const pages = args.quick ? 200 : 4000;
      const dir = path.join(tmp, 'big-group');
      bigGroupSite(dir, pages);
      // Each page's HTML must stay near its content's size: a few KB, whatever the size of its group.
      await buildBench('bigGroup', dir, tmp, pages, { limit: 20000, text: '<= 20 KB' });
    }
    const corpus = [
      process.env.DOCSJSON_CORPUS,
      path.resolve(repoRoot, '../shared/corpus-dev/pipecat-ai-docs'),
      '/work/shared/corpus-dev/pipecat-ai-docs',
    ].find((c) => c && fs.existsSync(path.join(c, 'docs.json')));
    if (corpus && !args.quick && part('build')) await buildBench('real', corpus, tmp, undefined);
    if (part('package')) packageBench();
    if (part('sizes')) await budgetSitesBench(tmp, args.quick ? 0.1 : 1, args.quick ? 1 : 3);
    if (part('realshape')) await realShapeBench(tmp, args.scale);
    if (part('dev')) {
      const devDir = path.join(tmp, 'dev');
      generateSite(devDir, { pages: args.devSize });
      await devBench(devDir, args.devSize, args.quick ? 2 : 7);
    }
  } finally {
    if (args.keep) console.log(`sites kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
  record('bench.seconds', undefined, (now() - started) / 1000, 's');
  const rows = results.map((r) =>
    [
      r.id.padEnd(44),
      String(r.size ?? '').padEnd(7),
      `${r.value ?? 'unavailable'} ${r.unit}`.padEnd(18),
      (r.budget ?? '').padEnd(16),
      r.budget ? (r.holds ? 'holds' : 'does not hold') : '',
    ].join(' | '),
  );
  console.log(
    ['measurement'.padEnd(44), 'pages'.padEnd(7), 'value'.padEnd(18), 'budget'.padEnd(16), 'holds'].join(' | '),
  );
  console.log(rows.join('\n'));
  const json = {
    measurements: results,
    machine: { cpus: os.cpus().length, load: os.loadavg(), node: process.version },
  };
  console.log('--- results (JSON) ---');
  console.log(JSON.stringify(json, null, 2));
  const outFile = path.join(repoRoot, '.bench', args.quick ? 'site-results-quick.json' : 'site-results.json');
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify(json, null, 2));
}

main().catch((e) => {
  console.error(`site bench failed: ${e.stack ?? e}`);
  process.exit(1);
});
