// Full OpenAPI validation with the precompiled schema step (swaggerValidation.ts) against swagger-parser's own
// validate(), on the repository's specs, the real site's, the benchmark's, hostile ones, and deterministic random
// mutations of them: the same outcome each time (valid; the same schema violations, field by field and in order; or
// the same error). Both read files through the same confined resolver, from real folders.
// DOCSJSON_DIFF_MUTANTS=N sets the number of mutations (default 60; a longer run is a matter of patience).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { stringify as yamlStringify } from 'yaml';
import { parseSpecText } from '../../src/core';
import { confinedSpecFiles } from '../../src/node/confinedSpecFiles';
import { validateLikeSwaggerParser, type SwaggerOutcome } from '../../src/node/swaggerValidation';
import { corpusSite } from '../helpers/requirements';
import { repoRoot } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const { rng, specDocument, specOperations } = require('../../../../scripts/bench/generateSite.js');
const SwaggerParser = require('@apidevtools/swagger-parser');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Case {
  name: string;
  /** Files of the docs root, by relative path, written to a temporary folder; or `root`, an existing docs root. */
  files?: Record<string, string>;
  root?: string;
  /** The spec, relative to the docs root. */
  main: string;
  /** Not mutated: the real site's specs (never copied) and very large ones. */
  real?: boolean;
}

/** swagger-parser's validate() as the validator used it before, with the same resolver. */
async function reference(mainAbs: string, value: unknown, refParserOptions: object): Promise<SwaggerOutcome> {
  try {
    await SwaggerParser.validate(mainAbs, value, {
      ...refParserOptions,
      dereference: { circular: 'ignore' },
      mutateInputSchema: false,
      validate: { schema: true, spec: true },
    });
    return { kind: 'valid' };
  } catch (e) {
    const details = (e as { details?: unknown }).details;
    return Array.isArray(details) && details.length > 0
      ? { kind: 'schema', violations: details }
      : { kind: 'error', error: e };
  }
}

/** What is compared of an outcome: errors by class and message (their stacks differ). */
function comparable(outcome: SwaggerOutcome): unknown {
  if (outcome.kind !== 'error') return outcome;
  const e = outcome.error;
  return { kind: 'error', error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
}

async function bothOutcomes(dir: string, c: Case): Promise<{ ours: unknown; theirs: unknown; kind: string }> {
  const root = c.root ?? fs.mkdtempSync(path.join(dir, 'case-'));
  for (const [rel, text] of Object.entries(c.files ?? {})) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  const run = async (validate: typeof reference) => {
    const files = confinedSpecFiles(root, 32 * 1024 * 1024);
    const mainAbs = path.join(files.realRoot, c.main);
    const parsed = parseSpecText(c.main, files.read(mainAbs));
    assert.ok(parsed.ok, `${c.name}: the case itself must parse`);
    const outcome = await validate(mainAbs, parsed.value, files.refParserOptions);
    return { outcome: comparable(outcome), refusals: files.refusals };
  };
  const ours = await run(validateLikeSwaggerParser);
  const theirs = await run(reference);
  return { ours, theirs, kind: (theirs.outcome as { kind: string }).kind };
}

/** The JSON and YAML files of a folder (but docs.json), by relative path. */
function specFilesIn(dir: string, under = ''): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, under), { withFileTypes: true })) {
    const rel = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...specFilesIn(dir, rel));
    else if (/\.(json|ya?ml)$/.test(entry.name) && entry.name !== 'docs.json') found.push(rel);
  }
  return found;
}

/** Every spec of a docs folder that parses (the others never reach swagger-parser), validated where it is. */
function casesIn(root: string): Case[] {
  return specFilesIn(root)
    .filter((rel) => {
      const text = fs.readFileSync(path.join(root, rel), 'utf8');
      return /^\s*(openapi|swagger)\s*:|"(openapi|swagger)"\s*:/m.test(text) && parseSpecText(rel, text).ok;
    })
    .map((rel) => ({ name: `${path.basename(root)}/${rel}`, root, main: rel }));
}

/** A case's files, written out for a mutation of its spec. */
function filesOf(c: Case): Record<string, string> {
  if (c.files) return c.files;
  return Object.fromEntries(specFilesIn(c.root!).map((rel) => [rel, fs.readFileSync(path.join(c.root!, rel), 'utf8')]));
}

const spec = (doc: object, extra: Record<string, string> = {}, main = 'openapi.yaml'): Record<string, string> => ({
  [main]: main.endsWith('.json') ? JSON.stringify(doc) : yamlStringify(doc),
  ...extra,
});

const info = { title: 'T', version: '1' };
const ok = { '200': { description: 'ok' } };

/** Hostile and tricky shapes: cycles, refs that leave the root or the machine, refs to the wrong kind of object. */
function hostileCases(): Case[] {
  const cases: [string, Record<string, string>][] = [
    [
      'a schema that refers to itself',
      spec({
        openapi: '3.0.3',
        info,
        paths: {
          '/a': {
            get: {
              responses: {
                '200': {
                  description: 'ok',
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
                },
              },
            },
          },
        },
        components: {
          schemas: {
            Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } },
          },
        },
      }),
    ],
    [
      'two files that refer to each other',
      {
        ...spec({ openapi: '3.1.0', info, paths: { '/a': { $ref: 'paths/a.yaml' } } }),
        'paths/a.yaml': yamlStringify({
          get: {
            responses: {
              '200': { description: 'ok', content: { 'application/json': { schema: { $ref: 'b.yaml' } } } },
            },
          },
        }),
        'paths/b.yaml': yamlStringify({ type: 'object', properties: { back: { $ref: 'b.yaml' } } }),
      },
    ],
    ['a path item that refers to its own document', spec({ openapi: '3.0.3', info, paths: { '/a': { $ref: '#' } } })],
    [
      'a $ref outside the docs root and one to /etc/passwd',
      spec({
        openapi: '3.0.3',
        info,
        paths: {},
        components: { schemas: { A: { $ref: '../secret.yaml' }, B: { $ref: '/etc/passwd' } } },
      }),
    ],
    [
      'a remote $ref',
      spec({
        openapi: '3.1.0',
        info,
        paths: {},
        components: { schemas: { A: { $ref: 'https://127.0.0.1:9/x.yaml' } } },
      }),
    ],
    [
      'a $ref to a missing file and one to a missing pointer',
      spec({
        openapi: '3.0.3',
        info,
        paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Nope' } } } } },
        components: { schemas: { A: { $ref: 'missing.yaml' } } },
      }),
    ],
    [
      'a schema used as a parameter (wrong kind of component)',
      spec({
        openapi: '3.0.3',
        info,
        paths: { '/a': { get: { parameters: [{ $ref: '#/components/schemas/S' }], responses: ok } } },
        components: { schemas: { S: { type: 'string' } } },
      }),
    ],
    [
      'a $ref into an extension, with siblings',
      spec(
        {
          openapi: '3.1.0',
          info,
          paths: { '/a': { get: { responses: { '200': { $ref: '#/x-shared/r', description: 'here' } } } } },
          'x-shared': { r: { description: 5 } },
        },
        {},
        'openapi.json',
      ),
    ],
    [
      'non-finite numbers in YAML',
      {
        'openapi.yaml':
          "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n" +
          '    A: {type: number, maximum: .inf, minimum: -.inf, multipleOf: .nan}\n',
      },
    ],
    [
      'non-finite numbers, -0 and a "__proto__" key in JSON',
      {
        'openapi.json':
          '{"openapi":"3.1.0","info":{"title":"T","version":"1"},"paths":{},"components":{"schemas":' +
          '{"A":{"type":"number","maximum":1e999,"minimum":-0},"B":{"__proto__":1e999,"type":"object"}}}}',
      },
    ],
    [
      'YAML aliases that share a schema holding a cycle',
      {
        'openapi.yaml':
          "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n" +
          "        '200':\n          description: ok\n          content:\n            application/json:\n" +
          '              schema: &shared {type: object, properties: {self: {$ref: "#/components/schemas/N"}}}\n' +
          "  /b:\n    get:\n      responses:\n        '200':\n          description: ok\n" +
          '          content: {application/json: {schema: *shared}}\ncomponents:\n  schemas:\n    N: *shared\n',
      },
    ],
    [
      'Swagger 2.0 with duplicate operation ids and a missing path parameter',
      spec({
        swagger: '2.0',
        info,
        paths: {
          '/a/{id}': { get: { operationId: 'x', responses: ok } },
          '/b': { get: { operationId: 'x', responses: ok } },
        },
      }),
    ],
    ['an unsupported version', spec({ openapi: '3.2.0', info, paths: {} })],
    ['a version given as a number', spec({ openapi: 3, info, paths: {} })],
    ['OpenAPI 3.1 with webhooks and no paths', spec({ openapi: '3.1.0', info, webhooks: {} })],
    [
      'deep nesting',
      spec({
        openapi: '3.0.3',
        info,
        paths: {},
        components: { schemas: { Deep: nested(60) } },
      }),
    ],
  ];
  return cases.map(([name, files]) => ({ name, files, main: Object.keys(files)[0] }));
}

function nested(depth: number): Json {
  let schema: Json = { type: 'string' };
  for (let i = 0; i < depth; i++) schema = { type: 'object', properties: { [`p${i}`]: schema } };
  return schema;
}

/** Every [parent, key] of a document, breadth first. */
function slots(doc: Json): [Json[] | { [key: string]: Json }, string, string[]][] {
  const found: [Json[] | { [key: string]: Json }, string, string[]][] = [];
  const queue: [Json, string[]][] = [[doc, []]];
  while (queue.length > 0) {
    const [node, at] = queue.shift()!;
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      found.push([node, key, [...at, key]]);
      queue.push([(node as Record<string, Json>)[key], [...at, key]]);
    }
  }
  return found;
}

const pointerOf = (at: string[]) => '#/' + at.map((k) => k.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** One random change of a document: a value of the wrong kind, a key removed or added, a $ref anywhere. */
function mutate(doc: Json, random: ReturnType<typeof rng>): Json {
  const copy = structuredClone(doc);
  const all = slots(copy);
  if (all.length === 0) return copy;
  const [parent, key] = random.pick(all) as (typeof all)[number];
  const set = (value: Json) => ((parent as Record<string, Json>)[key] = value);
  const target = (random.pick(all) as (typeof all)[number])[2];
  const changes = [
    () => set(null),
    () => set(random.int(-3, 700)),
    () => set('text'),
    () => set([]),
    () => set({}),
    () => set(true),
    () => delete (parent as Record<string, Json>)[key],
    () => set({ $ref: pointerOf(target) }), // anywhere: the wrong kind of object, an ancestor (a cycle), itself
    () => set({ $ref: '#/components/schemas/DoesNotExist' }),
    () => set({ $ref: 'elsewhere.yaml' }),
    () => set({ $ref: pointerOf(target), description: 'beside a $ref' }),
    () => {
      if (!Array.isArray(parent)) (parent as Record<string, Json>)[random.pick(['unknownKey', 'x-extension'])] = 1;
    },
    () => set(random.pick(['3.0.0', '3.0.4', '3.1.0', '3.1.2', '2.0', '3.2.0'])),
  ];
  random.pick(changes)();
  return copy;
}

describe('full OpenAPI validation agrees with swagger-parser validate()', function () {
  this.timeout(scaledTimeout(600_000));
  let dir: string;

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-specdiff-'));
    fs.writeFileSync(path.join(dir, 'secret.yaml'), 'type: string\ndescription: sk_live_SECRET\n');
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  const bases = (): Case[] => {
    const root = repoRoot();
    const cases = [
      ...casesIn(path.join(root, 'testFixture', 'site')),
      ...casesIn(path.join(root, 'testFixture', 'broken-openapi')),
      {
        name: 'the benchmark spec (3.1, 100 operations)',
        files: spec(specDocument('Core API', specOperations(100, 'core')), {}, 'openapi.json'),
        main: 'openapi.json',
      },
      ...hostileCases(),
      {
        name: "GitHub's REST description (3.0, 13 MB, 1,000 operations)",
        root: path.dirname(require.resolve('@octokit/openapi/generated/api.github.com.json')),
        main: 'api.github.com.json',
        real: true,
      },
    ];
    const corpus = corpusSite();
    // the real site's specs, read where they are (mutations are not made of them: they would be copies)
    if (corpus) cases.push(...casesIn(corpus).map((c) => ({ ...c, real: true })));
    return cases;
  };

  it("on the specs of the repository, the real site, the benchmark, GitHub's and hostile ones", async () => {
    const kinds: string[] = [];
    for (const c of bases()) {
      const { ours, theirs, kind } = await bothOutcomes(dir, c);
      assert.deepEqual(ours, theirs, c.name);
      kinds.push(kind);
    }
    // the cases reach every outcome
    for (const kind of ['valid', 'schema', 'error']) assert.ok(kinds.includes(kind), `no case is ${kind}`);
  });

  it('on random mutations of them', async () => {
    const random = rng(20261124);
    const count = Number(process.env.DOCSJSON_DIFF_MUTANTS ?? 60);
    const seeds = bases().filter((c) => !c.real && !c.name.startsWith('a $ref outside'));
    const kinds = new Map<string, number>();
    for (let i = 0; i < count; i++) {
      const base = random.pick(seeds) as Case;
      const files = filesOf(base);
      const parsed = parseSpecText(base.main, files[base.main]);
      assert.ok(parsed.ok);
      const mutant = mutate(parsed.value as Json, random);
      const text = base.main.endsWith('.json')
        ? JSON.stringify(mutant)
        : yamlStringify(mutant, { aliasDuplicateObjects: false });
      const c = {
        name: `mutation ${i} of ${base.name}: ${text.slice(0, 200)}`,
        files: { ...files, [base.main]: text },
        main: base.main,
      };
      const { ours, theirs, kind } = await bothOutcomes(dir, c);
      assert.deepEqual(ours, theirs, c.name);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    for (const kind of ['valid', 'schema', 'error'])
      assert.ok(count < 30 || kinds.has(kind), `no mutation is ${kind}: ${JSON.stringify([...kinds])}`);
  });
});
