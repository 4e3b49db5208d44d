// language-default-multiple: more than one language marked `"default": true`.
import assert from 'node:assert/strict';
import { ofRule } from '../helpers/checkSite';
import { problemsOfTwoDefaults } from './defaultMultiple';

describe('rule language-default-multiple', () => {
  it('reports every extra default among siblings', async () => {
    const problems = await problemsOfTwoDefaults();
    assert.deepEqual(
      ofRule(problems, 'language-default-multiple').map((p) => p.message),
      ['language "fr" is marked default, but language "en" already is; keep "default": true on one language only'],
    );
  });
});
