#!/usr/bin/env node
// Page checking speed: parse + facts + page rules per page, on a real site (default: the site beside the
// repository, or DOCSJSON_CORPUS) or any docs folder given. Every page and snippet file is read into memory first;
// each phase is then timed over all of them, several runs, and the median reported with pages/s and MB/s, and the
// share of each phase (and of each rule) in the total. Needs a build (`npm run build`).
//
//   node scripts/bench/pages.js [DOCS_DIR] [--runs N]
'use strict';
const fs = require('fs');
const path = require('path');

const repoRoot = path.resolve(__dirname, '..', '..');
const core = (p) => require(path.join(repoRoot, 'server', 'out', 'src', 'core', p));
const { parseMdx } = core('pages/mdx/parseMdx');
const { checkPageLimits } = core('pages/mdx/pageLimits');
const { stripCustomHeadingIds } = core('pages/mdx/customHeadingIds');
const { extractPageFacts } = core('pages/mdx/pageFacts');
const { parseFrontMatter } = core('pages/frontMatter');
const { parsePage } = core('pages/parsedPage');
const { createSiteFacts, isSnippetFile } = core('pages/siteFacts');
const { isPageFile } = core('pages/pageIndex');
const { PAGE_RULES } = core('rules/pages');

function parseArgs(argv) {
  const args = { dir: undefined, runs: 5 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') args.runs = Math.max(1, Number(argv[++i]) || 5);
    else args.dir = argv[i];
  }
  args.dir ??= process.env.DOCSJSON_CORPUS ?? path.resolve(repoRoot, '..', 'shared', 'corpus-dev', 'pipecat-ai-docs');
  return args;
}

function listFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '.git') walk(rel);
      } else if (entry.isFile()) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Median milliseconds of `fn` over `runs` runs, after one warm-up run. */
function time(runs, fn) {
  fn();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(samples);
}

function main() {
  const { dir, runs } = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(dir)) {
    console.error(`no docs folder at ${dir} (give one, or set DOCSJSON_CORPUS)`);
    process.exit(2);
  }
  const files = listFiles(dir);
  const texts = new Map();
  for (const f of files) {
    if (/\.mdx?$/.test(f) && (isPageFile(f) || isSnippetFile(f)))
      texts.set(f, fs.readFileSync(path.join(dir, f), 'utf8'));
  }
  let chars = 0;
  for (const t of texts.values()) chars += t.length;
  const bytes = [...texts.values()].reduce((n, t) => n + Buffer.byteLength(t), 0);

  const phases = {};
  phases['limits scan'] = time(runs, () => {
    for (const t of texts.values()) checkPageLimits(t);
  });
  phases['custom heading ids'] = time(runs, () => {
    for (const t of texts.values()) stripCustomHeadingIds(t);
  });
  phases['parseMdx (limits + ids + micromark/mdast)'] = time(runs, () => {
    for (const t of texts.values()) parseMdx(t);
  });
  const parsed = [...texts].map(([f, t]) => [f, t, parseMdx(t)]);
  phases['facts walk'] = time(runs, () => {
    for (const [, t, r] of parsed) if (r.tree) extractPageFacts(r.tree, t, r.customIds);
  });
  phases['front matter'] = time(runs, () => {
    for (const t of texts.values()) parseFrontMatter(t);
  });
  phases['parsePage (all of the above)'] = time(runs, () => {
    for (const [f, t] of texts) parsePage(f, t);
  });

  const pages = new Map([...texts].map(([f, t]) => [f, parsePage(f, t)]));
  const site = createSiteFacts({ files, facts: new Map([...pages].map(([f, p]) => [f, p.facts])), navigation: [] });
  const perRule = {};
  let problems = 0;
  for (const rule of PAGE_RULES) {
    perRule[rule.id] = time(runs, () => {
      problems = 0;
      const report = () => problems++;
      if (rule.checkPage) for (const page of pages.values()) rule.checkPage({ page, site, report });
      if (rule.checkSite) rule.checkSite({ model: {}, pages, site, report });
    });
  }
  const rulesTotal = Object.values(perRule).reduce((a, b) => a + b, 0);
  const total = phases['parsePage (all of the above)'] + rulesTotal;

  const mb = bytes / 1e6;
  const line = (name, ms) =>
    `${name.padEnd(44)} ${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / total).toFixed(1).padStart(6)} %`;
  console.log(
    `${texts.size} page and snippet files, ${mb.toFixed(2)} MB (${chars} UTF-16 units), ${runs} runs, medians`,
  );
  for (const [name, ms] of Object.entries(phases)) console.log(line(name, ms));
  for (const [name, ms] of Object.entries(perRule)) console.log(line(`rule ${name}`, ms));
  console.log(line('parse + facts + rules', total));
  console.log(
    `${(texts.size / (total / 1000)).toFixed(0)} pages/s, ${(mb / (total / 1000)).toFixed(2)} MB/s ` +
      `(parse alone ${(mb / (phases['parseMdx (limits + ids + micromark/mdast)'] / 1000)).toFixed(2)} MB/s)`,
  );
  const results = { files: texts.size, bytes, runs, phasesMs: phases, rulesMs: perRule, totalMs: total };
  console.log(JSON.stringify(results));
}

main();
