#!/usr/bin/env node
// The floor a build is compared with: every distinct page text of a site parsed and rendered once, on one thread,
// in a fresh process (Shiki's start-up included), nothing laid out or written. Prints JSON: { files, distinct,
// ms, cpuMs }. Used by site.js; `node scripts/bench/renderFloor.js <site folder>` runs it alone.
'use strict';
const fs = require('fs');
const path = require('path');
const { pageFiles } = require('./pageFiles');

const out = path.resolve(__dirname, '../../server/out/src');

async function main() {
  const site = path.resolve(process.argv[2] ?? '');
  if (!fs.existsSync(path.join(site, 'docs.json'))) {
    console.error('usage: node scripts/bench/renderFloor.js <site folder>');
    process.exit(2);
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const { parsePage } = require(path.join(out, 'core'));
  const { renderPageContent } = require(path.join(out, 'site/content'));
  const files = pageFiles(site);
  const byText = new Map();
  for (const f of files) {
    const text = fs.readFileSync(path.join(site, f), 'utf8');
    if (!byText.has(text)) byText.set(text, f);
  }
  const snippets = new Map();
  const ctx = {
    linkHref: (href) => (/^(https?:|mailto:|#)/.test(href) ? href : href.startsWith('/') ? `${href}.html` : undefined),
    assetHref: (src) => (src.startsWith('/') ? src.slice(1) : undefined),
    snippet(rel) {
      if (!snippets.has(rel)) {
        const file = path.join(site, rel);
        snippets.set(rel, fs.existsSync(file) ? parsePage(rel, fs.readFileSync(file, 'utf8')) : undefined);
      }
      return snippets.get(rel);
    },
  };
  let bytes = 0;
  for (const [text, file] of byText) bytes += (await renderPageContent(parsePage(file, text), ctx)).html.length;
  const cpu = process.cpuUsage(cpu0);
  console.log(
    JSON.stringify({
      files: files.length,
      distinct: byText.size,
      ms: Math.round(performance.now() - t0),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      htmlBytes: bytes,
    }),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
