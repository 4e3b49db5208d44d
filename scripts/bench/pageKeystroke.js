#!/usr/bin/env node
// A keystroke in a long MDX page, in the editor: the real language server over stdio (lspClient.js), a page of about
// 1,000 lines open in it, one character typed into a paragraph and deleted again, and the time from sending
// `didChange` to the `publishDiagnostics` for that version of the page. Also timed: a keystroke that breaks the page
// (`{` in a paragraph: an mdx-syntax error) and the one that fixes it, the time from opening the page to its first
// diagnostics of the whole site's page rules, and, in this process, the MDX parse of the page alone (whole, and
// re-using the parse before the edit) for comparison. Needs a build (`npm run build`).
//
//   node scripts/bench/pageKeystroke.js [--runs N] [--pages N] [--site DIR --page REL]
//
// Default: a generated site (generateSite.js, --pages pages, default 1000) with a generated 1,000-line page added.
// --site/--page: a real site and one of its pages instead (e.g. the site beside the repository and its longest page).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { LspServer, fileUri, median } = require('./lspClient');
const { generateSite } = require('./generateSite');

const repoRoot = path.resolve(__dirname, '..', '..');
const SERVER = path.join(repoRoot, 'server', 'out', 'src', 'lsp', 'main.js');
const core = (p) => require(path.join(repoRoot, 'server', 'out', 'src', 'core', p));
const BUDGET_MS = 50;

function parseArgs(argv) {
  const args = { runs: 20, pages: 1000, site: undefined, page: undefined };
  for (let i = 0; i < argv.length; i++) {
    const next = () => argv[++i];
    if (argv[i] === '--runs') args.runs = Math.max(2, Number(next()) || 20);
    else if (argv[i] === '--pages') args.pages = Math.max(4, Number(next()) || 1000);
    else if (argv[i] === '--site') args.site = path.resolve(next());
    else if (argv[i] === '--page') args.page = next();
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!!args.site !== !!args.page) throw new Error('--site and --page go together');
  return args;
}

/**
 * A page like a long real one: sections of prose with a link to `route`, lists, code, components, a table; `lines`
 * lines. Its only problem is one image without alternative text.
 */
function longPage(lines, route) {
  const out = ['---', 'title: A long guide', 'description: Every setting, one section each.', '---', ''];
  out.push('<img src="/images/diagram.png" />', '');
  for (let s = 1; out.length < lines; s++) {
    out.push(
      `## Setting ${s}`,
      '',
      `Setting ${s} controls how the service behaves when a request arrives. Read the [overview](${route}) first,`,
      'then come back here: the defaults suit most projects, and the cases below are the ones that need a change.',
      '',
      `- The first case, with \`option${s}\` set to \`true\``,
      '- The second case, when the cache is cold',
      '',
      '```bash',
      `service configure --setting ${s} --value on`,
      '```',
      '',
      '<Note>',
      `  Changes to setting ${s} apply to new requests only.`,
      '</Note>',
      '',
      '| Value | Effect |',
      '| --- | --- |',
      `| on | enabled for ${s} |`,
      '',
    );
  }
  return out.join('\n');
}

function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length - 1) * p))];
}

function summary(xs) {
  return { median: median(xs), p90: percentile(xs, 0.9), max: Math.max(...xs), runs: xs.length };
}

/** Median ms of the MDX parse of `text` after an edit: whole, and from the parse before the edit. */
function parseAlone(text, at, runs) {
  const { parsePage } = core('pages/parsedPage');
  const { parseMdx } = core('pages/mdx/parseMdx');
  const { reparseMdx } = core('pages/mdx/reparseMdx');
  const before = parsePage('page.mdx', text);
  const edited = text.slice(0, at) + 'x' + text.slice(at);
  const whole = [];
  const reparse = [];
  let reused = true;
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    parseMdx(edited);
    whole.push(performance.now() - t);
    t = performance.now();
    reused = !!reparseMdx(before, edited) && reused;
    reparse.push(performance.now() - t);
  }
  return { wholeMs: median(whole), reparseMs: median(reparse), reused };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  let root = args.site;
  let rel = args.page;
  let generated;
  if (!root) {
    generated = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-page-keystroke-'));
    root = path.join(generated, 'site');
    const site = generateSite(root, { pages: args.pages, specOps: [50] });
    rel = 'guides/long-page.mdx';
    fs.mkdirSync(path.join(root, 'guides'), { recursive: true });
    fs.writeFileSync(path.join(root, rel), longPage(1000, '/' + site.edit.pagePath.replace(/^\//, '')));
  }
  const text = fs.readFileSync(path.join(root, rel), 'utf8');
  // The edit goes into the middle of a paragraph around the middle of the page.
  const paragraph = /\n\n([A-Z][^\n<{`|#>]{40,})\n/g;
  paragraph.lastIndex = Math.floor(text.length / 2);
  const found = paragraph.exec(text) ?? /\n\n([A-Z][^\n<{`|#>]{40,})\n/.exec(text);
  if (!found) throw new Error(`no paragraph to type into in ${rel}`);
  const at = found.index + 2 + 20;

  const server = new LspServer({ name: 'docsjson', command: process.execPath, args: [SERVER, '--stdio'], cwd: root });
  const uri = fileUri(path.join(root, rel));
  const results = { site: root, page: rel, lines: text.split('\n').length, bytes: Buffer.byteLength(text) };
  try {
    await server.initialize({ rootPath: root });
    // A broken link added at the end of the page marks when the page rules have run over the whole site (pages are
    // parsed in the background first); it is then taken out again, and the page is as on disk.
    const marker = '\n[marker](/docsjson-bench-no-such-page)\n';
    const opened = await server.open(uri, text + marker, {
      languageId: 'mdx',
      accept: (p) => p.diagnostics.some((d) => d.code === 'link-broken' && /docsjson-bench/.test(d.message)),
      timeoutMs: 120000,
    });
    await server.change(uri, text.length, text.length + marker.length, '', {
      accept: (p, version) => p.version === version,
    });
    results.openToPageDiagnosticsMs = opened.ms;

    const keystrokes = [];
    for (let i = 0; i < args.runs; i++) {
      const insert = i % 2 === 0;
      const { ms } = await server.change(uri, at, insert ? at : at + 1, insert ? 'x' : '', {
        accept: (p, version) => p.version === version,
      });
      keystrokes.push(ms);
    }
    results.keystroke = summary(keystrokes);

    const breaking = [];
    const fixing = [];
    for (let i = 0; i < Math.max(2, Math.floor(args.runs / 4)); i++) {
      const broke = await server.change(uri, at, at, '{', {
        accept: (p, version) => p.version === version && p.diagnostics.some((d) => d.code === 'mdx-syntax'),
      });
      breaking.push(broke.ms);
      const fixed = await server.change(uri, at, at + 1, '', {
        accept: (p, version) => p.version === version && !p.diagnostics.some((d) => d.code === 'mdx-syntax'),
      });
      fixing.push(fixed.ms);
    }
    results.keystrokeBreaking = summary(breaking);
    results.keystrokeFixing = summary(fixing);
    results.memory = server.memory();
  } finally {
    await server.stop();
    if (generated) fs.rmSync(generated, { recursive: true, force: true });
  }
  results.parseAlone = parseAlone(text, at, Math.max(5, Math.floor(args.runs / 2)));
  results.budgetMs = BUDGET_MS;
  results.withinBudget = results.keystroke.median <= BUDGET_MS;

  const f = (x) => x.toFixed(1);
  const row = (name, s) => `${name.padEnd(34)} median ${f(s.median)} ms, p90 ${f(s.p90)} ms, max ${f(s.max)} ms`;
  console.log(`${rel}: ${results.lines} lines, ${results.bytes} bytes (${generated ? 'generated site' : root})`);
  console.log(`open -> page diagnostics (site parsed)  ${f(results.openToPageDiagnosticsMs)} ms`);
  console.log(row('keystroke -> diagnostics', results.keystroke));
  console.log(row('keystroke breaking the page', results.keystrokeBreaking));
  console.log(row('keystroke fixing it', results.keystrokeFixing));
  console.log(
    `MDX parse alone: whole ${f(results.parseAlone.wholeMs)} ms, re-using the previous parse ` +
      `${f(results.parseAlone.reparseMs)} ms${results.parseAlone.reused ? '' : ' (not re-used: whole parse)'}`,
  );
  console.log(`budget ${BUDGET_MS} ms (median keystroke): ${results.withinBudget ? 'met' : 'NOT met'}`);
  console.log(JSON.stringify(results));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
