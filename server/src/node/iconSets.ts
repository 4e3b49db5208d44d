// The icon sets the site builder draws icons from, offline: Font Awesome Free (@fortawesome/fontawesome-free: icons
// CC BY 4.0), Lucide (lucide-static: ISC) and Tabler (@tabler/icons: MIT). The bundle carries them as one compact
// compact gzipped file per set in dist/icons/ (Font Awesome one per style), written by scripts/bundle.js with
// writeIconSetFiles(); run from the source tree, they are read from the packages themselves. A set is read on the
// first icon a build or the dev server draws from it, once per process: a site of Lucide icons never reads the 2 MB
// of Font Awesome.
import * as fs from 'fs';
import * as path from 'path';
import * as zlib from 'zlib';
import type { IconGlyph, IconLibrary, IconSource } from '../site';

/** The folder of the set files, next to the bundle. */
const ICON_SETS_DIR = 'icons';

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

/** The files the sets are shipped as, each read on its own (dist/icons/<part>.json.gz). */
type IconPart =
  | 'fontawesome-solid'
  | 'fontawesome-regular'
  | 'fontawesome-brands'
  | 'fontawesome-aliases'
  | 'lucide'
  | 'tabler'
  | 'licenses';

function partsOf(d: IconSetsData): Record<IconPart, unknown> {
  return {
    'fontawesome-solid': d.fontawesome.solid,
    'fontawesome-regular': d.fontawesome.regular,
    'fontawesome-brands': d.fontawesome.brands,
    'fontawesome-aliases': d.fontawesomeAliases,
    lucide: { icons: d.lucide, aliases: d.lucideAliases },
    tabler: d.tabler,
    licenses: d.licenses,
  };
}

/** Writes the icon sets, read from their packages, as the files the bundle reads (scripts/bundle.js). */
export function writeIconSetFiles(distDir: string): void {
  const dir = path.join(distDir, ICON_SETS_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [part, data] of Object.entries(partsOf(extractIconSets())))
    fs.writeFileSync(path.join(dir, `${part}.json.gz`), zlib.gzipSync(JSON.stringify(data), { level: 9 }));
}

const parts = new Map<IconPart, unknown>();
let fromPackages: Record<IconPart, unknown> | null | undefined;

/** One part of the sets, read once per process; undefined when neither the files nor the packages are there. */
function part<T>(name: IconPart): T | undefined {
  if (!parts.has(name)) {
    let data: unknown;
    try {
      data = JSON.parse(
        zlib.gunzipSync(fs.readFileSync(path.join(__dirname, ICON_SETS_DIR, `${name}.json.gz`))).toString(),
      );
    } catch {
      if (fromPackages === undefined) {
        try {
          fromPackages = partsOf(extractIconSets());
        } catch {
          fromPackages = null; // no icon sets installed: icons keep their neutral dot
        }
      }
      data = fromPackages?.[name];
    }
    parts.set(name, data);
  }
  return parts.get(name) as T | undefined;
}

type Glyphs = Record<string, string>;

class IconSets implements IconSource {
  private readonly used = new Set<IconLibrary>();

  glyph(library: IconLibrary, name: string, style?: string): IconGlyph | undefined {
    let glyph: IconGlyph | undefined;
    if (library === 'fontawesome') {
      const wanted = style ?? 'solid';
      const icons = ['solid', 'regular', 'brands'].includes(wanted)
        ? part<Glyphs>(`fontawesome-${wanted}` as IconPart)
        : undefined;
      const entry = icons?.[name] ?? (icons ? icons[part<Glyphs>('fontawesome-aliases')?.[name] ?? ''] : undefined);
      if (entry) {
        const bar = entry.indexOf('|');
        glyph = { viewBox: `0 0 ${entry.slice(0, bar)}`, body: `<path d="${entry.slice(bar + 1)}"/>`, stroke: false };
      }
    } else if (library === 'lucide') {
      const lucide = part<{ icons: Glyphs; aliases: Glyphs }>('lucide');
      const body = lucide ? (lucide.icons[name] ?? lucide.icons[lucide.aliases[name] ?? '']) : undefined;
      if (body) glyph = { viewBox: '0 0 24 24', body, stroke: true };
    } else {
      const body = part<Glyphs>('tabler')?.[name];
      if (body) glyph = { viewBox: '0 0 24 24', body, stroke: true };
    }
    if (glyph) this.used.add(library);
    return glyph;
  }

  /** The licences of the libraries whose glyphs were handed out so far. */
  get notices(): string[] {
    const licenses = part<Record<IconLibrary, string>>('licenses');
    return [...this.used].sort().map((l) => licenses?.[l] ?? '');
  }
}

/** A source of glyphs for one stylesheet (its notices name the libraries that stylesheet used). */
export function iconSource(): IconSource {
  return new IconSets();
}
