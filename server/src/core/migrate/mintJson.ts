// mint.json (the configuration format before docs.json) as the docs.json Mintlify's own upgrade writes from it,
// with every key the upgrade drops named, so that `docsjson migrate` can say what was lost. Mintlify reads a
// mint.json-only site through the same conversion; lint reads one this way too. Held against Mintlify's upgrade
// function in a differential test (server/test/differential/mintMigration.test.ts); docs/mint-json.md lists the
// mapping.
import { WorkspaceError } from '../workspace/workspace';
import { convertNavigation } from './mintNavigation';

type Json = Record<string, unknown>;

export const MINT_JSON_FILE = 'mint.json';
/** The configuration file a site has today (mint.json's successor). */
export const DOCS_JSON_FILE = 'docs.json';

export interface MintUpgrade {
  /** The docs.json, as an object in the order it is written. */
  docs: Json;
  /** Keys of mint.json (dotted paths) that the upgrade drops. */
  dropped: string[];
}

/** Top-level keys the conversion reads; any other key is dropped. */
const READ = new Set([
  '$schema',
  'name',
  'theme',
  'colors',
  'favicon',
  'logo',
  'navigation',
  'tabs',
  'anchors',
  'versions',
  'primaryTab',
  'topAnchor',
  'codeBlock',
  'openapi',
  'api',
  'modeToggle',
  'backgroundImage',
  'topbarLinks',
  'topbarCtaButton',
  'search',
  'metadata',
  'seo',
  'footerSocials',
  'footer',
  'analytics',
  'integrations',
  'font',
  'redirects',
]);

export function upgradeMintJson(mint: Json): MintUpgrade {
  const dropped: string[] = [];
  const docs: Json = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: mint.name };

  const colors = obj(mint.colors);
  let backgroundColor: unknown;
  if (colors) {
    const { primary, light, dark, background, ...rest } = colors;
    docs.colors = defined({ primary, light, dark });
    for (const key of Object.keys(rest)) dropped.push(`colors.${key}`);
    backgroundColor = background;
  }
  if (mint.favicon !== undefined) docs.favicon = mint.favicon;
  docs.navigation = convertNavigation(mint);
  const codeBlock = obj(mint.codeBlock);
  if (codeBlock?.mode !== undefined) docs.styling = { codeblocks: codeBlock.mode };
  if (mint.logo !== undefined) docs.logo = mint.logo;

  const api: Json = {};
  if (mint.openapi !== undefined) api.openapi = mint.openapi;
  const mintApi = obj(mint.api);
  if (mintApi) {
    const { baseUrl, auth, playground, request, maintainOrder: _order, ...rest } = mintApi;
    const play = obj(playground);
    if (play) api.playground = defined({ display: play.mode, proxy: play.disableProxy === true ? false : undefined });
    const examples = obj(obj(request)?.example);
    if (examples) api.examples = examples;
    const mdx = defined({ auth, server: baseUrl });
    if (Object.keys(mdx).length) api.mdx = mdx;
    for (const key of Object.keys(rest)) dropped.push(`api.${key}`);
    if (_order !== undefined) dropped.push('api.maintainOrder');
  }
  if (Object.keys(api).length) docs.api = api;

  const mode = obj(mint.modeToggle);
  if (mode) {
    const appearance = defined({ default: mode.default, strict: mode.isHidden });
    if (Object.keys(appearance).length) docs.appearance = appearance;
  }
  const background = defined({ image: mint.backgroundImage, color: backgroundColor });
  if (Object.keys(background).length) docs.background = background;

  const navbar: Json = {};
  if (Array.isArray(mint.topbarLinks))
    navbar.links = mint.topbarLinks.map((l) => {
      const o = obj(l) ?? {};
      return defined({ label: o.name, href: o.url });
    });
  const cta = obj(mint.topbarCtaButton);
  if (cta) {
    navbar.primary =
      cta.type === 'github' ? { type: 'github', href: cta.url } : { type: 'button', label: cta.name, href: cta.url };
  }
  if (Object.keys(navbar).length) docs.navbar = navbar;
  if (mint.search !== undefined) docs.search = mint.search;

  const seo: Json = {};
  if (mint.metadata !== undefined) seo.metatags = mint.metadata;
  const mintSeo = obj(mint.seo);
  if (mintSeo?.indexHiddenPages !== undefined) seo.indexing = mintSeo.indexHiddenPages ? 'all' : 'navigable';
  if (Object.keys(seo).length) docs.seo = seo;

  const footer: Json = {};
  if (mint.footerSocials !== undefined) footer.socials = socials(mint.footerSocials);
  const mintFooter = obj(mint.footer);
  if (mintFooter) Object.assign(footer, mintFooter);
  if (Object.keys(footer).length) docs.footer = footer;

  const integrations: Json = { ...(obj(mint.analytics) ?? {}) };
  for (const [key, value] of Object.entries(obj(mint.integrations) ?? {})) {
    // mint.json named some integrations by a bare id; docs.json wants an object.
    integrations[key] = key === 'intercom' && typeof value === 'string' ? { appId: value } : value;
  }
  if (Object.keys(integrations).length) docs.integrations = integrations;

  const font = obj(mint.font);
  if (font) {
    // Only the per-use form is renamed (`headings` → `heading`); a font given as one family is kept as written.
    if (font.family !== undefined) docs.fonts = font;
    else docs.fonts = defined({ heading: font.headings, body: font.body });
  }
  if (mint.redirects !== undefined) docs.redirects = mint.redirects;

  for (const key of Object.keys(mint)) if (!READ.has(key)) dropped.push(key);
  return { docs: defined(docs), dropped };
}

/** `[{ type, url }]` (an older form) or `{ platform: url }`, as `{ platform: url }`. */
function socials(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const out: Json = {};
  for (const s of value) {
    const o = obj(s);
    if (o && typeof o.type === 'string') out[o.type] = o.url;
  }
  return out;
}

function obj(v: unknown): Json | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined;
}

function defined(o: Json): Json {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

export type MintJsonText = { text: string; dropped: string[] } | { error: string };

/**
 * The docs.json text (two-space JSON, as `migrate` writes it) that Mintlify makes from a mint.json text, or why it
 * cannot: mint.json is plain JSON holding one object.
 */
export function docsJsonTextFromMintJson(mintText: string): MintJsonText {
  let data: unknown;
  try {
    data = JSON.parse(mintText.charCodeAt(0) === 0xfeff ? mintText.slice(1) : mintText);
  } catch (e) {
    return { error: `${MINT_JSON_FILE} is not valid JSON: ${(e as Error).message}` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { error: `${MINT_JSON_FILE} must hold a JSON object with the site's settings` };
  const { docs, dropped } = upgradeMintJson(data as Json);
  return { text: `${JSON.stringify(docs, null, 2)}\n`, dropped };
}

/**
 * docs.json's text for a site that has only mint.json, with mint.json read through `readFile` (the disk, or an
 * editor's buffer); a WorkspaceError naming docs.json when mint.json cannot be converted.
 */
export async function readDocsJsonFromMintJson(readFile: (relPath: string) => Promise<string>): Promise<string> {
  const converted = docsJsonTextFromMintJson(await readFile(MINT_JSON_FILE));
  if ('error' in converted) throw new WorkspaceError('io', DOCS_JSON_FILE, converted.error);
  return converted.text;
}
