#!/usr/bin/env node
// The navigation preview's figures over the real language server (dist/docsjson-language-server.js, stdio), with
// the request the VS Code extension sends (docsjson/navigationPreview):
//   - typing -> preview updated: one character inserted into (then deleted from) a page path of docs.json; time from
//     sending didChange to the preview answer made from that document version, whose HTML shows the edited entry
//     as it now is (a page without a file, then the page again). Budget <= 100 ms at 10k pages.
//     Reported beside it: the time from the check's diagnostics of that version to the preview answer (the
//     preview waits for the check, whose model it shows: this is the preview's own cost);
//   - the first preview of a section (its pages' front matter read), a cursor move to another entry of the same
//     section, and an "unchanged" answer (the same request again), for comparison;
//   - the same keystroke on the real site kept beside the repository, when it is there (opened read only: the edit
//     stays in the editor buffer the benchmark holds, nothing is written).
// Prints a table and the results as JSON (also written to .bench/preview-results.json, or --out FILE).
//   node scripts/bench/preview.js [--sizes 10000,100000] [--runs N] [--quick] [--keep] [--out FILE]
// --quick: one 60-page site, 4 keystrokes (the smoke test run by npm test).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { generateSite } = require('./generateSite');
const { LspServer, defaultCapabilities, fileUri, median, now, positionAt } = require('./lspClient');

const repoRoot = path.resolve(__dirname, '..', '..');
const SERVER = path.join(repoRoot, 'dist', 'docsjson-language-server.js');
const REQUEST = 'docsjson/navigationPreview';
const BUDGET_MS = 100;
const BUDGET_SIZE = 10000;

function parseArgs(argv) {
  const args = { sizes: [10000], runs: 30, quick: false, keep: false, out: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--sizes') args.sizes = argv[++i].split(',').map(Number);
    else if (a === '--runs') args.runs = Number(argv[++i]);
    else if (a === '--quick') args.quick = true;
    else if (a === '--keep') args.keep = true;
    else if (a === '--out') args.out = path.resolve(argv[++i]);
    else throw Object.assign(new Error(`unknown argument ${a}`), { usage: true });
  }
  if (args.quick) {
    args.sizes = [60];
    args.runs = 4;
  }
  if (args.sizes.some((s) => !Number.isInteger(s) || s < 4) || !(args.runs >= 2))
    throw Object.assign(new Error('--sizes takes page counts (>= 4), --runs a number >= 2'), { usage: true });
  return args;
}

const results = [];
function record(id, size, samples, details = {}) {
  const value = Array.isArray(samples) ? median(samples) : samples;
  const r = { id, size, value: value === undefined ? undefined : Math.round(value * 100) / 100, unit: 'ms' };
  if (Array.isArray(samples) && samples.length > 1) {
    const sorted = [...samples].sort((a, b) => a - b);
    r.p90 = Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] * 100) / 100;
    r.max = Math.round(sorted[sorted.length - 1] * 100) / 100;
    r.runs = samples.length;
  }
  if (id === 'preview.keystroke' && size === BUDGET_SIZE) {
    r.budget = `<= ${BUDGET_MS} ms at 10k`;
    r.holds = value !== undefined && value <= BUDGET_MS;
  }
  Object.assign(r, details);
  results.push(r);
  return r;
}

/** A server with docs.json open and its first check published. */
async function openSite(root, docsText) {
  const server = new LspServer({
    name: 'docsjson',
    command: process.execPath,
    args: [SERVER, '--stdio'],
    cwd: root,
  });
  await server.initialize({ rootPath: root, capabilities: defaultCapabilities() });
  const uri = fileUri(path.join(root, 'docs.json'));
  await server.open(uri, docsText, { languageId: 'docsjson', timeoutMs: 600000 });
  return { server, uri };
}

function ask(server, uri, position, known, timeoutMs = 60000) {
  return server._withTimeout(
    server.connection.sendRequest(REQUEST, { textDocument: { uri }, position, known }),
    timeoutMs,
    REQUEST,
  );
}

/**
 * Alternating keystrokes at the end of a page path: insert "x", delete it. Each one: didChange, then at once the
 * preview request the extension sends; timed to the answer for that version, which must show the entry as typed.
 */
async function keystrokes(server, uri, edit, runs, known) {
  const samples = [];
  const afterCheck = [];
  const route = edit.pagePath.replace(/^\//, '');
  const total = runs + 2 + (runs % 2); // two untimed warm-up keystrokes; an even count leaves the text as it was
  let key = known;
  for (let i = 0; i < total; i++) {
    const inserted = i % 2 === 0;
    // The check's diagnostics for this version, to tell the preview's own time from the check's.
    const expected = server.docs.get(uri).version + 1;
    const checked = server.nextDiagnostics(uri, (p) => p.version == null || p.version >= expected, 60000);
    const t0 = now();
    const { version } = inserted
      ? await server.change(uri, edit.offset, edit.offset, 'x', { wait: false })
      : await server.change(uri, edit.offset, edit.offset + 1, '', { wait: false });
    const position = positionAt(server.text(uri), edit.offset + (inserted ? 1 : 0));
    const answer = await ask(server, uri, position, key);
    const answeredAt = now();
    const ms = answeredAt - t0;
    const published = await checked;
    if (!answer || answer.documentVersion !== version || typeof answer.html !== 'string')
      throw new Error(`keystroke ${i}: no preview for version ${version}: ${JSON.stringify(answer).slice(0, 300)}`);
    const shown = answer.html.includes(`data-route="${route}x.html"`);
    if (shown !== inserted)
      throw new Error(
        `keystroke ${i}: the preview does not show the entry as typed ("${route}${inserted ? 'x' : ''}")`,
      );
    if (!/aria-current="location"/.test(answer.html)) throw new Error(`keystroke ${i}: nothing highlighted`);
    key = answer.key;
    if (i >= 2) {
      samples.push(ms);
      // Negative when the preview came before the check's diagnostics (it is answered from the check's model).
      afterCheck.push(answeredAt - published.at);
    }
  }
  return { samples, afterCheck };
}

async function measureSite(id, size, root, docsText, edit, runs) {
  const { server, uri } = await openSite(root, docsText);
  try {
    const editPosition = positionAt(docsText, edit.offset);
    let t0 = now();
    const first = await ask(server, uri, editPosition);
    if (!first?.html) throw new Error(`no preview: ${JSON.stringify(first).slice(0, 300)}`);
    record(`preview.first${id}`, size, now() - t0, { htmlKB: Math.round(first.html.length / 102.4) / 10 });

    // The same request again: the client already shows it.
    const unchanged = [];
    for (let i = 0; i < 5; i++) {
      t0 = now();
      const again = await ask(server, uri, editPosition, first.key);
      if (!again?.unchanged) throw new Error(`expected "unchanged": ${JSON.stringify(again).slice(0, 200)}`);
      unchanged.push(now() - t0);
    }
    record(`preview.unchanged${id}`, size, unchanged);

    // The cursor moves between two entries of the section: the highlight moves, the section is rendered again.
    const entries = [...first.html.matchAll(/data-path="([^"]+)"><a data-route/g)].map((m) => m[1]);
    const other = entries.find((p) => p !== entries[0]);
    const text = server.text(uri);
    const otherPath = other ? JSON.parse(other.replace(/&quot;/g, '"')) : undefined;
    const otherOffset = otherPath ? offsetOfEntry(text, otherPath) : undefined;
    if (otherOffset !== undefined) {
      const moves = [];
      let key = first.key;
      for (let i = 0; i < 6; i++) {
        const position = positionAt(text, i % 2 ? edit.offset : otherOffset);
        t0 = now();
        const moved = await ask(server, uri, position, key);
        moves.push(now() - t0);
        key = moved.key;
      }
      record(`preview.cursorMove${id}`, size, moves);
    }

    const { samples, afterCheck } = await keystrokes(server, uri, edit, runs, first.key);
    record(`preview.keystroke${id}`, size, samples);
    record(`preview.keystroke.afterCheck${id}`, size, afterCheck);
  } finally {
    await server.stop();
  }
}

/** Offset inside the string of the entry at a JSON path ("navigation", ..., "pages", 3), found by a JSON walk. */
function offsetOfEntry(text, jsonPath) {
  const { parseTree, findNodeAtLocation } = require('jsonc-parser');
  const node = findNodeAtLocation(parseTree(text), jsonPath);
  return node?.type === 'string' ? node.offset + 1 : undefined;
}

/** The real site beside the repository: its first page entry of the navigation, as the edit. */
function realSiteEdit(text) {
  const { parseTree, findNodeAtLocation } = require('jsonc-parser');
  const tree = parseTree(text);
  const walk = (node) => {
    if (!node) return undefined;
    if (node.type === 'property' && node.children[0].value === 'pages' && node.children[1].type === 'array') {
      const first = node.children[1].children.find((c) => c.type === 'string' && !/\s/.test(c.value));
      if (first) return first;
    }
    for (const c of node.children ?? []) {
      const found = walk(c);
      if (found) return found;
    }
    return undefined;
  };
  const entry = walk(findNodeAtLocation(tree, ['navigation']));
  return entry && { pagePath: entry.value, offset: entry.offset + 1 + entry.value.length };
}

function corpusSite() {
  return [
    process.env.DOCSJSON_CORPUS,
    path.resolve(repoRoot, '../shared/corpus-dev/pipecat-ai-docs'),
    path.resolve(repoRoot, '../../shared/corpus-dev/pipecat-ai-docs'),
  ].find((c) => c && fs.existsSync(path.join(c, 'docs.json')));
}

function printTable() {
  const rows = results.map((r) => [
    r.id,
    r.size === undefined ? '' : String(r.size),
    r.value === undefined ? 'unavailable' : `${r.value} ms`,
    r.p90 === undefined ? '' : `${r.p90} / ${r.max} ms`,
    r.budget ? `${r.budget}: ${r.holds ? 'holds' : 'FAILS'}` : '',
  ]);
  const header = ['measurement', 'pages', 'median', 'p90 / max', 'budget'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(SERVER)) throw new Error('dist/docsjson-language-server.js is missing: run npm run build first');
  const started = now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-preview-bench-'));
  let failed = false;
  try {
    for (const size of args.sizes) {
      const dir = path.join(tmp, `site-${size}`);
      const gen = generateSite(dir, { pages: size });
      try {
        await measureSite('', size, dir, fs.readFileSync(gen.docsFile, 'utf8'), gen.edit, args.runs);
      } catch (e) {
        failed = true;
        record('preview.keystroke', size, undefined, { reason: e.message });
      }
      if (!args.keep) fs.rmSync(dir, { recursive: true, force: true });
    }
    const corpus = args.quick ? undefined : corpusSite();
    if (corpus) {
      const text = fs.readFileSync(path.join(corpus, 'docs.json'), 'utf8');
      const edit = realSiteEdit(text);
      try {
        if (!edit) throw new Error('no page entry found in the real site');
        await measureSite('.realSite', undefined, corpus, text, edit, Math.min(args.runs, 20));
      } catch (e) {
        failed = true;
        record('preview.keystroke.realSite', undefined, undefined, { reason: e.message });
      }
    }
  } finally {
    if (args.keep) console.log(`sites kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
  printTable();
  const out =
    args.out ?? path.join(repoRoot, '.bench', args.quick ? 'preview-results-quick.json' : 'preview-results.json');
  const json = {
    measurements: results,
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    seconds: Math.round((now() - started) / 100) / 10,
  };
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(json, null, 2) + '\n');
  console.log(JSON.stringify(json));
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e.message);
    process.exit(e.usage ? 2 : 1);
  },
);
