// lint --cache keeps full OpenAPI validation results: a spec whose files read as before is not validated again; one
// whose files changed is; results that do not name every file they depend on, timeouts and crashes are never kept.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DeepValidationResult, SpecDeepValidator } from '../../src/core';
import { CachedSpecValidator, type KeptValidations } from '../../src/node/cachedSpecValidator';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { hashOfText } from '../../src/node/textHash';

function keptIn(map = new Map<string, DeepValidationResult>()): KeptValidations {
  return {
    getValidation: (p) => map.get(p),
    setValidation: (p, r) => void map.set(p, r),
    get validations() {
      return map.size;
    },
  };
}

describe('CachedSpecValidator', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-kept-')));
    fs.writeFileSync(path.join(dir, 'api.yaml'), 'openapi: 3.0.3\n');
    fs.writeFileSync(path.join(dir, 'part.yaml'), 'get: {}\n');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A validator that answers `result` with the current hashes of the two files, counting its calls. */
  function counting(result: Partial<DeepValidationResult> = {}) {
    const calls: string[] = [];
    let warmUps = 0;
    const inner: SpecDeepValidator = {
      warmUp: () => void warmUps++,
      validate: async (relPath) => {
        calls.push(relPath);
        const inputs = Object.fromEntries(
          ['api.yaml', 'part.yaml']
            .filter((f) => fs.existsSync(path.join(dir, f)))
            .map((f) => [f, hashOfText(fs.readFileSync(path.join(dir, f), 'utf8'))]),
        );
        return { status: 'invalid', errors: [{ message: 'bad' }], inputs, ...result };
      },
    };
    return { inner, calls, warmUps: () => warmUps };
  }

  it('answers from what it kept while every file the validation read is the same', async () => {
    const { inner, calls } = counting();
    const kept = keptIn();
    const cached = new CachedSpecValidator(inner, new NodeWorkspace(dir), kept);
    const first = await cached.validate('api.yaml');
    const second = await new CachedSpecValidator(inner, new NodeWorkspace(dir), kept).validate('api.yaml');
    assert.deepEqual(second, first);
    assert.deepEqual(calls, ['api.yaml']);
    // A file the spec refers to changes: validated again.
    fs.writeFileSync(path.join(dir, 'part.yaml'), 'post: {}\n');
    await new CachedSpecValidator(inner, new NodeWorkspace(dir), kept).validate('api.yaml');
    assert.deepEqual(calls, ['api.yaml', 'api.yaml']);
    // And one that is gone.
    fs.rmSync(path.join(dir, 'part.yaml'));
    await new CachedSpecValidator(inner, new NodeWorkspace(dir), kept).validate('api.yaml');
    assert.equal(calls.length, 3);
  });

  it('keeps no result without the files it depends on, and no timeout or crash', async () => {
    for (const result of [{ inputs: undefined }, { status: 'timeout' as const }, { status: 'crashed' as const }]) {
      const { inner, calls } = counting(result);
      const kept = keptIn();
      await new CachedSpecValidator(inner, new NodeWorkspace(dir), kept).validate('api.yaml');
      await new CachedSpecValidator(inner, new NodeWorkspace(dir), kept).validate('api.yaml');
      assert.equal(calls.length, 2, JSON.stringify(result));
      assert.equal(kept.validations, 0);
    }
  });

  it('starts the validator ahead only on a first run', async () => {
    const { inner, warmUps } = counting();
    const kept = keptIn();
    new CachedSpecValidator(inner, new NodeWorkspace(dir), kept).warmUp();
    assert.equal(warmUps(), 1);
    await new CachedSpecValidator(inner, new NodeWorkspace(dir), kept).validate('api.yaml');
    new CachedSpecValidator(inner, new NodeWorkspace(dir), kept).warmUp();
    assert.equal(warmUps(), 1);
  });
});
