// Deep validation (swagger-parser) in a worker with a hard deadline, against real temporary folders.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { WorkerSpecValidator } from '../../src/node/specValidator';
import { scaledTimeout } from '../helpers/timeScale';

describe('OpenAPI deep validation in a worker', function () {
  this.timeout(scaledTimeout(60_000));
  let dir: string;
  let root: string;
  let validator: WorkerSpecValidator;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-validate-'));
    root = path.join(dir, 'docs');
    fs.mkdirSync(root);
    fs.writeFileSync(path.join(dir, 'secret.yaml'), 'type: string\ndescription: sk_live_SECRET\n');
    validator = new WorkerSpecValidator(root, { timeoutMs: 20_000, hashInputs: true });
  });

  afterEach(async () => {
    await validator.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a valid 3.0 spec with a file $ref inside the root is valid', async () => {
    fs.writeFileSync(
      path.join(root, 'openapi.yaml'),
      "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    $ref: paths/a.yaml\n",
    );
    fs.mkdirSync(path.join(root, 'paths'));
    fs.writeFileSync(path.join(root, 'paths', 'a.yaml'), "get:\n  responses:\n    '200': {description: ok}\n");
    const r = await validator.validate('openapi.yaml');
    assert.deepEqual({ status: r.status, errors: r.errors }, { status: 'valid', errors: [] });
    // The outcome depends on both files, and says so (a cache keeps it while they read the same).
    assert.deepEqual(Object.keys(r.inputs ?? {}).sort(), ['openapi.yaml', 'paths/a.yaml']);
  });

  it('hashes no files unless asked to (only a cache of results needs them)', async () => {
    fs.writeFileSync(path.join(root, 'openapi.yaml'), "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\n");
    const plain = new WorkerSpecValidator(root, { timeoutMs: 20_000 });
    try {
      const r = await plain.validate('openapi.yaml');
      assert.equal(r.status, 'valid');
      assert.equal(r.inputs, undefined);
    } finally {
      await plain.dispose();
    }
  });

  it('names no files it depends on when a $ref was refused: a missing file may appear', async () => {
    fs.writeFileSync(
      path.join(root, 'openapi.yaml'),
      "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    $ref: paths/missing.yaml\n",
    );
    const r = await validator.validate('openapi.yaml');
    assert.equal(r.status, 'invalid');
    assert.equal(r.inputs, undefined);
  });

  it('a schema violation is reported with its JSON pointer and the range of the offending key', async () => {
    fs.writeFileSync(
      path.join(root, 'openapi.yaml'),
      "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses: 5\n",
    );
    const r = await validator.validate('openapi.yaml');
    assert.equal(r.status, 'invalid');
    assert.ok(r.errors.length > 0);
    const e = r.errors.find((x) => x.message.startsWith('/paths/~1a/get/responses'));
    assert.ok(e, JSON.stringify(r.errors));
    assert.deepEqual(e.range, { start: { line: 5, character: 6 }, end: { line: 5, character: 15 } });
    assert.equal(e.file, 'openapi.yaml');
  });

  it('A1/A2: $refs to /etc/passwd and ../secret.yaml are refused by our resolver; no content leaks', async () => {
    fs.writeFileSync(
      path.join(root, 'openapi.yaml'),
      "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A: {$ref: '../secret.yaml'}\n    B: {$ref: '/etc/passwd'}\n",
    );
    const r = await validator.validate('openapi.yaml');
    assert.equal(r.status, 'invalid');
    const text = JSON.stringify(r.errors);
    assert.ok(!text.includes('SECRET'));
    assert.ok(!text.includes('root:x'));
    assert.match(text, /outside the docs root/);
  });

  it('A7: an https $ref is never fetched', async () => {
    fs.writeFileSync(
      path.join(root, 'openapi.yaml'),
      "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A: {$ref: 'https://127.0.0.1:9/x.yaml'}\n",
    );
    const r = await validator.validate('openapi.yaml');
    assert.equal(r.status, 'invalid');
    assert.match(JSON.stringify(r.errors), /not fetched/);
  });

  it('A12: a $ref fan-out that makes validate() run for minutes is stopped at the deadline; the main thread stays responsive', async () => {
    const levels = 30;
    let schemas = '';
    schemas += '    S0: {type: string}\n';
    for (let i = 1; i <= levels; i++)
      schemas += `    S${i}: {type: object, properties: {a: {$ref: '#/components/schemas/S${i - 1}'}, b: {$ref: '#/components/schemas/S${i - 1}'}}}\n`;
    fs.writeFileSync(
      path.join(root, 'openapi.yaml'),
      `openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/S${levels}'}\ncomponents:\n  schemas:\n${schemas}`,
    );
    fs.writeFileSync(path.join(root, 'small.yaml'), "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\n");
    // A deadline ample for an ordinary spec, the worker's start included even on a loaded machine: the timeout
    // below is the fan-out's doing. (Without the deadline, the validation would outlast the test's timeout.)
    const fast = new WorkerSpecValidator(root, { timeoutMs: 10_000 });
    assert.equal((await fast.validate('small.yaml')).status, 'valid');
    // This thread is free meanwhile: a timer of 50 ms fires again and again in the 10 s (a thread blocked by the
    // validation would fire it once at most).
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);
    const r = await fast.validate('openapi.yaml');
    clearInterval(ticker);
    await fast.dispose();
    assert.equal(r.status, 'timeout');
    assert.match(r.errors[0].message, /did not finish within 10 s \(the time set;/);
    assert.ok(ticks >= 10, `the main thread ticked only ${ticks} times`);
  });

  it('A13: a YAML alias bomb is refused by our parser inside the worker', async () => {
    const lines = [
      'openapi: 3.0.3',
      "info: {title: T, version: '1'}",
      'paths: {}',
      'x-a: &a ["x","x","x","x","x","x","x","x","x"]',
    ];
    for (const [n, p] of [
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'd'],
      ['f', 'e'],
      ['g', 'f'],
      ['h', 'g'],
      ['i', 'h'],
    ]) {
      lines.push(
        `x-${n}: &${n} [${Array(9)
          .fill('*' + p)
          .join(',')}]`,
      );
    }
    fs.writeFileSync(path.join(root, 'openapi.yaml'), lines.join('\n') + '\n');
    const r = await validator.validate('openapi.yaml');
    assert.equal(r.status, 'invalid');
    assert.match(r.errors[0].message, /alias/);
  });

  it('A6: a FIFO spec is refused without opening it', async () => {
    execFileSync('mkfifo', [path.join(root, 'openapi.yaml')]);
    const r = await validator.validate('openapi.yaml');
    assert.equal(r.status, 'invalid');
    assert.match(r.errors[0].message, /not a regular file/);
  });

  it('an unsafe spec path is refused before a worker starts', async () => {
    const r = await validator.validate('../secret.yaml');
    assert.equal(r.status, 'invalid');
    assert.match(r.errors[0].message, /leave the docs root/);
  });
});
