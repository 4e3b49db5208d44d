// WCAG 2 contrast between colours written as hex (`#rgb`, `#rrggbb`), the backgrounds a site's text sits on in the
// light and dark themes, and a colour moved towards black or white until it reads on them. The builder's palette
// and the color-contrast rule both ask here, so the rule judges the colours the built site shows.

/** The page backgrounds when docs.json sets no `background.color` (the builder's themes use the same). */
export const THEME_BACKGROUNDS = { light: '#ffffff', dark: '#0f1117' } as const;

/** WCAG AA: normal text (links and accents in body text) needs 4.5:1; large text and interface parts 3:1. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

type Rgb = [number, number, number];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(text: unknown): text is string {
  return typeof text === 'string' && HEX.test(text);
}

function rgb(hex: string): Rgb {
  const h = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function relativeLuminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` mixed with `b`: weight 1 is all `a`. */
export function mixColors(a: string, b: string, weight: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([0, 1, 2].map((i) => x[i] * weight + y[i] * (1 - weight)) as Rgb);
}

/**
 * `preferred` when it reads on every one of `backgrounds` at `min`:1, else the colour moved towards black or white
 * (whichever reads better there) until it does.
 */
export function readableColor(preferred: string, backgrounds: string | string[], min = AA_TEXT): string {
  const on = Array.isArray(backgrounds) ? backgrounds : [backgrounds];
  const worst = (c: string) => Math.min(...on.map((b) => contrastRatio(c, b)));
  if (worst(preferred) >= min) return preferred;
  const toward = worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff';
  for (let w = 0.9; w > 0.05; w -= 0.1) {
    const c = mixColors(preferred, toward, w);
    if (worst(c) >= min) return c;
  }
  return toward;
}
