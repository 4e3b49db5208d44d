// The deadline of full OpenAPI validation: it grows with the spec, counts only the time the main thread was free to
// take the answer (an answer that waited behind a busy thread is not late), and a validation that runs out of time
// is answered 'timeout' with a message that says what was not checked and how to give it more time. The deadline
// runs on a fake clock; the specs that must not finish take the worker minutes, so no outcome depends on speed.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BASE_DEADLINE_MS, DEADLINE_MS_PER_MB, WorkerSpecValidator } from '../../src/node/specValidator';
import { FakeClock } from '../helpers/fakeClock';
import { scaledTimeout } from '../helpers/timeScale';

const VALID = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\n";

/** A spec whose dereferenced form doubles at each of 30 levels: validating it runs for minutes. */
function fanOut(padding = ''): string {
  let schemas = '    S0: {type: string}\n';
  for (let i = 1; i <= 30; i++)
    schemas += `    S${i}: {type: object, properties: {a: {$ref: '#/components/schemas/S${i - 1}'}, b: {$ref: '#/components/schemas/S${i - 1}'}}}\n`;
  return (
    `openapi: 3.0.3\ninfo: {title: T, version: '1', description: '${padding}'}\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n` +
    `          description: ok\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/S30'}\n` +
    `components:\n  schemas:\n${schemas}`
  );
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** True when the promise has settled by now. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('full validation deadline (grows with the spec, counted in free time)', function () {
  this.timeout(scaledTimeout(60_000));
  let root: string;

  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-validate-deadline-'));
    fs.writeFileSync(path.join(root, 'valid.yaml'), VALID);
    fs.writeFileSync(path.join(root, 'fanout.yaml'), fanOut());
    fs.writeFileSync(path.join(root, 'large-fanout.yaml'), fanOut('x'.repeat(3 * 1024 * 1024)));
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('an answer that waited behind a busy main thread is taken, not called late', async () => {
    const clock = new FakeClock();
    const validator = new WorkerSpecValidator(root, { clock });
    try {
      const result = validator.validate('valid.yaml');
      await until(() => clock.pending > 0);
      // The main thread is busy for two minutes at a time, five times over: ten minutes of wall clock.
      for (let i = 0; i < 5; i++) clock.fire(120_000);
      assert.equal((await result).status, 'valid');
    } finally {
      await validator.dispose();
    }
  });

  it('a validation that runs out of time says what was not checked and how to give it more time', async () => {
    const clock = new FakeClock();
    const validator = new WorkerSpecValidator(root, { clock });
    try {
      const slow = validator.validate('fanout.yaml');
      const next = validator.validate('valid.yaml');
      await until(() => clock.pending > 0);
      clock.runFor(BASE_DEADLINE_MS + 1000);
      const result = await slow;
      assert.equal(result.status, 'timeout');
      assert.match(result.errors[0].message, /did not finish within 10 s .*"openapiTimeout" .*--openapi-timeout/);
      assert.equal((await next).status, 'valid', 'the spec queued after it gets a new worker');
    } finally {
      await validator.dispose();
    }
  });

  it('a larger spec gets more time: a second per MB read, on top of the base', async () => {
    const clock = new FakeClock();
    const validator = new WorkerSpecValidator(root, { clock });
    try {
      const result = validator.validate('large-fanout.yaml');
      await until(() => (validator.currentDeadlineMs ?? 0) > BASE_DEADLINE_MS);
      const limit = validator.currentDeadlineMs!;
      assert.ok(Math.abs(limit - (BASE_DEADLINE_MS + 3 * DEADLINE_MS_PER_MB)) < 10, `deadline ${limit} ms`);
      clock.runFor(BASE_DEADLINE_MS + 2 * DEADLINE_MS_PER_MB);
      assert.equal(await settled(result), false, 'stopped at the base deadline');
      clock.runFor(2 * DEADLINE_MS_PER_MB);
      const answer = await result;
      assert.equal(answer.status, 'timeout');
      assert.match(answer.errors[0].message, /within 13 s \(the time allowed for 3\.0 MB of spec/);
    } finally {
      await validator.dispose();
    }
  });

  it('a deadline that is set stays what it is, whatever the size', async () => {
    const clock = new FakeClock();
    const validator = new WorkerSpecValidator(root, { clock, timeoutMs: 2000 });
    try {
      const result = validator.validate('large-fanout.yaml');
      await until(() => clock.pending > 0);
      clock.runFor(2000);
      const answer = await result;
      assert.equal(answer.status, 'timeout');
      assert.match(answer.errors[0].message, /within 2 s \(the time set;/);
    } finally {
      await validator.dispose();
    }
  });
});
