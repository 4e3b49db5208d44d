// color-contrast: the accent colour against its theme's background, light and dark.
import assert from 'node:assert/strict';
import { contrastRatio, readableColor } from '../../src/core';
import { checkSite, ofRule } from '../helpers/checkSite';
import { pageFiles, rangeOfText } from '../helpers/textRanges';

function site(colors: Record<string, unknown>, background?: Record<string, unknown>) {
  const docs = JSON.stringify(
    { theme: 'mint', name: 'Acme', colors, ...(background ? { background } : {}), navigation: { pages: ['a'] } },
    null,
    2,
  );
  return { docs, files: { 'docs.json': docs, ...pageFiles('a') } };
}

describe('rule color-contrast', () => {
  it('warns under 3:1 with the ratio and a shade that reads; says nothing from 3:1 up', async () => {
    const { docs, files } = site({ primary: '#7dd3fc', light: '#16a34a' });
    const found = ofRule(await checkSite(files), 'color-contrast');
    // #16a34a on the dark default reads well: nothing for the dark theme.
    assert.deepEqual(
      found.map((p) => [p.severity, p.range]),
      [['warning', rangeOfText(docs, '"#7dd3fc"')]],
    );
    assert.equal(
      found[0].message,
      `colors.primary "#7dd3fc" on the light theme's background (#ffffff) has a contrast of 1.6:1: the current page in the sidebar, tabs and links in that colour are hard to read (WCAG AA asks 3:1 of them, 4.5:1 of text); use a darker shade, such as "${readableColor('#7dd3fc', '#ffffff')}"`,
    );
    assert.ok(contrastRatio(readableColor('#7dd3fc', '#ffffff'), '#ffffff') >= 4.5);
    // Mintlify's starter green, 3.8:1 on white, and a green at 3.2:1.
    for (const colors of [
      { primary: '#0D9373', light: '#07C983' },
      { primary: '#16a34a', light: '#4ade80' },
    ])
      assert.deepEqual(ofRule(await checkSite(site(colors).files), 'color-contrast'), [], JSON.stringify(colors));
  });

  it('judges the dark theme with colors.light, else colors.primary, on background.color.dark when set', async () => {
    const { docs, files } = site({ primary: '#1e3a8a' }, { color: { light: '#fafaf0', dark: '#000000' } });
    const found = ofRule(await checkSite(files), 'color-contrast');
    assert.deepEqual(
      found.map((p) => [p.severity, p.range, p.message.split(':')[0]]),
      [
        [
          'warning',
          rangeOfText(docs, '"#1e3a8a"'),
          `colors.primary "#1e3a8a" on the dark theme's background (background.color.dark #000000) has a contrast of 2.0`,
        ],
      ],
    );
    assert.match(found[0].message, /set colors\.light to a lighter shade for dark mode, such as "#[0-9a-f]{6}"$/);

    const withLight = site({ primary: '#1e3a8a', light: '#1e40af' });
    assert.deepEqual(
      ofRule(await checkSite(withLight.files), 'color-contrast').map((p) => [p.severity, p.range]),
      [['warning', rangeOfText(withLight.docs, '"#1e40af"')]],
    );
  });

  it('leaves colours that are not hex to the schema, and accents that read to no one', async () => {
    for (const colors of [{ primary: 'teal' }, { primary: '#0c8468', light: '#34d399' }, { primary: 42 }]) {
      assert.deepEqual(ofRule(await checkSite(site(colors).files), 'color-contrast'), [], JSON.stringify(colors));
    }
  });
});
