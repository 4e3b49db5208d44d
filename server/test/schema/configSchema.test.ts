// The JSON Schema of .docsjsonrc.json (schema/docsjsonrc.schema.json): built from the rule registry (the file in
// the repository is what the build writes), and it agrees with the core's reader of the file on what is valid.
import assert from 'node:assert/strict';
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import Ajv from 'ajv';
import { parseDocsjsonConfig, RULES } from '../../src/core';
import { repoRoot } from '../cli/helpers';

describe('.docsjsonrc.json schema', () => {
  const root = repoRoot();
  const schema = JSON.parse(fs.readFileSync(path.join(root, 'schema', 'docsjsonrc.schema.json'), 'utf8'));
  const validate = new Ajv({ allErrors: true }).compile(schema);

  it('is the one the build writes from the rule registry', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-config-schema.js'), '--check'], {
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(
      Object.keys(schema.definitions.rules.properties),
      RULES.map((r) => r.id),
    );
  });

  it('accepts and refuses what the core reader accepts and refuses', () => {
    const samples: unknown[] = [
      {},
      { $schema: './node_modules/docsjson/schema/docsjsonrc.schema.json', rules: { 'page-missing': 'warn' } },
      { rules: { 'image-alt': 'off', 'link-broken': 'error', 'page-orphan': 'info', schema: 'warning' } },
      { ignores: ['drafts/', 'old/**/*.mdx'], overrides: [{ files: 'api/**', rules: { 'image-alt': 'off' } }] },
      { overrides: [{ files: ['a/**'] }] },
      { rules: { 'page-mising': 'warn' } },
      { rules: { 'page-missing': 'loud' } },
      { rules: [] },
      { rule: {} },
      { ignores: 3 },
      { ignores: [''] },
      { overrides: {} },
      { overrides: [{ rules: { 'image-alt': 'off' } }] },
      { overrides: [{ files: ['a'], rules: {}, extra: 1 }] },
      [],
    ];
    for (const sample of samples) {
      const core = parseDocsjsonConfig(JSON.stringify(sample), '.docsjsonrc.json').problems;
      assert.equal(validate(sample), core.length === 0, `${JSON.stringify(sample)}: core says ${core.join('; ')}`);
    }
  });

  it('describes each rule with its default, for completion and hover in editors', () => {
    assert.equal(
      schema.definitions.rules.properties['directive-unused'].description,
      `${RULES.find((r) => r.id === 'directive-unused')!.description} Default: off.`,
    );
  });
});
