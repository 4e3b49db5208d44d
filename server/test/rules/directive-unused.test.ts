// directive-unused: a docsjson-disable comment or front matter key that silences nothing (off unless asked for).
import assert from 'node:assert/strict';
import { checkSite } from '../helpers/checkSite';
import { found, HEAD, site } from '../helpers/suppressionSite';

describe('rule directive-unused', () => {
  it('a directive that silences nothing is reported only when directive-unused is on', async () => {
    const text = `${HEAD}{/* docsjson-disable-next-line image-alt, link-broken */}\n![](/logo.png)\n`;
    assert.deepEqual(found(await checkSite(site(text))), []);
    const problems = await checkSite(site(text), { severities: { 'directive-unused': 'error' } });
    assert.deepEqual(found(problems), [['directive-unused', 5]]);
    assert.equal(
      problems.find((p) => p.ruleId === 'directive-unused')!.message,
      'this docsjson-disable-next-line comment silences nothing: no link-broken problem is reported on the next line; remove "link-broken" from it',
    );
  });
});
