// openapi-invalid: a spec that parses but fails full OpenAPI validation, run beside the check and never waited for
// by an editor.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { createDocsService, type DeepValidationResult, MemoryWorkspace, type SpecDeepValidator } from '../../src/core';
import { runCli, tempSite } from '../cli/helpers';
import { ofRule } from '../helpers/checkSite';
import { docsJson, rangeOfText } from '../helpers/textRanges';

const SPEC = JSON.stringify({ openapi: '3.0.0', info: { title: 'T', version: '1' }, paths: { '/users': { get: {} } } });
const DOCS = docsJson({ groups: [{ group: 'API', openapi: 'api.json', pages: ['GET /users'] }] });
const INVALID: DeepValidationResult = {
  status: 'invalid',
  errors: [{ message: 'responses is required' }, { message: 'a' }, { message: 'b' }, { message: 'c' }],
};

/** A validator whose answer the test releases, counting the validations it was asked for. */
function gatedValidator(result: DeepValidationResult) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const asked: string[] = [];
  const validator: SpecDeepValidator = {
    validate: async (relPath) => {
      asked.push(relPath);
      await gate;
      return result;
    },
  };
  return { validator, asked, release };
}

/** A validator that notes each validation it is asked for in `events` and finds every spec invalid. */
function recordingValidator(events: string[]): SpecDeepValidator {
  return {
    validate: async (relPath) => {
      events.push(`validate ${relPath}`);
      return INVALID;
    },
  };
}

describe('rule openapi-invalid', () => {
  it('reports a spec that fails full validation once, at its openapi value, with the first reasons', async () => {
    const { validator, release } = gatedValidator(INVALID);
    release();
    const service = createDocsService({
      workspace: new MemoryWorkspace({ 'docs.json': DOCS, 'api.json': SPEC }),
      specValidator: validator,
    });
    const problems = ofRule((await service.check()).problems, 'openapi-invalid');
    assert.deepEqual(
      problems.map((p) => [p.severity, p.message, p.range]),
      [
        [
          'warning',
          'OpenAPI spec "api.json" is not valid OpenAPI: responses is required; a; b (and 1 more)',
          rangeOfText(DOCS, '"api.json"'),
        ],
      ],
    );
  });

  it('never holds a check in a host that does not wait, and asks for a re-check when the result is in', async () => {
    const { validator, asked, release } = gatedValidator(INVALID);
    let settled = 0;
    const files = { 'docs.json': DOCS, 'api.json': SPEC };
    const workspace = new MemoryWorkspace(files);
    const service = createDocsService({
      workspace,
      specValidator: validator,
      background: { onResults: () => settled++ },
    });
    assert.deepEqual(ofRule((await service.check()).problems, 'openapi-invalid'), []);
    release();
    await new Promise((r) => setImmediate(r));
    assert.equal(settled, 1);
    assert.equal(ofRule((await service.check()).problems, 'openapi-invalid').length, 1);
    assert.deepEqual(asked, ['api.json'], 'validated once per spec version');
  });

  it('a check that waits starts validating before it reads the spec, and validates each spec once', async () => {
    const events: string[] = [];
    const workspace = new MemoryWorkspace({ 'docs.json': DOCS, 'api.json': SPEC });
    const readFile = workspace.readFile.bind(workspace);
    workspace.readFile = (relPath: string) => {
      events.push(`read ${relPath}`);
      return readFile(relPath);
    };
    const validator: SpecDeepValidator = { warmUp: () => events.push('warm-up'), ...recordingValidator(events) };
    const problems = ofRule(
      (await createDocsService({ workspace, specValidator: validator }).check()).problems,
      'openapi-invalid',
    );
    assert.equal(problems.length, 1);
    assert.deepEqual(
      events.filter((e) => e === 'warm-up' || e.endsWith('api.json')),
      ['warm-up', 'validate api.json', 'read api.json'],
    );
  });

  it('a check that waits asks for the specs docs.json names before it lists the page files, and for those of included files after', async () => {
    const docs = docsJson({
      groups: [{ group: 'API', openapi: 'api.json', pages: ['GET /users'] }, { $ref: 'more.json' }],
    });
    const more = JSON.stringify({ group: 'More', openapi: ['/other.json'], pages: ['GET /users'] });
    const workspace = new MemoryWorkspace({
      'docs.json': docs,
      'more.json': more,
      'api.json': SPEC,
      'other.json': SPEC,
    });
    const events: string[] = [];
    const listFiles = workspace.listFiles.bind(workspace);
    workspace.listFiles = () => {
      events.push('list page files');
      return listFiles();
    };
    const problems = ofRule(
      (await createDocsService({ workspace, specValidator: recordingValidator(events) }).check()).problems,
      'openapi-invalid',
    );
    assert.equal(problems.length, 2);
    assert.deepEqual(events, ['validate api.json', 'list page files', 'validate other.json']);
  });

  it('starts no validator for a site whose configuration names no spec, nor when the rule is off', async () => {
    let warmUps = 0;
    const validator: SpecDeepValidator = {
      warmUp: () => warmUps++,
      validate: async () => INVALID,
    };
    const plain = new MemoryWorkspace({
      'docs.json': docsJson({ groups: [{ group: 'G', pages: ['a'] }] }),
      'a.mdx': '',
    });
    await createDocsService({ workspace: plain, specValidator: validator }).check();
    const withSpec = new MemoryWorkspace({ 'docs.json': DOCS, 'api.json': SPEC });
    const off = await createDocsService({
      workspace: withSpec,
      specValidator: validator,
      severities: { 'openapi-invalid': 'off' },
    }).check();
    assert.equal(warmUps, 0);
    assert.deepEqual(ofRule(off.problems, 'openapi-invalid'), []);
  });

  it("lint --cache keeps a spec's result while its text is the same, and validates it again when it changes", () => {
    const invalid = JSON.stringify({ openapi: '3.0.0', paths: { '/users': { get: {} } } });
    const site = tempSite({ 'docs/docs.json': DOCS, 'docs/api.json': invalid });
    const cacheFile = path.join(site.dir, 'cache.json');
    const warnings = () => {
      const out = runCli(['lint', 'docs', '--format', 'json', '--cache', '--cache-location', cacheFile], site.dir);
      assert.equal(out.stderr, '');
      return (JSON.parse(out.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>)
        .flatMap((f) => f.messages)
        .filter((m) => m.ruleId === 'openapi-invalid')
        .map((m) => m.message);
    };
    try {
      const first = warnings();
      assert.equal(first.length, 1);
      const [head, entries] = fs.readFileSync(cacheFile, 'utf8').split('\n');
      const kept = JSON.parse(head) as { specs: Array<[string, { status: string }]> };
      assert.deepEqual(
        kept.specs.map(([file, result]) => [file, result.status]),
        [['api.json', 'invalid']],
      );
      // Kept: the same answer; a changed kept result is what is answered (proof that the validator did not run).
      assert.deepEqual(warnings(), first);
      kept.specs[0][1] = { ...kept.specs[0][1], errors: [{ message: 'as kept' }] } as never;
      fs.writeFileSync(cacheFile, `${JSON.stringify(kept)}\n${entries}`);
      assert.deepEqual(warnings(), ['OpenAPI spec "api.json" is not valid OpenAPI: as kept']);
      // The spec is fixed: validated again.
      const valid = {
        openapi: '3.0.0',
        info: { title: 'T', version: '1' },
        paths: { '/users': { get: { responses: { '200': { description: 'ok' } } } } },
      };
      fs.writeFileSync(path.join(site.dir, 'docs', 'api.json'), JSON.stringify(valid));
      assert.deepEqual(warnings(), []);
    } finally {
      site.cleanup();
    }
  });

  it('runs the real validator in the CLI: a spec that indexes but is not valid OpenAPI', () => {
    const site = tempSite({
      'docs/docs.json': DOCS,
      'docs/api.json': JSON.stringify({ openapi: '3.0.0', paths: { '/users': { get: {} } } }),
    });
    try {
      const out = runCli(['lint', 'docs', '--format', 'json'], site.dir);
      const messages = (JSON.parse(out.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>)
        .flatMap((f) => f.messages)
        .filter((m) => m.ruleId === 'openapi-invalid');
      assert.equal(messages.length, 1, out.stdout);
      assert.match(messages[0].message, /^OpenAPI spec "api.json" is not valid OpenAPI: .*info/);
      assert.ok(fs.existsSync(path.join(site.dir, 'docs', 'docs.json')));
    } finally {
      site.cleanup();
    }
  });
});
