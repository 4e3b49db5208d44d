// color-contrast: the accent colour the site shows as text (links, the current page in the sidebar, tabs) against
// the page background it sits on, in the light theme (`colors.primary` on `background.color.light`, white by
// default) and the dark theme (`colors.light`, else `colors.primary`, on `background.color.dark`). Under 3:1, WCAG
// AA's floor for interface parts and large text, is reported; the 4.5:1 asked of body text is only named in the
// message, since most brand accents (Mintlify's own starter green among them) sit between the two and the accent
// mostly marks interface parts. Mintlify builds the site either way.
import { AA_LARGE, AA_TEXT, contrastRatio, isHexColor, readableColor, THEME_BACKGROUNDS } from '../colors/contrast';
import { prop, type ComposedNode } from '../model/composedTree';
import { defineRule } from './defineRule';

interface Pairing {
  theme: 'light' | 'dark';
  /** Where the accent is written, and its value. */
  accentKey: string;
  accent: ComposedNode;
  background: string;
  backgroundKey?: string;
}

function stringValue(node: ComposedNode | undefined): string | undefined {
  return node?.type === 'string' ? (node.value as string) : undefined;
}

function pairings(root: ComposedNode): Pairing[] {
  const colors = prop(root, 'colors');
  const primary = prop(colors, 'primary');
  const light = prop(colors, 'light');
  const backgrounds = prop(prop(root, 'background'), 'color');
  const background = (theme: 'light' | 'dark') => {
    const written = stringValue(prop(backgrounds, theme));
    return isHexColor(written)
      ? { background: written, backgroundKey: `background.color.${theme}` }
      : { background: THEME_BACKGROUNDS[theme] };
  };
  const out: Pairing[] = [];
  if (primary && isHexColor(stringValue(primary)))
    out.push({ theme: 'light', accentKey: 'colors.primary', accent: primary, ...background('light') });
  const darkAccent = light && isHexColor(stringValue(light)) ? light : primary;
  if (darkAccent && isHexColor(stringValue(darkAccent)))
    out.push({
      theme: 'dark',
      accentKey: darkAccent === light ? 'colors.light' : 'colors.primary',
      accent: darkAccent,
      ...background('dark'),
    });
  return out;
}

export const colorContrastRule = defineRule({
  id: 'color-contrast',
  defaultSeverity: 'warning',
  description:
    'The accent colour (colors.primary, colors.light) is hard to read on the page background of its theme (under 3:1, WCAG AA).',
  reads: 'config',
  check({ model, report }) {
    for (const p of pairings(model.root)) {
      const accent = stringValue(p.accent)!;
      const ratio = contrastRatio(accent, p.background);
      if (ratio >= AA_LARGE) continue;
      const on = `the ${p.theme} theme's background (${p.backgroundKey ? `${p.backgroundKey} ` : ''}${p.background})`;
      const shown = `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
      const better = readableColor(accent, p.background, AA_TEXT);
      const fix =
        p.theme === 'dark' && p.accentKey === 'colors.primary'
          ? `set colors.light to a lighter shade for dark mode, such as "${better}"`
          : `use a ${readableColorIsDarker(better, accent) ? 'darker' : 'lighter'} shade, such as "${better}"`;
      report.at(
        p.accent,
        `${p.accentKey} "${accent}" on ${on} has a contrast of ${shown}: the current page in the sidebar, tabs and links in that colour are hard to read (WCAG AA asks 3:1 of them, 4.5:1 of text); ${fix}`,
      );
    }
  },
});

function readableColorIsDarker(better: string, accent: string): boolean {
  return contrastRatio(better, '#000000') < contrastRatio(accent, '#000000');
}
