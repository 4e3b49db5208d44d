// The stylesheet of a site's icons: one rule per icon class the pages use (site/icons.ts), each an SVG drawn as a
// CSS mask so it takes the colour of the text around it, as Mintlify's icons do. Written once per site and shared by
// every page, so an icon costs its bytes once however many pages show it. The glyphs come from the icon packages
// through the IconSource port (the Node side reads them from the bundled icon sets).
import { parseIconClass, type IconLibrary, type IconRequest } from '../icons';

export interface IconGlyph {
  /** `0 0 24 24` */
  viewBox: string;
  /** SVG elements (paths, circles, ...) drawn in black. */
  body: string;
  /** Outline icons (Lucide, Tabler) are strokes; Font Awesome's are fills. */
  stroke: boolean;
}

export interface IconSource {
  /** The glyph of `name` in a library (and a Font Awesome style), aliases resolved; undefined when there is none. */
  glyph(library: IconLibrary, name: string, style?: string): IconGlyph | undefined;
  /** Notices the icon sets' licences ask to be kept with copies of their icons. */
  readonly notices: readonly string[];
}

/** Font Awesome styles to try for a requested style: only the Free styles exist offline (regular, solid, brands). */
function fontAwesomeStyles(style: string | undefined): string[] {
  if (style === 'brands') return ['brands', 'solid', 'regular'];
  if (style === 'solid' || style === 'duotone' || style?.startsWith('sharp-solid') || style === 'sharp-duotone-solid')
    return ['solid', 'regular', 'brands'];
  // Mintlify's default style is regular; light and thin are Pro styles, regular is their nearest Free one.
  return ['regular', 'solid', 'brands'];
}

const FALLBACK_ORDER: Record<IconLibrary, IconLibrary[]> = {
  fontawesome: ['fontawesome', 'lucide', 'tabler'],
  lucide: ['lucide', 'tabler', 'fontawesome'],
  tabler: ['tabler', 'lucide', 'fontawesome'],
};

/**
 * The glyph shown for a request: the named library first (the site's `icons.library` when the request names none),
 * then the other libraries by the same name, so a Font Awesome Pro name that Free lacks ("sparkles") still shows the
 * icon it names rather than nothing.
 */
export function resolveIcon(request: IconRequest, siteLibrary: IconLibrary, source: IconSource): IconGlyph | undefined {
  for (const library of FALLBACK_ORDER[request.library ?? siteLibrary]) {
    if (library === 'fontawesome') {
      for (const style of fontAwesomeStyles(request.style)) {
        const g = source.glyph('fontawesome', request.name, style);
        if (g) return g;
      }
    } else {
      const g = source.glyph(library, request.name);
      if (g) return g;
    }
  }
  return undefined;
}

function dataUrl(glyph: IconGlyph): string {
  const paint = glyph.stroke
    ? 'fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
    : 'fill="#000"';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${glyph.viewBox}" ${paint}>${glyph.body}</svg>`;
  // SVG takes either quote, so double quotes become single ones; then only what could end the CSS string or the URL
  // (a backslash, a line break) and what a data URL must escape is encoded. Far smaller than encodeURIComponent.
  const data = svg
    .replace(/"/g, "'")
    .replace(/[%#<>\\\n\r\t{}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `url("data:image/svg+xml,${data}")`;
}

/** The icon rules for these classes (unknown names get no rule and keep the neutral dot). */
export function buildIconStylesheet(classes: Iterable<string>, siteLibrary: IconLibrary, source: IconSource): string {
  const rules: string[] = [];
  for (const cls of [...new Set(classes)].sort()) {
    const request = parseIconClass(cls);
    const glyph = request && resolveIcon(request, siteLibrary, source);
    if (glyph) rules.push(`.${cls}{--dj-icon-img:${dataUrl(glyph)}}`);
  }
  const notices = source.notices.map((n) => `/* ${n.replace(/\*\//g, '* /')} */`).join('\n');
  return `${notices}\n${rules.join('\n')}\n`;
}
