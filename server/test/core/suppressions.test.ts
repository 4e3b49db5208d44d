// Suppression comments in pages, the front matter key, and `.docsjsonrc.json`'s ignores and overrides, through the
// real DocsService (the same path the CLI and the language server take).
import assert from 'node:assert/strict';
import { parseDocsjsonConfig } from '../../src/core';
import { checkSite } from '../helpers/checkSite';
import { found, HEAD, site } from '../helpers/suppressionSite';

describe('suppression comments and file settings', () => {
  it('disable-next-line silences the named rule on the next line only; other rules and lines still report', async () => {
    const text = `${HEAD}{/* docsjson-disable-next-line image-alt */}\n![](/logo.png) [x](/nowhere)\n\n![](/logo.png)\n`;
    assert.deepEqual(found(await checkSite(site(text))), [
      ['link-broken', 6],
      ['image-alt', 8],
    ]);
  });

  it('disable-line, a list of rules with a reason, and no rule at all (every rule)', async () => {
    const text =
      `${HEAD}![](/logo.png) [x](/nowhere) {/* docsjson-disable-line image-alt, link-broken -- reviewed */}\n\n` +
      `{/* docsjson-disable-next-line */}\n![](/logo.png) [x](/nowhere)\n\n![](/logo.png)\n`;
    assert.deepEqual(found(await checkSite(site(text))), [['image-alt', 10]]);
  });

  it('disable … enable covers a stretch; enable naming a rule re-enables it inside a disable of every rule', async () => {
    const text =
      `${HEAD}{/* docsjson-disable image-alt */}\n\n![](/logo.png)\n\n{/* docsjson-enable image-alt */}\n\n![](/logo.png)\n\n` +
      `{/* docsjson-disable */}\n\n![](/logo.png) [x](/nowhere)\n\n{/* docsjson-enable link-broken */}\n\n[y](/nowhere) ![](/logo.png)\n`;
    assert.deepEqual(found(await checkSite(site(text))), [
      ['image-alt', 11],
      ['link-broken', 19],
    ]);
  });

  it('the front matter key silences rules on the whole page (a list, a string, or true for every rule)', async () => {
    const body = '![](/logo.png) [x](/nowhere)\n';
    const list = await checkSite(site(`---\ntitle: Home\ndocsjson-disable: [image-alt]\n---\n\n${body}`));
    assert.deepEqual(found(list), [['link-broken', 6]]);
    const text = await checkSite(site(`---\ntitle: Home\ndocsjson-disable: link-broken, image-alt\n---\n\n${body}`));
    assert.deepEqual(found(text), []);
    const all = await checkSite(site(`---\ntitle: Home\ndocsjson-disable: true\n---\n\n${body}`));
    assert.deepEqual(found(all), []);
  });

  it('the same text in a code block or in prose is not a directive', async () => {
    const text = `${HEAD}\`\`\`mdx\n{/* docsjson-disable-next-line image-alt */}\n\`\`\`\n![](/logo.png)\n\nWrite docsjson-disable-next-line image-alt in a comment.\n![](/logo.png)\n`;
    assert.deepEqual(found(await checkSite(site(text))), [
      ['image-alt', 8],
      ['image-alt', 11],
    ]);
  });

  it('ignores drop every problem in the files they match; overrides set severities per file, later ones winning', async () => {
    const files = site(`${HEAD}![](/logo.png)\n`);
    const ignored = await checkSite(files, { ignores: ['api/'] });
    assert.deepEqual(found(ignored, 'api/one.mdx'), []);
    assert.deepEqual(found(ignored), [['image-alt', 5]]);
    const overridden = await checkSite(files, {
      overrides: [
        { files: ['**/*.mdx'], rules: { 'image-alt': 'error' } },
        { files: ['api/**'], rules: { 'image-alt': 'off' } },
      ],
    });
    assert.deepEqual(found(overridden, 'api/one.mdx'), []);
    assert.equal(overridden.find((p) => p.ruleId === 'image-alt')?.severity, 'error');
    // A rule off site-wide runs for the files an override turns it on for, and only there.
    const onlyApi = await checkSite(files, {
      severities: { 'image-alt': 'off' },
      overrides: [{ files: ['api/*.mdx'], rules: { 'image-alt': 'warning' } }],
    });
    assert.deepEqual(found(onlyApi, 'api/one.mdx'), [['image-alt', 5]]);
    assert.deepEqual(found(onlyApi), []);
  });

  it('.docsjsonrc.json: ignores and overrides are read, mistakes are named', () => {
    const good = parseDocsjsonConfig(
      JSON.stringify({ ignores: ['drafts/'], overrides: [{ files: 'api/**', rules: { 'image-alt': 'off' } }] }),
      '.docsjsonrc.json',
    );
    assert.deepEqual(good, {
      rules: {},
      ignores: ['drafts/'],
      overrides: [{ files: ['api/**'], rules: { 'image-alt': 'off' } }],
      problems: [],
    });
    const bad = parseDocsjsonConfig(
      JSON.stringify({ ignores: 'x', overrides: [{ rules: { 'image-alts': 'off' }, file: [] }, 3] }),
      '.docsjsonrc.json',
    );
    assert.deepEqual(bad.problems, [
      'unknown key \'file\' in overrides[0] in .docsjsonrc.json (did you mean files?): an override has "files" and "rules"',
      'overrides[0] in .docsjsonrc.json has no "files": say which files its rules are for',
      "unknown rule 'image-alts' in overrides[0] in .docsjsonrc.json (did you mean image-alt?)",
      'overrides[1] in .docsjsonrc.json must be an object with "files" and "rules"',
    ]);
  });
});
