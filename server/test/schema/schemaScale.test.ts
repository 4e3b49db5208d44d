// Large inputs: many invalid entries finish and are capped; big valid sites pass.
import assert from 'node:assert/strict';
import { validateDocsJson, MAX_SCHEMA_ISSUES } from '../../src/core/schema/schemaValidator';
import { buildScript, site } from './helpers';

describe('schema validation at scale', () => {
  it('20k invalid page entries yield at most 500 issues', () => {
    const issues = validateDocsJson(site({ pages: Array(20000).fill(7) }));
    assert.equal(MAX_SCHEMA_ISSUES, 500);
    assert.equal(issues.length, 500);
    assert.deepEqual(issues[499].path, ['navigation', 'pages', 499]);
  });

  it('32k invalid entries in nested groups are capped too', () => {
    const groups = Array.from({ length: 32 }, (_, g) => ({ group: `g${g}`, pages: Array(1000).fill({}) }));
    assert.equal(validateDocsJson(site({ groups })).length, 500);
  });

  it('nesting just under the depth limit is validated normally (no stack overflow)', () => {
    let g: Record<string, unknown> = { group: 'leaf', expanded: 'yes' };
    for (let i = 0; i < 120; i++) g = { group: `g${i}`, pages: [g] }; // 2 levels per group: depth ~245
    const issues = validateDocsJson(site({ groups: [g] }));
    assert.equal(issues.length, 1);
    assert.equal(issues[0].path[issues[0].path.length - 1], 'expanded');
    assert.equal(issues[0].path.length, 3 + 2 * 120 + 1);
  });

  it('a 10k-page site with 4 languages passes', () => {
    const pages = Array.from({ length: 2500 }, (_, i) => `docs/page-${i}`);
    const languages = ['en', 'ja', 'zh', 'fr'].map((language) => ({
      language,
      groups: Array.from({ length: 25 }, (_, g) => ({
        group: `G${g}`,
        pages: pages.slice(g * 100, g * 100 + 100).map((p) => `${language}/${p}`),
      })),
    }));
    assert.deepEqual(validateDocsJson(site({ languages })), []);
  });

  it('the generated all-errors validator merges errors in place (no quadratic concat)', () => {
    const { linearizeErrorMerging, generateAll } = buildScript();
    const sample =
      'if(!(validate12(data, {}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}';
    const { code, count } = linearizeErrorMerging(sample);
    assert.equal(count, 1);
    assert.doesNotMatch(code, /concat/);
    assert.match(code, /vErrors\.push\(e\$\)/);
    const validator = Object.entries(generateAll()).find(([k]) => k.endsWith('docsSchemaValidator.ts'))![1];
    assert.doesNotMatch(validator, /vErrors\.concat\(/);
    assert.match(validator, /vErrors\.push\(e\$\)/);
  });
});
