import assert from 'node:assert/strict';
import * as path from 'path';
import { UsageError } from '../../src/cli/args';
import { loadConfig } from '../../src/cli/config';
import { parseDocsjsonConfig } from '../../src/core';

/** The rules of a settings file, or the UsageError the CLI turns its first problem into. */
function parseConfig(text: string, shown: string) {
  const config = parseDocsjsonConfig(text, shown);
  if (config.problems.length > 0) throw new UsageError(config.problems[0]);
  return config.rules;
}
import { tempSite } from './helpers';

function refusal(fn: () => unknown): UsageError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof UsageError, `expected a UsageError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected a UsageError');
}

describe('config file', () => {
  it('reads rule severities, warn meaning warning', () => {
    assert.deepEqual(
      parseConfig('{"rules": {"page-missing": "warn", "frontmatter": "off", "schema": "info"}}', 'x.json'),
      {
        'page-missing': 'warning',
        frontmatter: 'off',
        schema: 'info',
      },
    );
    assert.deepEqual(parseConfig('\ufeff{"$schema": "https://example.test/s.json"}', 'x.json'), {});
  });

  it('reads the time full OpenAPI validation may take per spec', () => {
    assert.equal(parseDocsjsonConfig('{"openapiTimeout": 60000}', 'x.json').openapiTimeoutMs, 60000);
    assert.equal(parseDocsjsonConfig('{"rules": {}}', 'x.json').openapiTimeoutMs, undefined);
  });

  it('refuses mistakes, naming the file', () => {
    const cases: [string, RegExp][] = [
      [
        '{"rules": {"page-mising": "warn"}}',
        /^unknown rule 'page-mising' in cfg\.json \(did you mean page-missing\?\)$/,
      ],
      [
        '{"rules": {"schema": "fatal"}}',
        /^invalid severity 'fatal' for rule schema in cfg\.json: use off, info, warn, warning, error$/,
      ],
      ['{"rules": {"schema": 2}}', /^invalid severity 2 for rule schema in cfg\.json/],
      ['{"rules": ["schema"]}', /^"rules" in cfg\.json must be an object/],
      ['{"rule": {}}', /^unknown key 'rule' in cfg\.json \(did you mean rules\?\)/],
      ['[]', /^cfg\.json must hold a JSON object/],
      ['{"openapiTimeout": 0}', /^"openapiTimeout" in cfg\.json expects a whole number of milliseconds .*got 0$/],
      ['{"openapiTimeout": 1.5}', /^"openapiTimeout" in cfg\.json expects a whole number of milliseconds/],
      ['{"openapiTimeout": "60s"}', /^"openapiTimeout" in cfg\.json expects .* got '60s'$/],
      ['{"openapiTimout": 100}', /^unknown key 'openapiTimout' in cfg\.json \(did you mean openapiTimeout\?\)/],
      ['{"rules": {', /^cfg\.json is not valid JSON: /],
    ];
    for (const [text, expected] of cases) {
      const e = refusal(() => parseConfig(text, 'cfg.json'));
      assert.match(e.message, expected, text);
      assert.equal(e.help, undefined);
    }
  });

  it('finds .docsjsonrc.json in the docs root; none there is fine', () => {
    const site = tempSite({ 'docs/.docsjsonrc.json': '{"rules": {"key-ignored": "error"}}', 'bare/docs.json': '{}' });
    try {
      const found = loadConfig(path.join(site.dir, 'docs'), site.dir);
      assert.deepEqual(found, {
        file: path.join(site.dir, 'docs', '.docsjsonrc.json'),
        rules: { 'key-ignored': 'error' },
      });
      assert.deepEqual(loadConfig(path.join(site.dir, 'bare'), site.dir), { rules: {} });
    } finally {
      site.cleanup();
    }
  });

  it('--config is resolved against the current folder and must exist; its errors name it', () => {
    const site = tempSite({
      'ci/lint.json': '{"rules": {"frontmatter": "off"}}',
      'ci/bad.json': '{"rules": {"nope": "off"}}',
      'docs/.docsjsonrc.json': '{"rules": {"schema": "warn"}}',
    });
    try {
      const docs = path.join(site.dir, 'docs');
      assert.deepEqual(
        loadConfig(docs, site.dir, 'ci/lint.json').rules,
        { frontmatter: 'off' },
        'the root config is not read when --config is given',
      );
      assert.equal(
        refusal(() => loadConfig(docs, site.dir, 'ci/missing.json')).message,
        `config file not found: ${path.join('ci', 'missing.json')}`,
      );
      assert.match(
        refusal(() => loadConfig(docs, site.dir, 'ci/bad.json')).message,
        new RegExp(`^unknown rule 'nope' in ${path.join('ci', 'bad.json').replace(/\\/g, '\\\\')}`),
      );
      assert.match(refusal(() => loadConfig(docs, site.dir, 'ci')).message, /^config file ci is not a file$/);
      assert.match(
        refusal(() => loadConfig(docs, docs, '../ci/bad.json')).message,
        new RegExp(`in ${site.dir.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}`),
        'outside the current folder: absolute path',
      );
    } finally {
      site.cleanup();
    }
  });
});
