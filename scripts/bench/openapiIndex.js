#!/usr/bin/env node
// Times the core's OpenAPI index build for one spec file, in a fresh process:
//   node scripts/bench/openapiIndex.js <repoRoot> <specFile> [runs]
// prints {"ok":true,"api":"...","firstMs":N,"medianMs":N,"runs":N,"operations":N,"errors":N,"peakMB":N}
// or {"ok":false,"reason":"..."} (exit 0 in both cases; exit 2 on usage errors).
// The core's API is found by looking at what server/out/src/core/openapi/ exports, so that this script keeps
// working while that module is being written; when nothing usable is exported it says so.
'use strict';
const fs = require('fs');
const path = require('path');

const now = () => Number(process.hrtime.bigint()) / 1e6;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function countOperations(index) {
  if (!index || typeof index !== 'object') return undefined;
  if (index.paths instanceof Map) {
    let n = 0;
    for (const methods of index.paths.values())
      n += methods instanceof Map ? methods.size : Object.keys(methods).length;
    return n + (index.webhooks instanceof Map ? index.webhooks.size : 0);
  }
  return undefined;
}

/**
 * Finds a way to build an index for `relFile` under `root` with the core's compiled modules.
 * Returns { api, build: async () => index } or throws with the reason.
 */
function findBuilder(repoRoot, root, relFile) {
  const out = path.join(repoRoot, 'server', 'out', 'src');
  const dir = path.join(out, 'core', 'openapi');
  if (!fs.existsSync(dir)) throw new Error('server/out/src/core/openapi not built');
  let workspace;
  const nodeWs = path.join(out, 'node', 'nodeWorkspace.js');
  if (fs.existsSync(nodeWs)) workspace = new (require(nodeWs).NodeWorkspace)(root);

  const modules = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort();
  const exportsByName = new Map();
  for (const f of modules) {
    let m;
    try {
      m = require(path.join(dir, f));
    } catch {
      continue;
    }
    for (const [name, value] of Object.entries(m))
      if (typeof value === 'function') exportsByName.set(name, { file: f, value });
  }
  // Known shapes, most specific first. Each returns a promise of an OpenApiIndex.
  const candidates = [
    // A cache class: new SpecCache(workspace).get(file) / .index(file) / .load(file)
    ...['SpecCache', 'OpenApiCache', 'OpenApiIndexCache', 'SpecIndexCache'].map((name) => ({
      name,
      make: (fn) => {
        if (!workspace) return undefined;
        for (const method of ['get', 'index', 'load', 'getIndex', 'indexFor']) {
          if (typeof fn.prototype?.[method] === 'function') {
            return { api: `new ${name}(workspace).${method}(file)`, build: () => new fn(workspace)[method](relFile) };
          }
        }
        return undefined;
      },
    })),
    // A function of (workspace, file) or (file, text).
    ...[
      'buildOpenApiIndex',
      'buildSpecIndex',
      'indexOpenApi',
      'indexSpec',
      'loadOpenApiIndex',
      'readOpenApiIndex',
      'buildIndex',
      'parseOpenApi',
      'loadSpec',
    ].map((name) => ({
      name,
      make: (fn) => {
        const text = fs.readFileSync(path.join(root, relFile), 'utf8');
        return {
          api: `${name}(...)`,
          build: async () => {
            // Try (workspace, file) first, then (file, text), then (text, file).
            const attempts = [];
            if (workspace) attempts.push(() => fn(workspace, relFile));
            attempts.push(
              () => fn(relFile, text),
              () => fn(text, relFile),
            );
            let lastError;
            for (const attempt of attempts) {
              try {
                const r = await attempt();
                if (r && typeof r === 'object' && (r.paths instanceof Map || r.index)) return r.index ?? r;
              } catch (e) {
                lastError = e;
              }
            }
            throw lastError ?? new Error(`${name} did not return an OpenApiIndex`);
          },
        };
      },
    })),
  ];
  for (const c of candidates) {
    const found = exportsByName.get(c.name);
    if (!found) continue;
    const b = c.make(found.value);
    if (b) return { ...b, api: `${found.file}: ${b.api}` };
  }
  throw new Error(
    `no index builder exported by server/out/src/core/openapi (exports: ${[...exportsByName.keys()].join(', ') || 'none'})`,
  );
}

async function main() {
  const [repoRoot, specFile, runsArg] = process.argv.slice(2);
  if (!repoRoot || !specFile) {
    console.error('usage: node scripts/bench/openapiIndex.js <repoRoot> <specFile> [runs]');
    process.exit(2);
  }
  const runs = Math.max(1, Number(runsArg ?? 3));
  const root = path.dirname(path.resolve(specFile));
  const rel = path.basename(specFile);
  let builder;
  try {
    builder = findBuilder(path.resolve(repoRoot), root, rel);
  } catch (e) {
    console.log(JSON.stringify({ ok: false, reason: e.message }));
    return;
  }
  const samples = [];
  let index;
  try {
    for (let i = 0; i <= runs; i++) {
      const t0 = now();
      index = await builder.build();
      samples.push(now() - t0);
    }
  } catch (e) {
    console.log(JSON.stringify({ ok: false, reason: `${builder.api} failed: ${e.message}` }));
    return;
  }
  const operations = countOperations(index);
  console.log(
    JSON.stringify({
      ok: true,
      api: builder.api,
      firstMs: Math.round(samples[0] * 10) / 10,
      medianMs: Math.round(median(samples.slice(1)) * 10) / 10,
      runs,
      operations,
      errors: Array.isArray(index?.errors) ? index.errors.length : undefined,
      unreadable: index?.unreadable,
      firstError: index?.errors?.[0]?.message,
      peakMB: Math.round(process.resourceUsage().maxRSS / 102.4) / 10,
    }),
  );
}

main();
