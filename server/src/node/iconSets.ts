// The icon sets the site builder draws icons from, offline: Font Awesome Free (@fortawesome/fontawesome-free: icons
// CC BY 4.0), Lucide (lucide-static: ISC) and Tabler (@tabler/icons: MIT). The bundle carries them as one compact
// file, dist/icon-sets.json, written by scripts/bundle.js with extractIconSets(); run from the source tree, they are
// read from the packages themselves. Loaded on the first icon a build or the dev server needs, then kept.
import * as fs from 'fs';
import * as path from 'path';
import type { IconGlyph, IconLibrary, IconSource } from '../site';

export const ICON_SETS_FILE = 'icon-sets.json';

/** Glyphs by library: Font Awesome by style then name (`"w h|path"`), the outline sets by name (SVG elements). */
export interface IconSetsData {
  fontawesome: Record<string, Record<string, string>>;
  fontawesomeAliases: Record<string, string>;
  lucide: Record<string, string>;
  lucideAliases: Record<string, string>;
  tabler: Record<string, string>;
  /** The licence texts, by library, kept with every copy of the icons. */
  licenses: Record<IconLibrary, string>;
}

type SvgNode = [string, Record<string, string | number>];

function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

function elements(nodes: SvgNode[]): string {
  return nodes
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([k]) => k !== 'key')
        .map(([k, v]) => ` ${k}="${String(v).replace(/[<>&"]/g, '')}"`)
        .join('');
      return `<${tag.replace(/[^a-z]/g, '')}${list}/>`;
    })
    .join('');
}

/** Lucide's aliases, from its ES module's `export { default as Home, default as House } from './icons/house.mjs'`. */
function lucideAliases(dir: string, names: Set<string>): Record<string, string> {
  const text = fs.readFileSync(path.join(dir, 'dist', 'esm', 'lucide-static.mjs'), 'utf8');
  const aliases: Record<string, string> = {};
  for (const m of text.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    const target = m[2];
    for (const exported of m[1].matchAll(/default as ([A-Za-z0-9]+)/g)) {
      const pascal = exported[1];
      const kebab = pascal.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
      for (const name of [kebab, kebab.replace(/([a-z])(\d)/g, '$1-$2')])
        if (!names.has(name) && name !== target) aliases[name] = target;
    }
  }
  return aliases;
}

/** Reads the three icon packages into the compact form the bundle ships. */
export function extractIconSets(): IconSetsData {
  const faDir = packageDir('@fortawesome/fontawesome-free');
  const families = JSON.parse(fs.readFileSync(path.join(faDir, 'metadata', 'icon-families.json'), 'utf8')) as Record<
    string,
    {
      aliases?: { names?: string[] };
      svgs?: { classic?: Record<string, { width: number; height: number; path: string | string[] }> };
    }
  >;
  const fontawesome: Record<string, Record<string, string>> = { solid: {}, regular: {}, brands: {} };
  const fontawesomeAliases: Record<string, string> = {};
  for (const [name, icon] of Object.entries(families)) {
    for (const [style, svg] of Object.entries(icon.svgs?.classic ?? {})) {
      if (!fontawesome[style]) continue;
      const d = Array.isArray(svg.path) ? svg.path.join(' ') : svg.path;
      fontawesome[style][name] = `${svg.width} ${svg.height}|${d}`;
    }
    for (const alias of icon.aliases?.names ?? []) if (!families[alias]) fontawesomeAliases[alias] = name;
  }
  const lucideDir = packageDir('lucide-static');
  const lucideNodes = JSON.parse(fs.readFileSync(path.join(lucideDir, 'icon-nodes.json'), 'utf8')) as Record<
    string,
    SvgNode[]
  >;
  const lucide = Object.fromEntries(Object.entries(lucideNodes).map(([n, nodes]) => [n, elements(nodes)]));
  const tablerDir = packageDir('@tabler/icons');
  const tablerNodes = JSON.parse(fs.readFileSync(path.join(tablerDir, 'tabler-nodes-outline.json'), 'utf8')) as Record<
    string,
    SvgNode[]
  >;
  const tabler = Object.fromEntries(Object.entries(tablerNodes).map(([n, nodes]) => [n, elements(nodes)]));
  const license = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8').trim();
  return {
    fontawesome,
    fontawesomeAliases,
    lucide,
    lucideAliases: lucideAliases(lucideDir, new Set(Object.keys(lucide))),
    tabler,
    licenses: {
      fontawesome:
        'Font Awesome Free by @fontawesome - https://fontawesome.com License - https://fontawesome.com/license/free ' +
        '(Icons: CC BY 4.0). Copyright Fonticons, Inc.',
      lucide: `Lucide icons - https://lucide.dev\n${license(lucideDir, 'LICENSE')}`,
      tabler: `Tabler Icons - https://tabler.io/icons\n${license(tablerDir, 'LICENSE')}`,
    },
  };
}

class IconSets implements IconSource {
  private readonly used = new Set<IconLibrary>();
  constructor(private readonly data: IconSetsData) {}

  glyph(library: IconLibrary, name: string, style?: string): IconGlyph | undefined {
    const d = this.data;
    let glyph: IconGlyph | undefined;
    if (library === 'fontawesome') {
      const icons = d.fontawesome[style ?? 'solid'];
      const entry = icons?.[name] ?? icons?.[d.fontawesomeAliases[name] ?? ''];
      if (entry) {
        const bar = entry.indexOf('|');
        glyph = { viewBox: `0 0 ${entry.slice(0, bar)}`, body: `<path d="${entry.slice(bar + 1)}"/>`, stroke: false };
      }
    } else {
      const body = library === 'lucide' ? (d.lucide[name] ?? d.lucide[d.lucideAliases[name] ?? '']) : d.tabler[name];
      if (body) glyph = { viewBox: '0 0 24 24', body, stroke: true };
    }
    if (glyph) this.used.add(library);
    return glyph;
  }

  /** The licences of the libraries whose glyphs were handed out so far. */
  get notices(): string[] {
    return [...this.used].sort().map((l) => this.data.licenses[l]);
  }
}

let loaded: IconSetsData | null | undefined;

function loadData(): IconSetsData | null {
  if (loaded === undefined) {
    try {
      loaded = JSON.parse(fs.readFileSync(path.join(__dirname, ICON_SETS_FILE), 'utf8')) as IconSetsData;
    } catch {
      try {
        loaded = extractIconSets();
      } catch {
        loaded = null; // no icon sets installed: icons keep their neutral dot
      }
    }
  }
  return loaded;
}

/** A source of glyphs for one stylesheet (its notices name the libraries that stylesheet used). */
export function iconSource(): IconSource {
  const data = loadData();
  return data ? new IconSets(data) : { glyph: () => undefined, notices: [] };
}
