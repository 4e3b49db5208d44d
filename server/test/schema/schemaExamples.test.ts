// The SchemaStore-style example files: every valid file passes and every invalid file fails, both with a plain
// ajv in strict mode compiling the published schema and with the precompiled validator behind validateDocsJson.
import assert from 'node:assert/strict';
import Ajv from 'ajv';
import { validateDocsJson } from '../../src/core/schema/schemaValidator';
import { buildScript, exampleFiles, publishedSchema } from './helpers';

function strictAjv(allErrors: boolean) {
  const ajv = new Ajv({ strict: true, strictNumbers: true, allErrors });
  ajv.addVocabulary(buildScript().ANNOTATION_KEYWORDS);
  return ajv;
}

describe('schema examples (schema/test)', () => {
  const valid = exampleFiles('valid');
  const invalid = exampleFiles('invalid');
  const validate = strictAjv(true).compile(publishedSchema());

  it('has at least 25 valid and 25 invalid examples', () => {
    assert.ok(valid.length >= 25, `only ${valid.length} valid examples`);
    assert.ok(invalid.length >= 25, `only ${invalid.length} invalid examples`);
  });

  it('the published schema compiles under ajv strict mode (strictTypes, strictRequired, strictTuples)', () => {
    const ajv = new Ajv({
      strict: true,
      strictNumbers: true,
      strictRequired: true,
      strictTypes: true,
      strictTuples: true,
    });
    ajv.addVocabulary(buildScript().ANNOTATION_KEYWORDS);
    assert.doesNotThrow(() => ajv.compile(publishedSchema()));
  });

  it('strict mode rejects the schema when the editor keywords are not declared', () => {
    const ajv = new Ajv({ strict: true });
    assert.throws(() => ajv.compile(publishedSchema()), /unknown keyword: "markdownDescription"/);
  });

  for (const [name, doc] of valid) {
    it(`valid/${name} passes`, () => {
      const ok = validate(doc);
      assert.equal(ok, true, JSON.stringify(validate.errors?.slice(0, 5), null, 1));
      assert.deepEqual(validateDocsJson(doc), []);
    });
  }

  for (const [name, doc] of invalid) {
    it(`invalid/${name} fails for exactly one reason`, () => {
      assert.equal(validate(doc), false, 'ajv accepted it');
      const issues = validateDocsJson(doc);
      assert.equal(issues.length, 1, JSON.stringify(issues, null, 1));
    });
  }
});
