// openapi-unreadable: a spec file that is missing, unsafe, unparsable or not OpenAPI.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, rangeOfText } from '../helpers/textRanges';

describe('rule openapi-unreadable', () => {
  it('reports a missing spec once, at the first openapi value naming it, and does not judge its entries', async () => {
    const docs = docsJson({
      groups: [
        { group: 'A', openapi: 'missing.yaml', pages: ['GET /a'] },
        { group: 'B', openapi: 'missing.yaml', pages: ['GET /b'] },
      ],
    });
    const problems = await checkSite({ 'docs.json': docs });
    const unreadable = ofRule(problems, 'openapi-unreadable');
    assert.equal(unreadable.length, 1);
    assert.match(unreadable[0].message, /^OpenAPI spec "missing.yaml" cannot be read/);
    assert.deepEqual(unreadable[0].range, rangeOfText(docs, '"missing.yaml"'));
    assert.deepEqual(ofRule(problems, 'endpoint-unknown'), []);
  });

  it('refuses a spec path outside the root without reading it', async () => {
    const docs = docsJson({ groups: [{ group: 'G', openapi: '../../etc/passwd', pages: ['GET /x'] }] });
    const [p] = ofRule(await checkSite({ 'docs.json': docs }), 'openapi-unreadable');
    assert.equal(
      p.message,
      'OpenAPI spec "../../etc/passwd" cannot be used: the path uses ".." and would leave the docs root',
    );
  });

  it('reports an unparsable YAML spec with the location inside the spec', async () => {
    const docs = docsJson({ groups: [{ group: 'G', openapi: 'api.yaml', pages: [] }] });
    const [p] = ofRule(
      await checkSite({ 'docs.json': docs, 'api.yaml': 'openapi: 3.0.0\ninfo: [unclosed\npaths: {}\n' }),
      'openapi-unreadable',
    );
    assert.match(p.message, /^OpenAPI spec "api.yaml" cannot be read \(api.yaml:\d+:\d+\): /);
  });
});
