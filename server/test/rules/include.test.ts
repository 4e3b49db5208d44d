// include: a `$ref` include that is missing, cyclic, leaves the project or is invalid.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, rangeOfText } from '../helpers/textRanges';

describe('rule include', () => {
  it('reports missing and cyclic includes at the $ref value', async () => {
    const docs = docsJson({ groups: [{ $ref: 'missing.json' }, { $ref: 'a.json' }] });
    const problems = ofRule(
      await checkSite({ 'docs.json': docs, 'a.json': '{"group": "A", "pages": [{"$ref": "a.json"}]}' }),
      'include',
    );
    assert.deepEqual(
      problems.map((p) => [p.file, p.message]),
      [
        ['a.json', 'include "a.json" is cyclic: docs.json -> a.json -> a.json'],
        ['docs.json', 'include "missing.json" cannot be read (missing.json): the file does not exist'],
      ],
    );
    assert.deepEqual(problems[1].range, rangeOfText(docs, '"missing.json"'));
  });
});
