// The validator's one worker for many specs: answers in order, a deadline that takes the worker down leaves the
// specs after it to a new one, nothing waits forever, and an idle worker never holds the process open.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { WorkerSpecValidator } from '../../src/node/specValidator';
import { scaledTimeout } from '../helpers/timeScale';

const VALID = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\n";
const INVALID = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses: 5\n";

/** A spec whose dereferenced form doubles at each of 30 levels: validating it runs for minutes. */
function fanOut(levels = 30): string {
  let schemas = '    S0: {type: string}\n';
  for (let i = 1; i <= levels; i++)
    schemas += `    S${i}: {type: object, properties: {a: {$ref: '#/components/schemas/S${i - 1}'}, b: {$ref: '#/components/schemas/S${i - 1}'}}}\n`;
  return (
    "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n" +
    `          description: ok\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/S${levels}'}\n` +
    `components:\n  schemas:\n${schemas}`
  );
}

describe('spec validation queue (one worker for the specs of a run)', function () {
  this.timeout(scaledTimeout(60_000));
  let root: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-validate-queue-'));
    fs.writeFileSync(path.join(root, 'valid.yaml'), VALID);
    fs.writeFileSync(path.join(root, 'invalid.yaml'), INVALID);
    fs.writeFileSync(path.join(root, 'fanout.yaml'), fanOut());
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('specs asked for at once each get their own answer', async () => {
    const validator = new WorkerSpecValidator(root, { timeoutMs: 20_000 });
    try {
      const results = await Promise.all(
        ['valid.yaml', 'invalid.yaml', 'valid.yaml', 'invalid.yaml'].map((p) => validator.validate(p)),
      );
      assert.deepEqual(
        results.map((r) => r.status),
        ['valid', 'invalid', 'valid', 'invalid'],
      );
      for (const r of [results[1], results[3]]) {
        assert.equal(r.errors[0].file, 'invalid.yaml');
        assert.match(r.errors[0].message, /^\/paths\/~1a\/get\/responses /);
      }
    } finally {
      await validator.dispose();
    }
  });

  it('a spec stopped at its deadline does not take the specs queued after it along', async () => {
    // Ample for the small specs (the worker's start included, on a loaded machine), not for the fan-out.
    const validator = new WorkerSpecValidator(root, { timeoutMs: 10_000 });
    try {
      const [first, slow, after, last] = await Promise.all([
        validator.validate('valid.yaml'),
        validator.validate('fanout.yaml'),
        validator.validate('invalid.yaml'),
        validator.validate('valid.yaml'),
      ]);
      assert.equal(first.status, 'valid');
      assert.equal(slow.status, 'timeout');
      assert.match(slow.errors[0].message, /did not finish within 10 s \(the time set;/);
      assert.equal(after.status, 'invalid');
      assert.equal(last.status, 'valid');
    } finally {
      await validator.dispose();
    }
  });

  it('disposing answers the spec being validated and those still waiting as skipped', async () => {
    const validator = new WorkerSpecValidator(root, { timeoutMs: 20_000 });
    const running = validator.validate('fanout.yaml');
    const waiting = validator.validate('valid.yaml');
    await validator.dispose();
    assert.deepEqual(await running, { status: 'skipped', errors: [] });
    assert.deepEqual(await waiting, { status: 'skipped', errors: [] });
  });

  it('a validator that was never disposed does not keep its process alive', () => {
    const script = [
      `const { WorkerSpecValidator } = require(${JSON.stringify(require.resolve('../../src/node/specValidator'))});`,
      `new WorkerSpecValidator(${JSON.stringify(root)}).validate('valid.yaml')`,
      '  .then((r) => console.log(r.status));',
    ].join('\n');
    const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: scaledTimeout(30_000) });
    assert.equal(child.signal, null, 'the process had to be killed: the idle worker held it open');
    assert.equal(child.status, 0, child.stderr);
    assert.equal(child.stdout.trim(), 'valid');
  });
});
