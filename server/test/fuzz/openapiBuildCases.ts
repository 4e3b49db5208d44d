// The OpenAPI build fuzzer's cases (run on a worker thread by openapiBuildFuzz.test.ts): a small site whose
// navigation lists the operations of a generated spec, built with the real `docsjson build` (the CLI's run()) into a
// temporary folder. Specs vary in the names that become routes and titles (summaries, tags, operation ids,
// `x-mint.href`, paths), in size, and in the shapes of `$ref` (missing, cyclic, long chains, into other files, out
// of the root, remote, malformed). The build may report problems (exit 1) but must never fail as a bug (exit 2,
// "internal error"), must write only inside --out, and must leave no file of the site changed.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { run } from '../../src/cli/run';
import { seededRandom } from '../helpers/random';

export interface OpenapiCase {
  /** Root-relative path -> text of the site to build. */
  files: Record<string, string>;
  /** What the generator chose, for the failure message. */
  shape: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'trace'];

type Next = () => number;

function picker(next: Next) {
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
}

/** A name from one of the classes that have broken route and title code. */
function nameOf(next: Next): { text: string; kind: string } {
  const pick = picker(next);
  const n = (max: number) => 1 + Math.floor(next() * max);
  const classes: Array<[string, () => string]> = [
    ['ordinary', () => pick(['List users', 'Create a user', 'Get one', 'Users', 'Admin tools', 'v2 Beta'])],
    ['punctuation', () => pick(['a/b', 'a.b.c', '..', '.', '(x), {y}', "it's", 'a\\b', 'a%b', '%2e%2e', '  '])],
    ['reserved', () => pick(['index', 'con', 'nul', '_docsjson', '.docsjson-build', 'api-reference', '404'])],
    ['markup', () => pick(['<script>alert(1)</script>', '"quoted"', '`code`', '[x](javascript:alert(1))'])],
    ['control', () => pick(['tab\there', 'nul\u0000here', 'esc\u001b[31mred', 'bidi\u202eevil', 'line\nbreak'])],
    ['unicode', () => pick(['用户列表', 'Ünïcødé', '🚀 launch', 'é'.normalize('NFD'), '\uD800 lone'])],
    ['short', () => ''],
    // Over the file system's 255 bytes a segment, as a route (issue 24, item 2), or just long.
    ['long cjk', () => '用'.repeat(n(next() < 0.5 ? 20 : 300))],
    ['long ascii', () => (next() < 0.5 ? 'word '.repeat(n(11)).trim() : 'x'.repeat(n(6000)))],
    // Cut points of a URL: routes are compared as written, so numbering two such routes ends.
    ['query marks', () => pick(['C# SDK', 'a?b', 'What?', '#'])],
  ];
  const [kind, make] = pick(classes);
  return { text: make(), kind };
}

/** An `x-mint.href`: a page URL, sometimes into the builder's own folders or over the file name limit. */
function hrefOf(next: Next): string {
  return picker(next)([
    '/api/custom',
    'api/other-page',
    '/api/custom.html',
    '/',
    '',
    'https://example.com/x',
    '../up',
    '/a//b',
    '/_docsjson/site.css',
    '/_docsjson/search/x',
    '/.docsjson-build/x',
    '/_docsjson',
    `/${'h'.repeat(5000)}`,
  ]);
}

/** A `$ref` of one of the shapes that have broken reference code, and the components it needs. */
function refOf(next: Next, shape: string[]): string {
  const pick = picker(next);
  const [kind, ref] = pick([
    ['local', '#/components/schemas/User'],
    ['missing', '#/components/schemas/Missing'],
    ['cycle', '#/components/schemas/A'],
    ['self', '#/components/schemas/Self'],
    ['chain', '#/components/schemas/C0'],
    ['other file', 'schemas.yaml#/User'],
    ['other file missing', 'schemas.yaml#/Nope'],
    ['missing file', 'nope.yaml#/X'],
    ['out of the root', '../outside.yaml#/X'],
    ['absolute path', '/etc/passwd'],
    ['remote', 'https://example.com/schema.yaml'],
    ['root', '#'],
    ['escapes', '#/components/schemas/a~1b~0c'],
    ['percent', '#/components/schemas/%55ser'],
    ['into paths', '#/paths/~1users/get'],
    ['empty', ''],
    ['array index', '#/components/schemas/List/items/0'],
  ] as const);
  shape.push(`$ref ${kind}`);
  return ref;
}

function componentsFor(next: Next): Record<string, unknown> {
  const chain: Record<string, unknown> = {};
  const length = 1 + Math.floor(next() * 60);
  for (let i = 0; i < length; i++)
    chain[`C${i}`] = i + 1 < length ? { $ref: `#/components/schemas/C${i + 1}` } : { type: 'string' };
  return {
    schemas: {
      User: { type: 'object', properties: { id: { type: 'string' }, friend: { $ref: '#/components/schemas/User' } } },
      A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
      B: { allOf: [{ $ref: '#/components/schemas/A' }] },
      Self: { $ref: '#/components/schemas/Self' },
      'a/b~c': { type: 'integer' },
      List: { type: 'array', items: { $ref: '#/components/schemas/User' } },
      ...chain,
    },
  };
}

function specOf(next: Next, shape: string[]): { spec: Record<string, unknown>; entries: string[] } {
  const pick = picker(next);
  const paths: Record<string, Record<string, unknown>> = {};
  const entries: string[] = [];
  const count = 1 + Math.floor(next() * (next() < 0.1 ? 120 : 8));
  shape.push(`${count} paths`);
  for (let i = 0; i < count; i++) {
    const segment = nameOf(next);
    const apiPath = next() < 0.7 ? `/users${i}/{id}` : `/${segment.text.replace(/\s/g, '-').slice(0, 80)}${i}`;
    const method = pick(METHODS);
    const summary = nameOf(next);
    const tag = nameOf(next);
    shape.push(`summary ${summary.kind}, tag ${tag.kind}`);
    const operation: Record<string, unknown> = {
      summary: summary.text,
      operationId: nameOf(next).text,
      tags: next() < 0.8 ? [tag.text] : [],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { $ref: refOf(next, shape) } }],
      responses: {
        '200': { description: 'ok', content: { 'application/json': { schema: { $ref: refOf(next, shape) } } } },
      },
    };
    if (next() < 0.3) operation.requestBody = { $ref: refOf(next, shape) };
    if (next() < 0.25) {
      const href = hrefOf(next);
      operation['x-mint'] = { href };
      shape.push(`x-mint.href ${JSON.stringify(href.slice(0, 40))}`);
    }
    paths[apiPath] = { ...(paths[apiPath] ?? {}), [method]: operation };
    entries.push(`${method.toUpperCase()} ${apiPath}`);
  }
  if (next() < 0.2) paths['/ref-item'] = { $ref: refOf(next, shape) };
  const spec = {
    openapi: pick(['3.0.3', '3.1.0']),
    info: { title: nameOf(next).text || 'API', version: '1' },
    paths,
    components: componentsFor(next),
  };
  return { spec, entries };
}

/** `count` sites, each with a generated spec and a navigation that lists its operations (and one it lacks). */
function* generateWith(seed: number, count: number): Generator<OpenapiCase> {
  const next = seededRandom(seed);
  for (let i = 0; i < count; i++) {
    const shape: string[] = [];
    const { spec, entries } = specOf(next, shape);
    const yaml = next() < 0.5;
    const specFile = yaml ? 'api/openapi.yaml' : 'api/openapi.json';
    // JSON is YAML: a .yaml file holding JSON exercises the YAML reader on the same tree.
    const text = JSON.stringify(spec, null, yaml ? undefined : 2);
    const docs = {
      name: 'Fuzz',
      theme: 'mint',
      colors: { primary: '#0a7d5a' },
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          {
            group: 'API',
            openapi: next() < 0.3 ? { source: specFile, directory: nameOf(next).text } : specFile,
            pages: [...entries, 'GET /not-in-the-spec'],
          },
        ],
      },
    };
    yield {
      shape,
      files: {
        'docs.json': JSON.stringify(docs, null, 2),
        'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
        [specFile]: text,
        'api/schemas.yaml': 'User: {type: object, properties: {name: {type: string}}}\n',
      },
    };
  }
}

/** A site whose navigation lists the operations of `spec` (for the regression cases). */
export function siteWith(spec: Record<string, unknown>, shape: string): OpenapiCase {
  const paths = spec.paths as Record<string, Record<string, unknown>>;
  const entries = Object.entries(paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`));
  const docs = {
    name: 'Fuzz',
    theme: 'mint',
    colors: { primary: '#0a7d5a' },
    navigation: { groups: [{ group: 'API', openapi: 'api/openapi.json', pages: ['index', ...entries] }] },
  };
  return {
    shape: [shape],
    files: {
      'docs.json': JSON.stringify(docs),
      'index.mdx': '---\ntitle: Home\n---\n',
      'api/openapi.json': JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, ...spec }),
    },
  };
}

/** What the fuzzer found once, each as the smallest site that showed it. */
export const REGRESSIONS: OpenapiCase[] = [
  // A lone surrogate (valid JSON: "\ud800") in a tag, thus in a route: encodeURIComponent threw ("URI malformed").
  siteWith({ paths: { '/a': { get: { tags: ['\uD800'], responses: { '200': { description: 'ok' } } } } } }, 'tag'),
  // In a required query parameter's name: the curl example threw the same way.
  siteWith(
    {
      paths: {
        '/b': {
          get: {
            parameters: [{ name: '\uDC00', in: 'query', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    },
    'query parameter',
  ),
  // Two operations under the tag "C# SDK": their routes were compared cut at the `#`, so numbering the second
  // never ended (lint, build and the language server spun at 100%).
  siteWith(
    {
      paths: {
        '/a': { get: { tags: ['C# SDK'], responses: { '200': { description: 'ok' } } } },
        '/b': { get: { tags: ['C# SDK'], responses: { '200': { description: 'ok' } } } },
      },
    },
    'a tag with # shared by two operations',
  ),
];

export function generate(seed: number, count: number): Generator<OpenapiCase> {
  return generateWith(seed, count);
}

function listFiles(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(path.relative(root, full), fs.readFileSync(full, 'latin1'));
    }
  };
  walk(root);
  return out;
}

export async function check(c: OpenapiCase): Promise<void> {
  const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-openapi-fuzz-')));
  try {
    const docs = path.join(tmp, 'docs');
    for (const [rel, text] of Object.entries(c.files)) {
      fs.mkdirSync(path.dirname(path.join(docs, rel)), { recursive: true });
      fs.writeFileSync(path.join(docs, rel), text);
    }
    fs.writeFileSync(path.join(tmp, 'outside.yaml'), 'X: {type: string, description: outside the root}\n');
    const before = listFiles(docs);
    const outcome = await run(['build', 'docs', '--out', 'site'], {
      cwd: tmp,
      env: { DEBUG: 'docsjson' },
      stdoutIsTTY: false,
    });
    const said = `exit ${outcome.exitCode}\n${outcome.stderr.slice(0, 3000)}\n${outcome.stdout.slice(-1500)}`;
    assert.ok(outcome.exitCode === 0 || outcome.exitCode === 1, `the build failed as a bug: ${said}`);
    assert.doesNotMatch(outcome.stdout + outcome.stderr, /internal error/, said);
    assert.deepEqual(listFiles(docs), before, 'the build changed the site');
    assert.deepEqual(fs.readdirSync(tmp).sort(), ['docs', 'outside.yaml', 'site'], 'the build wrote outside --out');
    assert.doesNotMatch(fs.readFileSync(path.join(tmp, 'outside.yaml'), 'utf8'), /^$/);
    for (const html of [...listFiles(path.join(tmp, 'site')).values()])
      assert.doesNotMatch(html, /outside the root/, 'a file outside the root was read into the site');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
