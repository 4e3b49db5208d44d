#!/usr/bin/env node
// What reading front matter costs per page on one site: the core's parseFrontMatter over the head of every page
// file (the first 8 KB, as lint reads them), timed in this process after a warm-up (median of 5 passes), and how
// many pages the simple reader answers without the YAML library. Prints one JSON object.
// usage: node scripts/bench/frontMatterCost.js <docs-root>
'use strict';
const fs = require('fs');
const path = require('path');

const repoRoot = path.resolve(__dirname, '..', '..');
const { parseFrontMatter, readSimpleFrontMatter } = require(
  path.join(repoRoot, 'server', 'out', 'src', 'core', 'index.js'),
);

function pageFiles(root, rel = '', out = []) {
  for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules') pageFiles(root, r, out);
    else if (e.isFile() && /\.mdx?$/.test(e.name) && !r.startsWith('snippets/')) out.push(r);
  }
  return out;
}

function main() {
  const root = process.argv[2];
  if (!root) {
    console.error('usage: node scripts/bench/frontMatterCost.js <docs-root>');
    process.exit(2);
  }
  const buffer = Buffer.alloc(8192);
  const heads = pageFiles(root).map((file) => {
    const fd = fs.openSync(path.join(root, file), 'r');
    const n = fs.readSync(fd, buffer, 0, buffer.length, 0);
    fs.closeSync(fd);
    return buffer.toString('utf8', 0, n);
  });
  // Distinct heads only: the core reads each page file, but what is timed is the reading of one head.
  const yamlOf = (head) => /^---\r?\n([\s\S]*?)\r?\n---/.exec(head)?.[1];
  let simple = 0;
  for (const head of heads) {
    const yaml = yamlOf(head);
    if (yaml !== undefined && readSimpleFrontMatter(yaml.trim())) simple++;
  }
  for (const head of heads.slice(0, 200)) parseFrontMatter(head);
  const passes = [];
  for (let pass = 0; pass < 5; pass++) {
    const t0 = process.hrtime.bigint();
    for (const head of heads) parseFrontMatter(head);
    passes.push(Number(process.hrtime.bigint() - t0) / 1000 / heads.length);
  }
  passes.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  console.log(
    JSON.stringify({
      pages: heads.length,
      usPerPage: round(passes[2]),
      simpleShare: round(simple / heads.length),
      passesUs: passes.map(round),
    }),
  );
}

main();
