#!/usr/bin/env node
// Page-body rendering on the real site (not part of `npm run bench`): pages per second with Shiki cold (a fresh
// process: highlighter start-up, grammars loaded on demand, every block tokenized for the first time) and warm (the
// same pages again in that process), and, in another fresh process, Shiki's start-up and the cost of one code block
// with its grammar loaded. Parsing is done before the clock starts and reported on its own.
//
//   npm run build && node scripts/bench/renderContent.js [site folder]
//
// The site defaults to ../shared/corpus-dev/pipecat-ai-docs (or DOCSJSON_CORPUS).
'use strict';
const fs = require('fs');
const path = require('path');
const { pageFiles } = require('./pageFiles');
const { fork } = require('child_process');

const root = path.resolve(__dirname, '../..');
const out = path.join(root, 'server/out/src');

function siteFolder() {
  const candidates = [
    process.argv[3] && process.argv[2] === '--child' ? undefined : process.argv[2],
    process.env.DOCSJSON_CORPUS,
  ];
  candidates.push(
    path.resolve(root, '../shared/corpus-dev/pipecat-ai-docs'),
    '/work/shared/corpus-dev/pipecat-ai-docs',
  );
  return candidates.find((c) => c && fs.existsSync(path.join(c, 'docs.json')));
}

function parseAll(site, parsePage) {
  const t = performance.now();
  const pages = pageFiles(site).map((f) => parsePage(f, fs.readFileSync(path.join(site, f), 'utf8')));
  return { pages, parseMs: performance.now() - t };
}

function context(site, parsePage) {
  const snippets = new Map();
  return {
    linkHref: (href) => (/^(https?:|mailto:|#)/.test(href) ? href : href.startsWith('/') ? `${href}.html` : undefined),
    assetHref: (src) => (src.startsWith('/') && fs.existsSync(path.join(site, src)) ? src.slice(1) : undefined),
    snippet(rel) {
      if (!snippets.has(rel)) {
        const file = path.join(site, rel);
        snippets.set(rel, fs.existsSync(file) ? parsePage(rel, fs.readFileSync(file, 'utf8')) : undefined);
      }
      return snippets.get(rel);
    },
  };
}

/** Child: render every page twice (cold, then warm). */
async function renderPasses(site) {
  const { parsePage } = require(path.join(out, 'core'));
  const { pages, parseMs } = parseAll(site, parsePage);
  const { renderPageContent } = require(path.join(out, 'site/content'));
  const ctx = context(site, parsePage);
  const passes = [];
  for (let pass = 0; pass < 3; pass++) {
    const t = performance.now();
    let bytes = 0;
    for (const page of pages) bytes += (await renderPageContent(page, ctx)).html.length;
    passes.push({ ms: performance.now() - t, bytes });
  }
  return { pages: pages.length, parseMs, passes };
}

/** Child: Shiki's start-up, then every distinct code block of the site tokenized once with its grammar loaded. */
async function shikiCosts(site) {
  const { parsePage } = require(path.join(out, 'core'));
  const { pages } = parseAll(site, parsePage);
  const hl = require(path.join(out, 'site/content/code/highlighter'));
  const blocks = new Map();
  for (const page of pages) {
    const stack = [...(page.mdx.tree?.children ?? [])];
    while (stack.length) {
      const node = stack.pop();
      if (node.type === 'code')
        blocks.set(`${node.lang}\0${node.value}`, { lang: hl.languageId(node.lang), code: node.value });
      if (node.children) stack.push(...node.children);
    }
  }
  let t = performance.now();
  await hl.warmHighlighter();
  const startMs = performance.now() - t;
  const langs = new Set([...blocks.values()].map((b) => b.lang).filter(Boolean));
  t = performance.now();
  await hl.loadLanguages(langs);
  const langMs = performance.now() - t;
  const highlighted = [...blocks.values()].filter((b) => b.lang);
  const each = [];
  t = performance.now();
  for (const b of highlighted) {
    const s = performance.now();
    hl.tokenize(b.code, b.lang);
    each.push(performance.now() - s);
  }
  const blocksMs = performance.now() - t;
  each.sort((a, b) => a - b);
  return {
    startMs,
    languages: langs.size,
    langMs,
    blocks: highlighted.length,
    blocksMs,
    medianMs: each[Math.floor(each.length / 2)],
    p95Ms: each[Math.floor(each.length * 0.95)],
    maxMs: each[each.length - 1],
  };
}

function inChild(mode, site) {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--child', mode, site], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', resolve);
    child.on('exit', (code) => (code ? reject(new Error(`${mode} exited with ${code}`)) : undefined));
  });
}

async function main() {
  if (process.argv[2] === '--child') {
    const [, , , mode, site] = process.argv;
    const result = mode === 'render' ? await renderPasses(site) : await shikiCosts(site);
    process.send(result, () => process.exit(0));
    return;
  }
  const site = siteFolder();
  if (!site) {
    console.error('No site: pass its folder, or set DOCSJSON_CORPUS');
    process.exit(2);
  }
  const render = await inChild('render', site);
  const shiki = await inChild('shiki', site);
  const rate = (p) => (render.pages / (p.ms / 1000)).toFixed(0);
  const rows = [
    ['pages', String(render.pages)],
    ['parse (not in the figures below)', `${render.parseMs.toFixed(0)} ms`],
    [
      'render, Shiki cold (first pass, fresh process)',
      `${render.passes[0].ms.toFixed(0)} ms = ${rate(render.passes[0])} pages/s`,
    ],
    ['render, Shiki warm (second pass)', `${render.passes[1].ms.toFixed(0)} ms = ${rate(render.passes[1])} pages/s`],
    ['render, Shiki warm (third pass)', `${render.passes[2].ms.toFixed(0)} ms = ${rate(render.passes[2])} pages/s`],
    ['HTML written per pass', `${(render.passes[1].bytes / 1e6).toFixed(1)} MB`],
    ['Shiki start-up (highlighter, JS engine, theme)', `${shiki.startMs.toFixed(0)} ms`],
    [`grammars loaded (${shiki.languages} languages)`, `${shiki.langMs.toFixed(0)} ms`],
    [
      `distinct code blocks tokenized once (${shiki.blocks})`,
      `${shiki.blocksMs.toFixed(0)} ms; median ${shiki.medianMs.toFixed(2)} ms, p95 ${shiki.p95Ms.toFixed(2)} ms, max ${shiki.maxMs.toFixed(0)} ms per block`,
    ],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  console.log(JSON.stringify({ site, render, shiki }));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
