#!/usr/bin/env node
// The floor for `docsjson lint`: the least work any checker of "does every page have a file" must do.
// Reads and JSON.parses docs.json, walks the folder once into a Set, looks every page string up as <p>.mdx / <p>.md,
// and prints the missing ones. Run as its own process, like lint, so both pay Node's start-up.
//   node scripts/bench/floor.js <docs-root>   ->  {"pages":N,"files":N,"missing":N,"missingPages":[...]}
// With --reads it also does the reading that lint's other checks cannot skip, as plainly as possible: the first
// 8 KB of every page file found (front matter) and a parse of every OpenAPI spec named (JSON.parse or yaml).
// That second baseline is reported beside the budget, to show how much of lint's time is reading it must do.
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

/** Every string that names a spec: `openapi` values (a string, an array, `{source}`), anywhere in the config. */
function collectSpecs(node, out) {
  if (Array.isArray(node)) {
    for (const v of node) collectSpecs(v, out);
  } else if (node && typeof node === 'object') {
    for (const key of Object.keys(node)) {
      const v = node[key];
      if (key === 'openapi') {
        for (const s of Array.isArray(v) ? v : [v]) {
          const source = typeof s === 'string' ? s : s && typeof s.source === 'string' ? s.source : undefined;
          if (source && !/^https?:/i.test(source)) out.add(source.replace(/^\.?\//, ''));
        }
      } else if (typeof v === 'object') collectSpecs(v, out);
    }
  }
  return out;
}

function floor(root, options = {}) {
  const docs = JSON.parse(fs.readFileSync(path.join(root, 'docs.json'), 'utf8'));
  const files = walk(root);
  const pages = collectPages(docs.navigation, []);
  const missingPages = [];
  const found = [];
  for (const raw of pages) {
    const p = raw.startsWith('./') ? raw.slice(2) : raw.startsWith('/') ? raw.slice(1) : raw;
    const file = files.has(`${p}.mdx`) ? `${p}.mdx` : files.has(`${p}.md`) ? `${p}.md` : undefined;
    if (file) found.push(file);
    else missingPages.push(p);
  }
  const result = { pages: pages.length, files: files.size, missing: missingPages.length, missingPages };
  if (options.reads) {
    const buffer = Buffer.allocUnsafe(8192);
    let headBytes = 0;
    for (const file of new Set(found)) {
      const fd = fs.openSync(path.join(root, file), 'r');
      headBytes += fs.readSync(fd, buffer, 0, buffer.length, 0);
      fs.closeSync(fd);
    }
    let specs = 0;
    for (const spec of collectSpecs(docs, new Set())) {
      const text = fs.readFileSync(path.join(root, spec), 'utf8');
      if (spec.endsWith('.json')) JSON.parse(text);
      else require('yaml').parse(text, { maxAliasCount: -1 });
      specs++;
    }
    Object.assign(result, { headBytes, specs });
  }
  return result;
}

module.exports = { floor, walk, collectPages, collectSpecs };

if (require.main === module) {
  const args = process.argv.slice(2);
  const reads = args.includes('--reads');
  const root = args.find((a) => !a.startsWith('--'));
  if (!root) {
    console.error('usage: node scripts/bench/floor.js <docs-root> [--reads]');
    process.exit(2);
  }
  let result;
  try {
    result = floor(path.resolve(root), { reads });
  } catch (e) {
    console.error(`floor: ${e.message}`);
    process.exit(2);
  }
  process.stdout.write(JSON.stringify(result) + '\n');
  process.exitCode = result.missing > 0 ? 1 : 0;
}
