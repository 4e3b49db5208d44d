// Differential test against Mintlify's own validator (see ./mintlify.ts for the entry point and why).
//
// Our promise: a site that Mintlify builds never gets an error from us, and the published schema rejects what
// Mintlify rejects. So whenever Mintlify's validator accepts a docs.json, `validateDocsJson` must return no issue,
// and `lintSite` on an in-memory site with every referenced page file present must report no error from the rules
// that judge the configuration itself: `schema`, `language-unknown` and `global-anchor-relative` (WATCHED_RULES);
// whenever it rejects one, `validateDocsJson` must report an issue. Checked on the schema examples, the test
// fixtures, and a few hundred generated realistic configs (fixed seed). The invalid schema examples are asked too:
// every one Mintlify accepts must be listed below with the reason we still reject it. (keyAgreement.test.ts asks
// the same validator about every key of every object, one by one.)
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { validateDocsJson } from '../../src/core/schema/schemaValidator';
import { lintSite } from '../helpers/checkSite';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { mintlify, mintlifyVerdict, repoRoot, resolveIncludes } from './mintlify';
import {
  CONTAINS,
  DELETE,
  ODD_VALUES,
  Path,
  docsJson,
  mutatedDocsJson,
  underDivisionContent,
  valuePaths,
  withValue,
} from './realisticConfig';
import { scaledTimeout } from '../helpers/timeScale';

/** Rules that judge docs.json itself; none may report an error on a config Mintlify accepts. */
const WATCHED_RULES = ['schema', 'language-unknown', 'global-anchor-relative'];
/** Rules about spec files: the generated sites carry no specs (turned off, not asserted). */
const SPEC_RULES_OFF = {
  'endpoint-unknown': 'off',
  'endpoint-no-spec': 'off',
  'openapi-unreadable': 'off',
  'openapi-remote': 'off',
} as const;

/**
 * Invalid examples that Mintlify's validator accepts, with why we still reject them: decisions named as such. The test fails when an invalid example is accepted
 * by Mintlify and not listed here, and when a listed one is no longer accepted.
 */
const GROUP_OPENAPI_DROPPED =
  'DECIDED: Mintlify drops a group\'s "openapi" (or "asyncapi") that is not a valid spec reference and builds the ' +
  'group, whose endpoint entries then have no spec. The published schema reports it (an editor should flag it); ' +
  'docsjson lint and the server report it as a warning that says the builder drops it (asserted for every such ' +
  'mutation below).';
const ACCEPTED_BY_MINTLIFY_REJECTED_BY_US: Record<string, string> = {
  'group-openapi-number.json': GROUP_OPENAPI_DROPPED,
  'group-openapi-object-without-source.json': GROUP_OPENAPI_DROPPED,
  'menu-item-without-label.json':
    'DECIDED: Mintlify tries each variant of a division node (tab, anchor, ...) in turn and the last one has no ' +
    'content, so an invalid content list (here a tab "menu" whose item has no "item" label) makes the validator ' +
    'drop that content silently instead of failing. The published schema keeps reporting it (an editor should ' +
    'flag it); docsjson lint and the server report it as a warning that names the node whose content is dropped ' +
    '(asserted for every such mutation below).',
};

/**
 * Valid examples Mintlify's validator rejects (we are laxer there, or it cannot be asked). Listed so that a change
 * of either side is noticed.
 */
const VALID_BUT_MINTLIFY_REJECTS: Record<string, string> = {};

const NAV_CONTENT = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'];

/**
 * Known, explained classes of "Mintlify accepts, we reject" among mutated configs (not asserted, counted):
 * - division-content: the value sits in the content of a division node (see menu-item-without-label.json above).
 * - group-openapi: the value sits in a group's `openapi` or `asyncapi` (see group-openapi-number.json above).
 * - first-valid-key: `navigation` holds several content keys and the mutated one is the first; Mintlify uses the
 *   first *valid* key, our schema and site model the first *present* one (the keys are tried in that order).
 */
function knownDivergence(config: unknown, path: Path): string | undefined {
  if (underDivisionContent(path)) return 'division-content';
  if (underGroupSpec(path)) return 'group-openapi';
  const nav = (config as { navigation?: unknown }).navigation;
  if (
    path[0] === 'navigation' &&
    typeof path[1] === 'string' &&
    NAV_CONTENT.includes(path[1]) &&
    nav &&
    typeof nav === 'object'
  ) {
    const present = NAV_CONTENT.filter((k) => Object.prototype.hasOwnProperty.call(nav, k));
    if (present.length > 1 && present[0] === path[1]) return 'first-valid-key';
  }
  return undefined;
}

const KIND_BY_LABEL: [string, string][] = [
  ['tab', 'tab'],
  ['anchor', 'anchor'],
  ['dropdown', 'dropdown'],
  ['product', 'product'],
  ['version', 'version'],
  ['language', 'language'],
  ['item', 'menuItem'],
];

/** "parent>contentKey" for every division node (and the navigation) holding a content key, outside `global`. */
function nestingPairs(config: unknown, out: Set<string>): void {
  const walk = (v: unknown, kind: string | undefined): void => {
    if (Array.isArray(v)) return v.forEach((e) => walk(e, undefined));
    if (v === null || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const k = kind ?? KIND_BY_LABEL.find(([label]) => label in o)?.[1];
    for (const [key, c] of Object.entries(o)) {
      if (key === 'global') continue;
      if (k && CONTAINS[k]?.includes(key)) out.add(`${k}>${key}`);
      walk(c, undefined);
    }
  };
  walk((config as { navigation: unknown }).navigation, 'navigation');
}

interface Tally {
  bothAccept: number;
  mintlifyRejectsWeAccept: number;
  bothReject: number;
  mintlifyAcceptsWeReject: number;
  notComparable: number;
}
const tally = (): Tally => ({
  bothAccept: 0,
  mintlifyRejectsWeAccept: 0,
  bothReject: 0,
  mintlifyAcceptsWeReject: 0,
  notComparable: 0,
});

const METHOD_ENTRY = /^(\S+\s+)?(get|put|post|delete|options|head|patch|trace|webhook)\s+\S/i;

/** Page paths named by the navigation (pages entries and group roots), without METHOD entries. */
function pagePaths(config: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown, key?: string): void => {
    if (Array.isArray(v)) {
      for (const e of v) {
        if (typeof e === 'string' && key === 'pages' && !METHOD_ENTRY.test(e)) out.add(e);
        else walk(e, key);
      }
    } else if (v !== null && typeof v === 'object') {
      for (const [k, c] of Object.entries(v)) {
        if (k === 'root' && typeof c === 'string') out.add(c);
        else walk(c, k);
      }
    }
  };
  walk((config as Record<string, unknown>).navigation);
  return [...out].map((p) => p.replace(/^\.?\//, ''));
}

/** A path inside the `openapi` or `asyncapi` of a group (an item of `groups`, or a group among `pages`). */
function underGroupSpec(path: Path): boolean {
  for (let i = 2; i < path.length; i++) {
    if ((path[i] === 'openapi' || path[i] === 'asyncapi') && typeof path[i - 1] === 'number') {
      if (path[i - 2] === 'groups' || path[i - 2] === 'pages') return true;
    }
  }
  return false;
}

/** Errors of the watched rules when linting `config` as docs.json of a site whose page files all exist. */
async function watchedErrors(config: unknown, files: Record<string, string> = {}): Promise<string[]> {
  const all: Record<string, string> = { ...files, 'docs.json': JSON.stringify(config, null, 2) };
  for (const p of pagePaths(config)) all[`${p}.mdx`] ??= `---\ntitle: ${JSON.stringify(p)}\n---\n\nText.\n`;
  const { problems } = await lintSite(new MemoryWorkspace(all), { severities: SPEC_RULES_OFF });
  return problems
    .filter((p) => p.severity === 'error' && WATCHED_RULES.includes(p.ruleId))
    .map((p) => `${p.ruleId} ${p.file}:${p.range.start.line + 1}: ${p.message}`);
}

function jsonFiles(dir: string): [string, unknown][] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))]);
}

/** Every file under `dir` (text), keyed by path relative to it. */
function readTree(dir: string, base = dir, out: Record<string, string> = {}): Record<string, string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) readTree(full, base, out);
    else out[path.relative(base, full).split(path.sep).join('/')] = fs.readFileSync(full, 'utf8');
  }
  return out;
}

function report(title: string, t: Tally): void {
  // The agreement counts are part of the test's output on purpose.
  console.log(
    `      ${title}: both accept ${t.bothAccept}, both reject ${t.bothReject}, Mintlify rejects/we accept ${t.mintlifyRejectsWeAccept}, ` +
      `Mintlify accepts/we reject ${t.mintlifyAcceptsWeReject}, not comparable ${t.notComparable}`,
  );
}

describe("differential: agreement with Mintlify's validator (@mintlify/validation validateDocsConfig)", function () {
  this.timeout(scaledTimeout(60_000));
  const root = repoRoot();

  before(async () => {
    await mintlify(); // load once, outside the timed tests
  });

  it('accepts every valid schema example Mintlify accepts, and lints it without errors', async () => {
    const dir = path.join(root, 'schema', 'test', 'valid');
    const t = tally();
    const failures: string[] = [];
    const rejected: string[] = [];
    for (const [name, doc] of jsonFiles(dir)) {
      const resolved = await resolveIncludes(doc, dir);
      if (resolved === undefined) {
        t.notComparable++; // names include files that do not exist: the build could not even load it
        continue;
      }
      const verdict = await mintlifyVerdict(resolved);
      const ours = validateDocsJson(doc);
      if (!verdict.accepted) {
        rejected.push(name);
        if (ours.length) t.bothReject++;
        else t.mintlifyRejectsWeAccept++;
        continue;
      }
      const lint = await watchedErrors(doc);
      if (ours.length || lint.length) {
        t.mintlifyAcceptsWeReject++;
        failures.push(`${name}: ${JSON.stringify(ours.slice(0, 3))} ${lint.slice(0, 3).join('; ')}`);
      } else t.bothAccept++;
    }
    report('schema/test/valid', t);
    assert.deepEqual(failures, []);
    assert.deepEqual(
      rejected,
      Object.keys(VALID_BUT_MINTLIFY_REJECTS).sort(),
      'valid examples Mintlify rejects changed',
    );
    assert.ok(t.bothAccept >= 25, `only ${t.bothAccept} valid examples were compared`);
  });

  it('every invalid schema example Mintlify accepts is a listed, deliberate stricter check', async () => {
    const dir = path.join(root, 'schema', 'test', 'invalid');
    const t = tally();
    const accepted: string[] = [];
    for (const [name, doc] of jsonFiles(dir)) {
      const verdict = await mintlifyVerdict(doc);
      assert.notDeepEqual(validateDocsJson(doc), [], `invalid/${name} passes our schema`);
      if (verdict.accepted) {
        accepted.push(name);
        t.mintlifyAcceptsWeReject++;
      } else t.bothReject++;
    }
    report('schema/test/invalid', t);
    for (const name of Object.keys(ACCEPTED_BY_MINTLIFY_REJECTED_BY_US))
      console.log(`        listed: ${name}: ${ACCEPTED_BY_MINTLIFY_REJECTED_BY_US[name]}`);
    assert.deepEqual(
      accepted,
      Object.keys(ACCEPTED_BY_MINTLIFY_REJECTED_BY_US).sort(),
      'invalid examples Mintlify accepts changed',
    );
  });

  it('the test fixtures Mintlify accepts (testFixture/site at least) get no error from the schema and the watched rules', async () => {
    const t = tally();
    const failures: string[] = [];
    const verdicts: Record<string, boolean> = {};
    const fixtures = path.join(root, 'testFixture');
    for (const name of fs.readdirSync(fixtures).sort()) {
      const dir = path.join(fixtures, name);
      const docsFile = path.join(dir, 'docs.json');
      if (!fs.existsSync(docsFile)) continue;
      let doc: unknown;
      try {
        doc = JSON.parse(fs.readFileSync(docsFile, 'utf8'));
      } catch {
        t.notComparable++; // broken-syntax: not JSON at all
        continue;
      }
      let resolved: unknown;
      try {
        resolved = await resolveIncludes(doc, dir);
      } catch {
        resolved = undefined; // cyclic, outside the project, invalid JSON include
      }
      if (resolved === undefined) {
        t.notComparable++;
        verdicts[name] = false;
        continue;
      }
      const verdict = await mintlifyVerdict(resolved);
      verdicts[name] = verdict.accepted;
      const files = readTree(dir);
      const { problems } = await lintSite(new MemoryWorkspace(files));
      const errors = problems.filter((p) => p.severity === 'error' && WATCHED_RULES.includes(p.ruleId));
      if (!verdict.accepted) {
        if (errors.length) t.bothReject++;
        else t.mintlifyRejectsWeAccept++;
        continue;
      }
      if (errors.length) {
        t.mintlifyAcceptsWeReject++;
        failures.push(
          `${name}: ${errors
            .slice(0, 3)
            .map((p) => `${p.ruleId} ${p.file}: ${p.message}`)
            .join('; ')}`,
        );
      } else t.bothAccept++;
    }
    report('testFixture', t);
    assert.equal(verdicts.site, true, 'Mintlify rejects testFixture/site');
    assert.deepEqual(failures, []);
  });

  it('a few hundred generated realistic configs: we accept exactly what Mintlify accepts (fixed seed)', async () => {
    const t = tally();
    const pairs = new Set<string>();
    await fc.assert(
      fc.asyncProperty(docsJson(3), async (config) => {
        nestingPairs(config, pairs);
        const verdict = await mintlifyVerdict(config);
        const ours = validateDocsJson(config);
        if (!verdict.accepted) {
          if (ours.length) t.bothReject++;
          else {
            t.mintlifyRejectsWeAccept++;
            assert.fail(`Mintlify rejects a generated config our schema accepts: ${verdict.issues.join(' | ')}`);
          }
          return true;
        }
        const lint = await watchedErrors(config);
        if (ours.length || lint.length) {
          t.mintlifyAcceptsWeReject++;
          assert.fail(
            `Mintlify accepts, we do not:\n${JSON.stringify(ours.slice(0, 5), null, 1)}\n${lint.slice(0, 5).join('\n')}`,
          );
        }
        t.bothAccept++;
        return true;
      }),
      { seed: 20261122, numRuns: 400, endOnFailure: false },
    );
    report('generated', t);
    // The generator builds valid configs: almost all must be accepted by Mintlify, or it tests nothing.
    assert.ok(t.bothAccept >= 350, `only ${t.bothAccept} of 400 generated configs were accepted by Mintlify`);
    // Every row of the nesting table of realisticConfig.ts was generated (each container holding each of its content kinds).
    const missing = Object.entries(CONTAINS)
      .flatMap(([k, keys]) => keys.map((c) => `${k}>${c}`))
      .filter((pair) => !pairs.has(pair));
    assert.deepEqual(missing, [], 'nesting pairs never generated');
  });

  it('mutated configs (one odd value or one removal in a generated config or a valid example): we accept what Mintlify accepts and reject what it rejects', async () => {
    const dir = path.join(root, 'schema', 'test', 'valid');
    const examples: unknown[] = [];
    for (const [, doc] of jsonFiles(dir)) if ((await mintlifyVerdict(doc)).accepted) examples.push(doc);
    const fromExamples = fc
      .tuple(
        fc.constantFrom(...examples),
        fc.nat(),
        fc.nat(ODD_VALUES.length),
        fc.constantFrom('replace', 'replace', 'replace', 'delete'),
      )
      .map(([doc, i, j, op]) => {
        const paths = valuePaths(doc);
        const p = paths[i % paths.length];
        const value = op === 'delete' ? DELETE : ODD_VALUES[j % ODD_VALUES.length];
        return { config: withValue(doc, p, value), path: p, value: op === 'delete' ? '(deleted)' : value };
      });
    const t = tally();
    const known = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutatedDocsJson(2), fromExamples), async ({ config, path: p, value }) => {
        // An include object is resolved before Mintlify validates: as a value it says nothing (the include rule
        // reports a missing file).
        if (value !== null && typeof value === 'object' && '$ref' in value) {
          t.notComparable++;
          return true;
        }
        const verdict = await mintlifyVerdict(config);
        const ours = validateDocsJson(config);
        if (!verdict.accepted) {
          if (ours.length) t.bothReject++;
          else {
            t.mintlifyRejectsWeAccept++;
            assert.fail(
              `Mintlify rejects ${JSON.stringify(p)} = ${JSON.stringify(value)} (${verdict.issues[0]}), our schema accepts it`,
            );
          }
          return true;
        }
        const why = knownDivergence(config, p);
        if (why === 'division-content' || why === 'group-openapi') {
          // The builder drops the content or the spec reference instead of failing: lint must warn, never error.
          const errors = await watchedErrors(config);
          assert.deepEqual(errors, [], `${why} ${JSON.stringify(p)} = ${JSON.stringify(value)}: lint must only warn`);
        }
        const lint = ours.length || why ? [] : await watchedErrors(config);
        if (ours.length || lint.length) {
          t.mintlifyAcceptsWeReject++;
          if (why) {
            known.set(why, (known.get(why) ?? 0) + 1);
            return true;
          }
          assert.fail(
            `Mintlify accepts ${JSON.stringify(p)} = ${JSON.stringify(value)}, we do not:\n${JSON.stringify(ours.slice(0, 3), null, 1)}\n${lint.slice(0, 3).join('\n')}`,
          );
        }
        t.bothAccept++;
        return true;
      }),
      { seed: 20261122, numRuns: 1500, endOnFailure: false },
    );
    report('mutated', t);
    console.log(`        of which known classes: ${[...known].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
    assert.ok(t.bothAccept >= 400 && t.bothReject >= 300, 'the mutations no longer exercise both verdicts');
  });
});
