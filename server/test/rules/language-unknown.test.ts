// language-unknown: a language code the builder rejects.
import assert from 'node:assert/strict';
import { checkSite, ofRule } from '../helpers/checkSite';
import { docsJson, pageFiles, rangeOfText } from '../helpers/textRanges';

describe('rule language-unknown', () => {
  it('reports unknown codes with a suggestion, and accepts the 40 codes including ja, zh and jp', async () => {
    const docs = docsJson({
      languages: ['en', 'ja', 'zh', 'jp', 'en-US', 'el'].map((language) => ({ language, pages: ['a'] })),
    });
    const problems = ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'language-unknown');
    assert.deepEqual(
      problems.map((p) => [p.message, p.range]),
      [
        [
          '"en-US" is not a language code the builder accepts; did you mean "en" (English)?',
          rangeOfText(docs, '"en-US"'),
        ],
        [
          '"el" is not a language code the builder accepts; accepted codes include en, cn, zh, zh-Hans, zh-Hant, zh-CN, zh-TW, es …',
          rangeOfText(docs, '"el"'),
        ],
      ],
    );
    assert.deepEqual(problems[0].data, { candidates: ['en'] });
    assert.deepEqual(
      ofRule(await checkSite({ 'docs.json': docs, ...pageFiles('a') }), 'schema'),
      [],
      'no second report from the schema',
    );
  });
});
