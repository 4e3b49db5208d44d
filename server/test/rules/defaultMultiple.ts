// The site of the version-default-multiple and language-default-multiple tests: one rule module (defaultMultiple.ts)
// holds both, and one navigation shows both at once.
import { checkSite } from '../helpers/checkSite';
import { docsJson, pageFiles } from '../helpers/textRanges';

/** English marked default with two default versions, and French marked default too. */
export async function problemsOfTwoDefaults() {
  const docs = docsJson({
    languages: [
      {
        language: 'en',
        default: true,
        versions: [
          { version: 'v2', default: true, pages: ['a'] },
          { version: 'v1', default: true, pages: ['a'] },
        ],
      },
      { language: 'fr', default: true, pages: ['a'] },
    ],
  });
  return checkSite({ 'docs.json': docs, ...pageFiles('a') });
}
