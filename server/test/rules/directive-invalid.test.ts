// directive-invalid: a docsjson-disable comment or front matter key naming a rule that does not exist.
import assert from 'node:assert/strict';
import { checkSite } from '../helpers/checkSite';
import { found, HEAD, site } from '../helpers/suppressionSite';

describe('rule directive-invalid', () => {
  it('a directive naming an unknown rule is a directive-invalid warning with the rule it probably meant', async () => {
    const problems = await checkSite(site(`${HEAD}{/* docsjson-disable-next-line image-alts */}\n![](/logo.png)\n`));
    const invalid = problems.find((p) => p.ruleId === 'directive-invalid')!;
    assert.equal(invalid.severity, 'warning');
    assert.equal(
      invalid.message,
      'this docsjson-disable-next-line comment names "image-alts", which is not a rule; did you mean "image-alt"? (run docsjson rules to list them)',
    );
    assert.deepEqual(found(problems), [
      ['directive-invalid', 5],
      ['image-alt', 6],
    ]);
  });
});
