#!/usr/bin/env node
// A keystroke in a long MDX page, in the editor: the real language server over stdio (lspClient.js), a page of about
// 1,000 lines open in it, one character typed into a paragraph and deleted again, and the time from sending
// `didChange` to the `publishDiagnostics` for that version of the page. Also timed: keystrokes that break the page (`{`
// or `<` in a paragraph, `<Card title="A">` typed on a new line: mdx-syntax errors), keystrokes in the broken page,
// and the ones that repair it (see breakingKeystrokes); the time from opening the page to its first
// diagnostics of the whole site's page rules, and, in this process, the MDX parse of the page alone (whole, and
// re-using the parse before the edit) for comparison. Needs a build (`npm run build`).
//
//   [PROF=DIR] node scripts/bench/pageKeystroke.js [--runs N] [--pages N] [--site DIR --page REL]
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
const WARM_UP = 10;

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
 * A page like a long real one (the corpus's guides and references): sections of prose with a link to `route`,
 * lists, code, a table and a different component in each section (callouts, tabs, cards, steps, accordions,
 * parameter fields); `lines` lines. Its only problem is one image without alternative text.
 */
function longPage(lines, route) {
  const out = ['---', 'title: A long guide', 'description: Every setting, one section each.', '---', ''];
  out.push('<img src="/images/diagram.png" />', '');
  const components = [
    (s) => ['<Note>', `  Changes to setting ${s} apply to new requests only.`, '</Note>'],
    (s) => [
      '<Tabs>',
      '  <Tab title="Python">',
      '    ```python',
      `    client.configure(setting=${s})`,
      '    ```',
      '  </Tab>',
      '  <Tab title="JavaScript">',
      `    Call \`client.configure({ setting: ${s} })\` before the first request.`,
      '  </Tab>',
      '</Tabs>',
    ],
    (s) => [
      '<CardGroup cols={2}>',
      `  <Card title="Overview" icon="book" href="${route}">`,
      `    What setting ${s} is for.`,
      '  </Card>',
      '  <Card title="Reference" icon="code" href="#setting-1">',
      '    Every value it takes.',
      '  </Card>',
      '</CardGroup>',
    ],
    (s) => [
      '<Steps>',
      '  <Step title="Turn it on">',
      `    Set \`option${s}\` in the configuration file.`,
      '  </Step>',
      '  <Step title="Restart">',
      '    Restart the service so that it reads the file again.',
      '  </Step>',
      '</Steps>',
    ],
    (s) => [
      '<AccordionGroup>',
      `  <Accordion title="Why is setting ${s} off by default?">`,
      '    It costs one more round trip for each request.',
      '  </Accordion>',
      '</AccordionGroup>',
    ],
    (s) => [
      `<ParamField body="option${s}" type="boolean" default="false">`,
      `  Turns setting ${s} on. See [the guide](${route}#setting-${s}).`,
      '</ParamField>',
    ],
  ];
  for (let s = 1; out.length < lines; s++) {
    out.push(
      `## Setting ${s}`,
      '',
      `Setting ${s} controls how the service behaves when a request arrives. Read the [overview](${route}) first,`,
      'then come back here: the defaults suit most projects, and the cases below are the ones that need a change.',
      '',
      `- The first case, with \`option${s}\` set to \`true\``,
      '- The second case, when the cache is **cold**',
      '',
      '```bash',
      `service configure --setting ${s} --value on`,
      '```',
      '',
      ...components[s % components.length](s),
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

/**
 * Keystrokes that break the page or repair it, `rounds` times each: `{` typed into a paragraph and deleted; `<`
 * typed before a space and deleted; `<Card title="A">` typed one character at a time on a new line (the page stays
 * broken from the `<` on: an unfinished tag, then an unclosed component) and deleted in one edit; then ``` typed there
 * (the third backtick opens a code block that runs to the end of the page) and deleted (timed apart: they do not
 * break the page, but change all of it below). Each is timed
 * from `didChange` to the diagnostics of its version, which must show the page broken or repaired as expected.
 */
async function breakingKeystrokes(server, uri, text, at, rounds) {
  const breaking = [];
  const whileBroken = [];
  const repairing = [];
  const fence = [];
  const word = text.indexOf(' ', at) + 1;
  const blankLine = text.indexOf('\n\n', at) + 1;
  if (word <= 0 || word > text.indexOf('\n', at) || blankLine <= 0) throw new Error('no place to break the page');
  const key = async (start, end, insert, broken, into) => {
    const { ms, params } = await server.change(uri, start, end, insert, {
      accept: (p, version) => p.version === version,
    });
    const syntax = params.diagnostics.some((d) => d.code === 'mdx-syntax');
    if (syntax !== broken) {
      throw new Error(
        `after ${JSON.stringify(insert)} at ${start} the page was expected ${broken ? '' : 'not '}broken`,
      );
    }
    into?.push(ms);
  };
  const tag = '<Card title="A">';
  for (let i = 0; i < rounds; i++) {
    await key(at, at, '{', true, breaking);
    await key(at, at + 1, '', false, repairing);
    await key(word, word, '<', true, breaking);
    await key(word, word + 1, '', false, repairing);
    await key(blankLine, blankLine, '\n', false);
    for (let c = 0; c < tag.length; c++)
      await key(blankLine + c, blankLine + c, tag[c], true, c ? whileBroken : breaking);
    await key(blankLine, blankLine + tag.length, '', false, repairing);
    for (let c = 0; c < 3; c++) await key(blankLine + c, blankLine + c, '`', false, c === 2 ? fence : undefined);
    await key(blankLine, blankLine + 3, '', false, fence);
    await key(blankLine, blankLine + 1, '', false);
  }
  return { breaking, whileBroken, repairing, fence };
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

  // PROF=DIR: the server writes a CPU profile into DIR when it exits.
  const profile = process.env.PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROF)}`] : [];
  const server = new LspServer({
    name: 'docsjson',
    command: process.execPath,
    args: [...profile, SERVER, '--stdio'],
    cwd: root,
  });
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

    // A warm-up of WARM_UP keystrokes (not counted): the first ones after the site's parse meet a cold JIT.
    const keystrokes = [];
    for (let i = -WARM_UP; i < args.runs; i++) {
      const insert = i % 2 === 0;
      const { ms } = await server.change(uri, at, insert ? at : at + 1, insert ? 'x' : '', {
        accept: (p, version) => p.version === version,
      });
      if (i >= 0) keystrokes.push(ms);
    }
    results.keystroke = summary(keystrokes);

    const typed = await breakingKeystrokes(server, uri, text, at, Math.max(2, Math.floor(args.runs / 4)));
    results.keystrokeBreaking = summary(typed.breaking);
    results.keystrokeWhileBroken = summary(typed.whileBroken);
    results.keystrokeRepairing = summary(typed.repairing);
    results.keystrokeAnyBreaking = summary([...typed.breaking, ...typed.whileBroken, ...typed.repairing]);
    results.keystrokeFence = summary(typed.fence);
    results.memory = server.memory();
  } finally {
    await server.stop();
    if (generated) fs.rmSync(generated, { recursive: true, force: true });
  }
  results.parseAlone = parseAlone(text, at, Math.max(5, Math.floor(args.runs / 2)));
  results.budgetMs = BUDGET_MS;
  results.withinBudget = [
    results.keystroke,
    results.keystrokeBreaking,
    results.keystrokeWhileBroken,
    results.keystrokeRepairing,
  ].every((s) => s.median <= BUDGET_MS);

  const f = (x) => x.toFixed(1);
  const row = (name, s) =>
    `${name.padEnd(34)} median ${f(s.median)} ms, p90 ${f(s.p90)} ms, max ${f(s.max)} ms (${s.runs})`;
  console.log(`${rel}: ${results.lines} lines, ${results.bytes} bytes (${generated ? 'generated site' : root})`);
  console.log(`open -> page diagnostics (site parsed)  ${f(results.openToPageDiagnosticsMs)} ms`);
  console.log(row('keystroke -> diagnostics', results.keystroke));
  console.log(row('keystroke breaking the page', results.keystrokeBreaking));
  console.log(row('keystroke in the broken page', results.keystrokeWhileBroken));
  console.log(row('keystroke repairing it', results.keystrokeRepairing));
  console.log(row('any of these three', results.keystrokeAnyBreaking));
  console.log(row('opening or removing a code fence', results.keystrokeFence));
  console.log(
    `MDX parse alone: whole ${f(results.parseAlone.wholeMs)} ms, re-using the previous parse ` +
      `${f(results.parseAlone.reparseMs)} ms${results.parseAlone.reused ? '' : ' (not re-used: whole parse)'}`,
  );
  console.log(
    `budget ${BUDGET_MS} ms (median of each kind): ${results.withinBudget ? 'met' : 'NOT met'}; ` +
      `max ${f(Math.max(results.keystroke.max, results.keystrokeAnyBreaking.max))} ms`,
  );
  console.log(JSON.stringify(results));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
