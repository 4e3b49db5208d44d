// Differential test of the keys of every object kind against Mintlify's own validator (see ./mintlify.ts).
//
// For each place an object sits in docs.json (./hosts.ts, plus the objects found below them: ./hostSurvey.ts),
// every key the published schema describes there and every key Mintlify's JSON Schema names anywhere is set on the
// object, and Mintlify's validator is run: a key it keeps must be described by our schema and known to the
// key-ignored rule; a key it strips must not be described (key-ignored warns about it); a key it refuses whatever
// the value must be rejected by our schema; where it rejects unknown keys, our schema must reject them too; and for
// each key it keeps, a set of odd values must get the same verdict from both. Found by running the validator, never
// from a copied list, so a release of @mintlify/validation that keeps a new key or refuses a new value fails here.
import assert from 'node:assert/strict';
import { KEY_TABLE } from '../../src/core/schema/generated/keyTable';
import { knownKeysOf } from '../../src/core/schema/knownKeys';
import { validateDocsJson } from '../../src/core/schema/schemaValidator';
import { lintSite } from '../helpers/checkSite';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { publishedSchema } from '../schema/helpers';
import { HostResult, UNKNOWN_KEY, refused, surveyHosts, withKey } from './hostSurvey';
import { STRUCTURAL_KEYS } from './hosts';
import { enumValues } from './jsonSchemaSamples';
import { KeyProber, type Probe, isPlainObject, valueAt } from './keyProbe';
import { mintlify } from './mintlify';
import { SchemaView, schemaViewAt } from './schemaAt';
import { scaledTimeout } from '../helpers/timeScale';

type Obj = Record<string, unknown>;

/** Values of every JSON type and of the string shapes docs.json uses, set on each key Mintlify keeps. */
const VALUE_PROBES: readonly unknown[] = [
  null,
  '',
  ' ',
  0,
  1.5,
  true,
  [],
  [''],
  ['a'],
  {},
  { name: 'x', extra: 1 },
  'a',
  'fa-book',
  '#GGG',
  'relative/path',
  '/absolute/path',
  '#hash',
  'mailto:a@b.dev',
  'http://example.com',
  'ftp://example.com',
  'https://example.com/logo.svg',
];

/** Keys that close the node they are written on (keys.json `closedWith`): other keys beside them are asked too. */
const CLOSERS = new Set(
  Object.values(KEY_TABLE.kinds).flatMap((spec) => ('closedWith' in spec ? Object.keys(spec.closedWith) : [])),
);

const ANNOTATIONS = new Set([
  'description',
  'markdownDescription',
  'defaultSnippets',
  'examples',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'suggestSortText',
]);

/** What a schema says about values, without the words for editors. */
function shapeId(schema: unknown): string {
  return JSON.stringify(schema, (k, v) => (ANNOTATIONS.has(k) ? undefined : v));
}

describe("differential: the keys of every object agree with Mintlify's validator", function () {
  this.timeout(scaledTimeout(120_000));
  const schema = publishedSchema();
  const results: HostResult[] = [];
  let prober: KeyProber;

  before(async () => {
    prober = new KeyProber(await mintlify());
    results.push(...surveyHosts(prober, schema));
  });

  it('every object Mintlify keeps is found, and every object our schema describes is visited', () => {
    console.log(`      ${results.length} objects, ${prober.runs} validator runs`);
    const visited = new Set(results.flatMap((r) => r.view.schemas));
    const missing: string[] = [];
    const walk = (s: unknown, ptr: string): void => {
      if (Array.isArray(s)) return s.forEach((x, i) => walk(x, `${ptr}/${i}`));
      if (!isPlainObject(s)) return;
      // (An `if` only tests a value; the schemas that describe objects are the others.)
      const describes = s.type === 'object' && isPlainObject(s.properties) && !ptr.endsWith('/if');
      if (describes && !visited.has(s) && ptr !== '#/definitions/include') missing.push(ptr);
      for (const [k, v] of Object.entries(s)) walk(v, `${ptr}/${k}`);
    };
    walk(schema, '#');
    assert.deepEqual(missing, [], 'object schemas no document reached');
  });

  it('keys: kept by Mintlify <=> described by our schema; rejected <=> rejected', () => {
    const problems: string[] = [];
    for (const { host, view: hostView, probes } of results) {
      const where = `${host.name} (${host.path.join('.') || 'top level'})`;
      const view = hostView;
      const unknown = probes.get(UNKNOWN_KEY)!.verdict;
      if ((unknown === 'kept') !== view.map) {
        problems.push(
          `${where}: Mintlify ${unknown === 'kept' ? 'keeps' : 'does not keep'} any key, our schema ${view.map ? 'takes any key' : 'does not'}`,
        );
        continue;
      }
      if (unknown === 'kept') continue;
      const closed = refused(unknown);
      if (closed !== view.closed)
        problems.push(
          `${where}: Mintlify ${closed ? 'rejects' : 'strips'} unknown keys, our schema ${view.closed ? 'rejects' : 'allows'} them`,
        );
      for (const [key, p] of probes) {
        if (key === UNKNOWN_KEY) continue;
        // What the schema says with the key written (a key may choose the branch of a union: `family` on fonts).
        let view = hostView;
        const agrees = (v: SchemaView) =>
          (p.verdict === 'kept') === v.known.has(key) && (refused(p.verdict) && !closed) === v.rejected.has(key);
        if (!agrees(view))
          view = schemaViewAt(schema, withKey(host.doc, host.path, key, p.keptValues[0] ?? true), host.path);
        const said = `Mintlify ${p.verdict === 'kept' ? 'keeps' : p.verdict}${p.issue ? ` (${p.issue})` : ''}`;
        if ((p.verdict === 'kept') !== view.known.has(key))
          problems.push(
            `${where}: "${key}": ${said}, our schema ${view.known.has(key) ? 'describes it' : 'does not describe it'}`,
          );
        // A key refused whatever its value on an object that strips unknown keys: one Mintlify forbids there.
        const forbidden = refused(p.verdict) && !closed;
        if (forbidden !== view.rejected.has(key))
          problems.push(
            `${where}: "${key}": ${said}, our schema ${view.rejected.has(key) ? 'rejects it' : 'does not reject it'}`,
          );
      }
    }
    for (const p of problems) console.log(`        ${p}`);
    assert.deepEqual(problems, []);
  });

  it('a value Mintlify keeps passes our schema', () => {
    const problems: string[] = [];
    for (const { host, view, probes } of results) {
      for (const [key, p] of probes) {
        for (const v of p.keptValues.slice(0, 1)) {
          const doc = withKey(host.doc, host.path, key, v);
          // A key that needs another (a font `source` its `format`) is written with it, as Mintlify kept it.
          for (const dep of view.needs.get(key) ?? [])
            (valueAt(doc, host.path) as Obj)[dep] = probes.get(dep)?.keptValues[0];
          const issues = validateDocsJson(doc);
          if (issues.length)
            problems.push(`${host.name}: "${key}" = ${JSON.stringify(v)}: ${issues.map((i) => i.message).join('; ')}`);
        }
      }
    }
    for (const p of problems) console.log(`        ${p}`);
    assert.deepEqual(problems, []);
  });

  it('values: where Mintlify refuses the value of a key it keeps, our schema refuses it; where it keeps it, we accept', () => {
    const problems: string[] = [];
    let compared = 0;
    // Values are asked once per shape: keys whose schemas say the same (a boolean, a shared definition such as an
    // icon, a colour or a spec) are asked where the first of them is met.
    const asked = new Set<string>();
    for (const { host, view, probes } of results) {
      if (host.path.length === 0 && !host.discover) continue; // the top level once per theme that reads other keys
      for (const [key, p] of probes) {
        if (p.verdict !== 'kept' || host.union) continue;
        const shape = shapeId(view.shapes.get(key));
        if (asked.has(shape)) continue;
        asked.add(shape);
        // (An include object is resolved before Mintlify validates, so it is no value to compare.)
        // Every name of an enumeration on either side is asked too (a theme name, an icon style, ...).
        const named = [...enumValues(view.shapes.get(key), schema), ...prober.enumValuesFor(key)];
        const values = [...new Set([...VALUE_PROBES, ...prober.valuesFor(key), ...named])].filter(
          (v) => !(isPlainObject(v) && '$ref' in v),
        );
        for (const value of values) {
          const doc = withKey(host.doc, host.path, key, value);
          for (const dep of view.needs.get(key) ?? [])
            (valueAt(doc, host.path) as Obj)[dep] ??= probes.get(dep)?.keptValues[0];
          const theirs = prober.probe(doc, host.path, key, { values: [value] }).verdict;
          const ours = validateDocsJson(doc);
          compared++;
          const at = `${host.name}: "${key}" = ${JSON.stringify(value)}`;
          if (refused(theirs) && ours.length === 0) problems.push(`${at}: Mintlify refuses it, our schema accepts it`);
          if (theirs === 'kept' && ours.length > 0)
            problems.push(`${at}: Mintlify keeps it, our schema says ${ours[0].message}`);
        }
      }
    }
    console.log(`      ${compared} values compared`);
    for (const p of problems) console.log(`        ${p}`);
    assert.deepEqual(problems, []);
  });

  it('a node written with a key that closes it (a tab with graphql or sdk) takes the same other keys as Mintlify', () => {
    const problems: string[] = [];
    let compared = 0;
    for (const { host, probes } of results) {
      for (const [closer, p] of probes) {
        if (p.verdict !== 'kept' || !host.union || !CLOSERS.has(closer)) continue;
        const closed = withKey(host.doc, host.path, closer, p.keptValues[0]);
        for (const [key, q] of probes) {
          if (key === closer || (q.verdict !== 'kept' && key !== UNKNOWN_KEY)) continue;
          const doc = withKey(closed, host.path, key, q.keptValues[0] ?? true);
          const theirs = prober.probe(doc, host.path, key, { values: [q.keptValues[0] ?? true] }).verdict;
          const ours = validateDocsJson(doc).length === 0;
          compared++;
          if (refused(theirs) === ours)
            problems.push(
              `${host.name} with "${closer}": "${key}": Mintlify ${theirs}, our schema ${ours ? 'accepts' : 'rejects'} it`,
            );
        }
      }
    }
    console.log(`      ${compared} keys compared`);
    for (const p of problems) console.log(`        ${p}`);
    assert.ok(compared > 20, 'no node closed by a key was found');
    assert.deepEqual(problems, []);
  });

  it('key-ignored knows exactly the keys Mintlify keeps on every navigation kind, and warns about the others', async () => {
    const problems: string[] = [];
    for (const { host, probes } of results) {
      if (!host.kind) continue;
      const known = knownKeysOf(host.kind, String(host.doc.theme));
      for (const [key, p] of probes) {
        if ((p.verdict === 'kept') !== !!known?.has(key))
          problems.push(
            `${host.name}: knownKeysOf('${host.kind}') ${known?.has(key) ? 'has' : 'lacks'} "${key}", Mintlify ${p.verdict}`,
          );
      }
      // End to end: lint the document with each key Mintlify keeps, with an unknown key, and with each navigation
      // key Mintlify drops here (content written where it is not read: `pages` in a global item).
      for (const [key, p] of probes) {
        if (p.verdict !== 'kept' && key !== UNKNOWN_KEY && !STRUCTURAL_KEYS.has(key)) continue;
        const value = p.verdict === 'kept' ? p.keptValues[0] : key === UNKNOWN_KEY ? true : prober.valuesFor(key)[0];
        const doc = withKey(host.doc, host.path, key, value);
        const { problems: found } = await lintSite(
          new MemoryWorkspace({ 'docs.json': JSON.stringify(doc, null, 2), 'index.mdx': '---\ntitle: Home\n---\n' }),
        );
        const mine = found.filter((f) => f.ruleId === 'schema' || f.ruleId === 'key-ignored');
        const ours = mine.some((f) => f.severity === 'error')
          ? 'an error'
          : mine.some((f) => f.ruleId === 'key-ignored' && f.data?.key === key)
            ? 'a key-ignored warning'
            : mine.some((f) => f.ruleId === 'schema' && f.severity === 'warning')
              ? 'a warning'
              : 'nothing';
        const expected = {
          kept: 'nothing',
          stripped: 'a key-ignored warning',
          dropped: 'a warning',
          rejected: 'an error',
        }[p.verdict];
        if (ours !== expected) problems.push(`${host.name}: lint reports ${ours} for "${key}", Mintlify ${p.verdict}`);
      }
    }
    for (const p of problems) console.log(`        ${p}`);
    assert.deepEqual(problems, []);
  });

  it('on every other object, lint reports each key Mintlify drops (a key-ignored warning) or refuses (an error)', async () => {
    const problems: string[] = [];
    let keys = 0;
    const lint = async (doc: Obj) =>
      (
        await lintSite(
          new MemoryWorkspace({ 'docs.json': JSON.stringify(doc, null, 2), 'index.mdx': '---\ntitle: Home\n---\n' }),
        )
      ).problems.filter((f) => f.ruleId === 'schema' || f.ruleId === 'key-ignored');
    for (const { host, view, probes } of results) {
      if (host.kind || probes.get(UNKNOWN_KEY)!.verdict === 'kept') continue; // navigation nodes: above; maps
      const valueOf = (key: string, p: Probe) =>
        p.keptValues[0] ?? (key === UNKNOWN_KEY ? true : prober.valuesFor(key)[0]);
      // The keys Mintlify drops without a word, all at once (as they were asked): one key-ignored warning each, and
      // no error when Mintlify builds the document.
      const stripped = [...probes].filter(([, p]) => p.verdict === 'stripped');
      if (stripped.length > 0) {
        const doc = structuredClone(host.doc);
        for (const [key, p] of stripped) (valueAt(doc, host.path) as Obj)[key] = valueOf(key, p);
        const found = await lint(doc);
        for (const [key] of stripped) {
          keys++;
          if (!found.some((f) => f.ruleId === 'key-ignored' && f.severity === 'warning' && f.data?.key === key))
            problems.push(`${host.name}: "${key}": Mintlify drops it, lint says nothing`);
        }
        const errors = found.filter((f) => f.severity === 'error');
        if (errors.length > 0 && prober.m.validateDocsConfig(structuredClone(doc)).success)
          problems.push(`${host.name}: Mintlify builds it with the keys it drops, lint says ${errors[0].message}`);
      }
      // On an object that fails the build on keys it does not know, those keys all at once: an error on each.
      const unknownHere = [...probes].filter(
        ([key, p]) => p.verdict === 'rejected' && view.closed && !view.known.has(key) && !view.rejected.has(key),
      );
      if (unknownHere.length > 0) {
        const doc = structuredClone(host.doc);
        for (const [key, p] of unknownHere) (valueAt(doc, host.path) as Obj)[key] = valueOf(key, p);
        const found = await lint(doc);
        for (const [key] of unknownHere) {
          keys++;
          if (!found.some((f) => f.severity === 'error' && f.message.startsWith(`"${key}" `)))
            problems.push(`${host.name}: "${key}": Mintlify rejects it, lint has no error on it`);
        }
      }
      // The other keys Mintlify refuses whatever their value, one at a time: an error (a warning where it only drops
      // the object holding them, and the site still builds).
      for (const [key, p] of probes) {
        if (!refused(p.verdict) || unknownHere.some(([k]) => k === key)) continue;
        keys++;
        const found = await lint(withKey(host.doc, host.path, key, valueOf(key, p)));
        const ours = found.some((f) => f.severity === 'error')
          ? 'rejected'
          : found.some((f) => f.severity === 'warning')
            ? 'dropped'
            : 'nothing';
        if (ours !== p.verdict) problems.push(`${host.name}: "${key}": Mintlify ${p.verdict} it, lint: ${ours}`);
      }
    }
    console.log(`      ${keys} keys linted`);
    for (const p of problems) console.log(`        ${p}`);
    assert.ok(keys > 1000, 'the objects below the navigation and the settings were reached');
    assert.deepEqual(problems, []);
  });
});
