// The site's colours as CSS variables, for the light and the dark theme: the accent from `colors.primary` (light)
// and `colors.light` (dark), buttons from `colors.dark`, backgrounds from `background.color`. One set of variables
// serves the layout and the page bodies (callouts, code, tabs), so the theme control and the reader's system
// setting switch everything at once. Text colours are checked against the background they sit on: a site's own
// background never makes its text unreadable (at least 4.5:1, WCAG AA).

import { contrastRatio, mixColors, readableColor, relativeLuminance, THEME_BACKGROUNDS } from '../../core';

export interface SiteColors {
  /** `colors.primary` (validated hex). */
  accent: string;
  /** `colors.light`: the accent on dark backgrounds. */
  accentDark?: string;
  /** `colors.dark`: buttons and hover states in both themes. */
  buttonColor?: string;
  /** `background.color`. */
  background?: { light?: string; dark?: string };
}

/** White or near-black text for a filled button, whichever reads better on it. */
export function onColor(fill: string): string {
  return contrastRatio('#ffffff', fill) >= contrastRatio('#111827', fill) ? '#ffffff' : '#111827';
}

interface Theme {
  bg: string;
  fg: string;
  heading: string;
  muted: string;
  surface: string;
  border: string;
  code: Record<string, string>;
  status: Record<string, string>;
  methods: Record<string, string>;
}

const LIGHT: Theme = {
  bg: THEME_BACKGROUNDS.light,
  fg: '#374151',
  heading: '#111827',
  muted: '#6b7280',
  surface: '#f9fafb',
  border: '#e5e7eb',
  code: {
    bg: '#f9fafb',
    fg: '#1f2328',
    keyword: '#cf222e',
    string: '#0a3069',
    'string-expression': '#116329',
    comment: '#59636e',
    constant: '#0550ae',
    function: '#8250df',
    parameter: '#953800',
    punctuation: '#1f2328',
    link: '#0a3069',
    highlight: 'rgba(84,174,255,.15)',
  },
  status: {
    note: '#0284c7',
    tip: '#059669',
    warning: '#d97706',
    info: '#71717a',
    check: '#16a34a',
    danger: '#dc2626',
    marker: '#8250df',
    focus: '#2563eb',
  },
  methods: { get: '#15803d', post: '#1d4ed8', put: '#a16207', patch: '#7e22ce', delete: '#b91c1c' },
};

const DARK: Theme = {
  bg: THEME_BACKGROUNDS.dark,
  fg: '#d1d5db',
  heading: '#f3f4f6',
  muted: '#9ca3af',
  surface: '#171a21',
  border: '#2a2f38',
  code: {
    bg: '#151922',
    fg: '#e6edf3',
    keyword: '#ff7b72',
    string: '#a5d6ff',
    'string-expression': '#7ee787',
    comment: '#9198a1',
    constant: '#79c0ff',
    function: '#d2a8ff',
    parameter: '#ffa657',
    punctuation: '#e6edf3',
    link: '#a5d6ff',
    highlight: 'rgba(56,139,253,.2)',
  },
  status: {
    note: '#38bdf8',
    tip: '#34d399',
    warning: '#fbbf24',
    info: '#a1a1aa',
    check: '#4ade80',
    danger: '#f87171',
    marker: '#ab7df8',
    focus: '#93c5fd',
  },
  methods: { get: '#4ade80', post: '#93c5fd', put: '#fcd34d', patch: '#d8b4fe', delete: '#fca5a5' },
};

function variables(theme: Theme, accent: string, button: string, background: string | undefined): string {
  const bg = background ?? theme.bg;
  const dark = relativeLuminance(bg) < 0.18;
  // A custom background: the surfaces follow it, a step towards the text.
  let surface = background ? mixColors(bg, dark ? '#ffffff' : '#000000', dark ? 0.95 : 0.975) : theme.surface;
  const border = background ? mixColors(bg, dark ? '#ffffff' : '#000000', dark ? 0.85 : 0.9) : theme.border;
  const fg = readableColor(theme.fg, [bg, surface]);
  // A mid-grey background leaves no room for a second shade that text still reads on: the surface is the background.
  if (contrastRatio(fg, surface) < 4.5) surface = bg;
  const muted = readableColor(theme.muted, [bg, surface]);
  const vars: Record<string, string> = {
    'dj-accent': accent,
    // The accent as text (the current page in the sidebar, a tab): kept readable on the background.
    'dj-accent-text': readableColor(accent, bg, 3),
    // Text on a fill of the accent (the banner).
    'dj-on-accent': onColor(accent),
    'dj-button': button,
    'dj-on-button': onColor(button),
    'dj-bg': bg,
    'dj-bg-soft': surface,
    'dj-fg': fg,
    'dj-heading': readableColor(theme.heading, bg),
    'dj-fg-soft': muted,
    'dj-border': border,
    'dj-text': fg,
    'dj-muted': muted,
    'dj-surface': surface,
    'dj-danger': theme.status.danger,
    'dj-focus': theme.status.focus,
  };
  for (const [k, v] of Object.entries(theme.code)) vars[`dj-code-${k}`] = v;
  vars['dj-code-bg'] = background ? surface : theme.code.bg;
  vars['dj-code-fg'] = readableColor(theme.code.fg, vars['dj-code-bg']);
  for (const [k, v] of Object.entries(theme.status)) vars[`dj-${k}`] = v;
  for (const [k, v] of Object.entries(theme.methods)) {
    vars[`dj-method-${k}`] = v;
    vars[`dj-${k}`] = v;
  }
  vars['color-scheme'] = dark ? 'dark' : 'light';
  return Object.entries(vars)
    .map(([k, v]) => (k === 'color-scheme' ? `${k}:${v}` : `--${k}:${v}`))
    .join(';');
}

/**
 * The variable blocks: light by default, dark when the reader's system asks for it, and either when the theme control
 * set `data-theme` on the root (which wins over the system setting).
 */
export function paletteCss(colors: SiteColors): string {
  const accent = colors.accent;
  // Mintlify: a primary colour given alone applies to every coloured element.
  const accentDark = colors.accentDark ?? accent;
  const button = colors.buttonColor ?? accent;
  const light = variables(LIGHT, accent, button, colors.background?.light);
  const dark = variables(DARK, accentDark, button, colors.background?.dark);
  return (
    `:root{${light}}\n:root[data-theme=dark]{${dark}}\n` +
    `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${dark}}}\n`
  );
}
