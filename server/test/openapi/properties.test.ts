// Property tests (fast-check) for the two pieces whose mistakes would be silent: positions from the JSON scanner
// (compared with jsonc-parser's tree) and the YAML depth check (it must never under-count, ).
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { stringify } from 'yaml';
import { JsonLocator } from '../../src/core/openapi/jsonLocator';
import { LineIndex } from '../../src/core/text/lineIndex';
import { findExcessiveYamlDepth } from '../../src/core/openapi/yamlDepth';
import { loadSpec } from '../../src/core/openapi/specLoader';
import { findOperation } from '../../src/core/openapi/findOperation';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { scaledTimeout } from '../helpers/timeScale';

const key = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('/a', 'a"b', 'é😀', '\\', '\u2028', '__proto__', 'get'),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.string({ maxLength: 8 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
}));

/** Every path to a node of a parsed JSON value, keys as the locator takes them. */
function allPaths(v: unknown, prefix: string[] = [], out: string[][] = []): string[][] {
  out.push(prefix);
  if (Array.isArray(v)) v.forEach((x, i) => allPaths(x, [...prefix, String(i)], out));
  else if (v !== null && typeof v === 'object')
    for (const k of Object.keys(v)) allPaths((v as Record<string, unknown>)[k], [...prefix, k], out);
  return out;
}

/** Depth as the yaml composer recurses: one level per collection. */
function trueDepth(v: unknown): number {
  if (Array.isArray(v)) return 1 + Math.max(0, ...v.map(trueDepth));
  if (v !== null && typeof v === 'object') return 1 + Math.max(0, ...Object.values(v).map(trueDepth));
  return 0;
}

describe('OpenAPI index: properties', () => {
  it('the JSON scanner finds every node at the same range as jsonc-parser, with any whitespace and line ending', () => {
    fc.assert(
      fc.property(json.value, fc.constantFrom(0, 1, 2), fc.constantFrom('\n', '\r\n', '\r'), (value, indent, eol) => {
        const text = JSON.stringify(value, null, indent).replace(/\n/g, eol);
        const reparsed = JSON.parse(text);
        const paths = allPaths(reparsed);
        const lines = new LineIndex(text);
        const { found } = new JsonLocator(text, lines).locate(paths);
        const tree = parseTree(text)!;
        paths.forEach((p, i) => {
          const node = findNodeAtLocation(
            tree,
            p.map((s, j) => (Array.isArray(pathValue(reparsed, p.slice(0, j))) ? Number(s) : s)),
          );
          assert.ok(node, `jsonc found nothing at ${JSON.stringify(p)}`);
          assert.deepEqual(
            found[i]?.valueRange,
            lines.rangeAt(node.offset, node.offset + node.length),
            `value of ${JSON.stringify(p)} in ${JSON.stringify(text)}`,
          );
          const keyNode = node.parent?.type === 'property' ? node.parent.children![0] : undefined;
          if (keyNode)
            assert.deepEqual(found[i]?.keyRange, lines.rangeAt(keyNode.offset, keyNode.offset + keyNode.length));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('the YAML depth check never under-counts nesting, in block or flow style', () => {
    fc.assert(
      fc.property(json.value, fc.boolean(), (value, flow) => {
        if (value === null || typeof value !== 'object') return;
        const text = stringify(value, flow ? { collectionStyle: 'flow' } : {});
        const depth = trueDepth(value);
        if (depth < 1) return;
        assert.ok(findExcessiveYamlDepth(text, depth - 1), `depth ${depth} not seen in:\n${text}`);
      }),
      { numRuns: 500 },
    );
  });

  it('the YAML depth check does not count block scalars or quoted brackets (no false alarms on ordinary text)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 20 }), (strings) => {
        const text = stringify({ openapi: '3.0.0', info: { description: strings.join('\n[{') }, tags: strings });
        assert.equal(findExcessiveYamlDepth(text, 4), undefined, text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('OpenAPI index: loadSpec never throws', () => {
  const fragment = fc.constantFrom(
    'openapi: 3.0.0\n',
    'swagger: "2.0"\n',
    'paths:\n',
    '  /a:\n',
    '    get: {}\n',
    '    $ref: "#/x"\n',
    '  /b: {$ref: other.yaml}\n',
    '&a [*a]\n',
    '!!binary x\n',
    '{"paths": {"/c": {"get": 1}}}',
    '[[[',
    ']]]',
    '\r\n',
    '\uFEFF',
    '\t',
    '- - -\n',
    '"unterminated',
    '__proto__: {get: {}}\n',
    'webhooks: {h: {post: {}}}\n',
    '%YAML 1.1\n---\n',
    '? complex\n: key\n',
    'x: *missing\n',
  );
  it('any mix of YAML/JSON fragments gives an index (or errors), never a rejection, and lookups stay total', async function () {
    this.timeout(scaledTimeout(60_000));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fragment, fc.string({ maxLength: 12 })), { maxLength: 12 }),
        fc.constantFrom('a.yaml', 'a.json'),
        async (parts, name) => {
          const ws = new MemoryWorkspace({ [name]: parts.join(''), 'other.yaml': parts.slice().reverse().join('') });
          const { index } = await loadSpec(ws, name);
          assert.ok(Array.isArray(index.errors));
          if (index.unreadable) assert.equal(index.paths.size, 0);
          for (const e of index.errors) {
            // loadSpec turns its own bugs into this message; it must never appear
            assert.ok(!e.message.startsWith('The spec could not be indexed'), e.message);
            if (e.range) assert.ok(e.range.start.line <= e.range.end.line);
          }
          for (const m of ['get', 'constructor', 'webhook']) findOperation(index, m, '/a');
        },
      ),
      { numRuns: 300 },
    );
  });
});

function pathValue(v: unknown, p: string[]): unknown {
  let cur = v;
  for (const s of p) cur = (cur as Record<string, unknown>)[s];
  return cur;
}
