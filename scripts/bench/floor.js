#!/usr/bin/env node
// The floor for `docsjson lint`: the least work any checker of "does every page have a file" must do.
// Reads and JSON.parses docs.json, walks the folder once into a Set, looks every page string up as <p>.mdx / <p>.md,
// and prints the missing ones. Run as its own process, like lint, so both pay Node's start-up.
//   node scripts/bench/floor.js <docs-root>   ->  {"pages":N,"files":N,"missing":N,"missingPages":[...]}
// Exit code 1 when a page is missing (as a linter would), 2 on usage or read errors.
'use strict';
const fs = require('fs');
const path = require('path');

const METHOD_ENTRY = /^(?:\S+\s+)?(get|put|post|delete|options|head|patch|trace|webhook)\s+\S/i;

function walk(root) {
  const files = new Set();
  const pending = [''];
  while (pending.length > 0) {
    const dir = pending.pop();
    let entries;
    try {
      entries = fs.readdirSync(dir === '' ? root : path.join(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const rel = dir === '' ? e.name : `${dir}/${e.name}`;
      if (e.isDirectory()) {
        if (!e.name.startsWith('.') && e.name !== 'node_modules') pending.push(rel);
      } else if (e.isFile()) {
        files.add(rel);
      }
    }
  }
  return files;
}

/** Every page string in the navigation: members of `pages` arrays (not METHOD entries) and group `root`s. */
function collectPages(node, out) {
  if (Array.isArray(node)) {
    for (const v of node) collectPages(v, out);
  } else if (node && typeof node === 'object') {
    for (const key of Object.keys(node)) {
      const v = node[key];
      if (key === 'pages' && Array.isArray(v)) {
        for (const p of v) {
          if (typeof p === 'string') {
            if (!METHOD_ENTRY.test(p)) out.push(p);
          } else collectPages(p, out);
        }
      } else if (key === 'root' && typeof v === 'string') {
        out.push(v);
      } else if (typeof v === 'object') {
        collectPages(v, out);
      }
    }
  }
  return out;
}

function floor(root) {
  const docs = JSON.parse(fs.readFileSync(path.join(root, 'docs.json'), 'utf8'));
  const files = walk(root);
  const pages = collectPages(docs.navigation, []);
  const missingPages = [];
  for (const raw of pages) {
    const p = raw.startsWith('./') ? raw.slice(2) : raw.startsWith('/') ? raw.slice(1) : raw;
    if (!files.has(`${p}.mdx`) && !files.has(`${p}.md`)) missingPages.push(p);
  }
  return { pages: pages.length, files: files.size, missing: missingPages.length, missingPages };
}

module.exports = { floor, walk, collectPages };

if (require.main === module) {
  const root = process.argv[2];
  if (!root) {
    console.error('usage: node scripts/bench/floor.js <docs-root>');
    process.exit(2);
  }
  let result;
  try {
    result = floor(path.resolve(root));
  } catch (e) {
    console.error(`floor: ${e.message}`);
    process.exit(2);
  }
  process.stdout.write(JSON.stringify(result) + '\n');
  process.exitCode = result.missing > 0 ? 1 : 0;
}
