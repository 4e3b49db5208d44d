// What `theme` changes where Mintlify's themes differ visibly: where the navigation sits (a full-width top bar over
// the sidebar, or a sidebar column that carries the logo with the tabs beside it), the font, the corner radius and a
// few marks of each theme. What each theme looks like, and where that knowledge comes from, is in
// docs/site-builder.md ("Themes").

export type LayoutKind = 'topbar' | 'sidebar';

export interface ThemeVariant {
  name: string;
  layout: LayoutKind;
  /** CSS appended after the base layout (variables first, then the theme's own marks). */
  css: string;
}

const SANS = 'Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const MONO = '"JetBrains Mono","Geist Mono",ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';

function vars(values: Record<string, string>): string {
  return `:root{${Object.entries(values)
    .map(([k, v]) => `--dj-${k}:${v}`)
    .join(';')}}`;
}

const VARIANTS: Record<string, { layout: LayoutKind; css: string }> = {
  // The classic: a sticky top bar (logo, search, links), the tab bar under it, the sidebar below on the left; the
  // current page tinted with the accent, rounded items and cards.
  mint: { layout: 'topbar', css: vars({ font: SANS, radius: '.75rem', 'radius-lg': '1rem' }) },
  // The sidebar column holds the logo, search and navigation, with the navbar links and the theme control at its
  // foot; the tabs run along the top of the content beside it.
  maple: {
    layout: 'sidebar',
    css:
      vars({ font: SANS, radius: '.6rem', 'radius-lg': '.85rem' }) +
      '.dj-nav a[aria-current=page]{background:var(--dj-bg-soft);color:var(--dj-heading)}' +
      '.dj-nav a[aria-current=page]::before{content:"";width:3px;align-self:stretch;border-radius:3px;background:var(--dj-accent);margin-right:.15rem}',
  },
  // Full width: the sidebar against the left edge, the table of contents against the right.
  palm: {
    layout: 'topbar',
    css: vars({ font: SANS, radius: '.5rem', 'radius-lg': '.75rem', 'max-width': 'none' }),
  },
  // Stripped back: no tint behind the current page, square-ish corners, quiet borders.
  willow: {
    layout: 'topbar',
    css:
      vars({ font: SANS, radius: '.375rem', 'radius-lg': '.5rem' }) +
      '.dj-nav a[aria-current=page]{background:none}.dj-tabs-bar{border-bottom-color:transparent}',
  },
  // Retro terminal: monospace everywhere, square corners.
  linden: {
    layout: 'topbar',
    css: vars({ font: MONO, 'heading-font': MONO, radius: '0', 'radius-lg': '0' }),
  },
  // Cards: the sidebar sits in a rounded card of its own.
  almond: {
    layout: 'topbar',
    css:
      vars({ font: SANS, radius: '.75rem', 'radius-lg': '1rem' }) +
      '@media (min-width:48.01rem){.dj-sidebar{margin:1rem 0 1rem 1rem;border:1px solid var(--dj-border);' +
      'border-radius:var(--dj-radius-lg);background:var(--dj-bg-soft);max-height:calc(100vh - var(--dj-top) - 2rem)}}',
  },
  // Modern, for complex navigation: tighter padding around the content.
  aspen: {
    layout: 'topbar',
    css: vars({ font: SANS, radius: '.5rem', 'radius-lg': '.75rem' }) + '.dj-main{padding-top:1.5rem}',
  },
  luma: { layout: 'topbar', css: vars({ font: SANS, radius: '.5rem', 'radius-lg': '.75rem' }) },
  sequoia: { layout: 'topbar', css: vars({ font: SANS, radius: '.5rem', 'radius-lg': '.75rem' }) },
};

/** The variant of a theme name; an unknown or missing name is Mint, Mintlify's default. */
export function themeVariant(theme: string | undefined): ThemeVariant {
  const name = theme !== undefined && Object.hasOwn(VARIANTS, theme) ? theme : 'mint';
  return { name, ...VARIANTS[name] };
}
