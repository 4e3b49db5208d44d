// The committed generated files (published schema JSON, TS copy, standalone validators) are up to date, and the
// precompiled validator agrees with a fresh strict ajv compile of the published schema.
import assert from 'node:assert/strict';
import Ajv from 'ajv';
import { validateAll } from '../../src/core/schema/generated/docsSchemaValidator';
import { buildScript, exampleFiles, publishedSchema } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

describe('generated schema files', () => {
  it('are not stale relative to schema/src/build-docs-schema.js (run: node scripts/build-schema-validator.js)', function () {
    this.timeout(scaledTimeout(120000));
    assert.deepEqual(buildScript().staleFiles(), []);
  });

  it('the standalone validator agrees with a fresh ajv compile on every example file', () => {
    const ajv = new Ajv({ strict: true, strictNumbers: true, allErrors: true });
    ajv.addVocabulary(buildScript().ANNOTATION_KEYWORDS);
    const fresh = ajv.compile(publishedSchema());
    const all = validateAll as unknown as ((d: unknown) => boolean) & { errors?: unknown[] | null };
    for (const kind of ['valid', 'invalid'] as const) {
      for (const [name, doc] of exampleFiles(kind)) {
        const expected = fresh(doc);
        assert.equal(expected, kind === 'valid', name);
        assert.equal(all(doc), expected, `validateAll ${name}`);
        assert.equal(all.errors?.length ?? 0, fresh.errors?.length ?? 0, `same number of errors for ${name}`);
      }
    }
  });

  it('the compiled copy has no editor-only annotations but keeps property names like "description" and "$ref"', () => {
    const stripped = buildScript().stripAnnotations(publishedSchema());
    const text = JSON.stringify(stripped);
    assert.doesNotMatch(text, /markdownDescription|defaultSnippets|enumDescriptions/);
    assert.ok(stripped.definitions.dropdown.properties.description, 'a property named description is kept');
    assert.ok(stripped.definitions.tab.properties.$ref, 'a property named $ref is kept');
  });
});
