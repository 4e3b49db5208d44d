// version-default-multiple: more than one version marked `"default": true` among siblings.
import assert from 'node:assert/strict';
import { ofRule } from '../helpers/checkSite';
import { problemsOfTwoDefaults } from './defaultMultiple';

describe('rule version-default-multiple', () => {
  it('reports every extra default among siblings', async () => {
    const problems = await problemsOfTwoDefaults();
    assert.deepEqual(
      ofRule(problems, 'version-default-multiple').map((p) => p.message),
      ['version "v1" is marked default, but version "v2" already is; keep "default": true on one version only'],
    );
  });
});
