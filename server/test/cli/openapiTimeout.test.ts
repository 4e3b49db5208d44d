// A full OpenAPI validation that runs out of time (a busy CI machine) is a note, never an error or a warning, and
// never changes the exit code: a lint whose validator does not answer in time finds the same errors and exits the
// same as one whose validator does. The deadline is set with --openapi-timeout or "openapiTimeout"; --cache keeps
// finished validations and never a timeout. The validator "never answers in time" by a deadline of 1 ms, which no
// validation of a 1 MB spec meets (the worker alone takes about 100 ms to start).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

interface Message {
  ruleId: string;
  severity: number;
  info?: boolean;
  message: string;
  line: number;
  column: number;
}

/** A valid OpenAPI 3.0 spec with `n` paths (about 330 bytes each). */
function largeSpec(n: number): string {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    paths[`/users/${i}/items`] = {
      get: {
        summary: `List the items of user ${i}`,
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } }],
        responses: {
          '200': { description: 'The items', content: { 'application/json': { schema: { type: 'array' } } } },
        },
      },
    };
  }
  return JSON.stringify({ openapi: '3.0.3', info: { title: 'Large', version: '1' }, paths }, null, 1);
}

function docs(pages: string[]): string {
  const navigation = { groups: [{ group: 'API', openapi: 'api.json', pages }] };
  return JSON.stringify({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation }, null, 2);
}

/** A missing page and an unknown endpoint: two errors that do not depend on full validation. */
const DOCS = docs(['index', 'missing', 'GET /users/1/items', 'GET /nope']);

function lint(dir: string, ...flags: string[]): { code: number | null; messages: Message[]; stderr: string } {
  const out = runCli(['lint', 'docs', '--format', 'json', ...flags], dir);
  const messages = (JSON.parse(out.stdout) as Array<{ messages: Message[] }>).flatMap((f) => f.messages);
  return { code: out.code, messages, stderr: out.stderr };
}

const errors = (ms: Message[]) => ms.filter((m) => m.severity === 2);
const ofRule = (ms: Message[], id: string) => ms.filter((m) => m.ruleId === id);

describe('lint: a full OpenAPI validation that runs out of time is a note', function () {
  this.timeout(scaledTimeout(120_000));
  let site: { dir: string; cleanup: () => void };

  before(() => {
    site = tempSite({
      'docs/docs.json': DOCS,
      'docs/index.mdx': '---\ntitle: Home\n---\n',
      'docs/api.json': largeSpec(3000),
    });
    assert.ok(fs.statSync(path.join(site.dir, 'docs', 'api.json')).size > 900_000);
  });
  after(() => site.cleanup());

  it('same exit code and errors as a validation that finishes, and one info that says how to give it more time', () => {
    const answered = lint(site.dir);
    assert.equal(answered.code, 1);
    assert.deepEqual(
      errors(answered.messages).map((m) => m.ruleId),
      ['endpoint-unknown'],
    );
    assert.deepEqual(ofRule(answered.messages, 'openapi-invalid'), []);

    const fromFlag = lint(site.dir, '--openapi-timeout', '1');
    fs.writeFileSync(path.join(site.dir, 'docs', '.docsjsonrc.json'), JSON.stringify({ openapiTimeout: 1 }));
    const fromConfig = lint(site.dir);
    fs.rmSync(path.join(site.dir, 'docs', '.docsjsonrc.json'));
    for (const late of [fromFlag, fromConfig]) {
      assert.equal(late.stderr, '');
      assert.equal(late.code, answered.code);
      assert.deepEqual(errors(late.messages), errors(answered.messages));
      assert.deepEqual(
        late.messages.filter((m) => m.ruleId !== 'openapi-invalid'),
        answered.messages,
        'nothing else changes',
      );
      const notes = ofRule(late.messages, 'openapi-invalid');
      assert.equal(notes.length, 1, JSON.stringify(late.messages));
      assert.equal(notes[0].info, true);
      assert.match(
        notes[0].message,
        /^OpenAPI spec "api.json" was not checked against the OpenAPI schema \(its endpoints still are\): its validation did not finish within 1 ms .*"openapiTimeout" \(milliseconds\) in \.docsjsonrc\.json or --openapi-timeout/,
      );
    }
  });

  it('never changes the exit code of a clean site, nor counts as a warning', () => {
    const clean = tempSite({
      'docs/docs.json': docs(['index', 'GET /users/1/items']),
      'docs/index.mdx': '---\ntitle: Home\n---\n',
      'docs/api.json': largeSpec(3000),
    });
    try {
      const late = lint(clean.dir, '--openapi-timeout', '1', '--max-warnings', '0');
      assert.equal(late.code, 0, JSON.stringify(late.messages));
      assert.deepEqual(
        late.messages.map((m) => [m.ruleId, m.info]),
        [['openapi-invalid', true]],
      );
    } finally {
      clean.cleanup();
    }
  });

  it('--cache keeps a finished validation, and never one that ran out of time', () => {
    const cacheFile = path.join(site.dir, 'cache');
    const run = (...flags: string[]) =>
      ofRule(lint(site.dir, '--cache-location', cacheFile, ...flags).messages, 'openapi-invalid');
    try {
      assert.equal(run('--openapi-timeout', '1').length, 1, 'out of time on a first run');
      assert.deepEqual(run(), [], 'validated again, since the timeout was not kept');
      assert.deepEqual(run('--openapi-timeout', '1'), [], 'the finished validation is kept: nothing left to wait for');
    } finally {
      fs.rmSync(cacheFile, { force: true });
    }
  });

  it('a deadline that is not a whole number of milliseconds is a usage error', () => {
    for (const bad of ['0', 'abc', '1.5', '-3', '10s']) {
      const out = runCli(['lint', 'docs', `--openapi-timeout=${bad}`], site.dir);
      assert.equal(out.code, 2, bad);
      assert.match(out.stderr, /--openapi-timeout expects a whole number of milliseconds/);
    }
    fs.writeFileSync(path.join(site.dir, 'docs', '.docsjsonrc.json'), JSON.stringify({ openapiTimeout: '1m' }));
    try {
      const out = runCli(['lint', 'docs'], site.dir);
      assert.equal(out.code, 2);
      assert.match(
        out.stderr,
        /"openapiTimeout" in .*\.docsjsonrc\.json expects a whole number of milliseconds .* got '1m'/,
      );
    } finally {
      fs.rmSync(path.join(site.dir, 'docs', '.docsjsonrc.json'));
    }
  });
});
