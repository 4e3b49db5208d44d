// The ContentContext a page body is rendered with: links and images written in a page become relative URLs to the
// generated files, from wherever the page's HTML is written; everything else is refused. Every answer is recorded,
// so that a body rendered for one page can be reused for another page with the same text when the answers would
// be the same there (see bodyCache.ts).
import { cleanAnchorId, resolveLinkTarget, type LinkRewrite, type ParsedPage } from '../core';
import { assetContentType } from './assetTypes';
import type { ContentContext } from './contentRenderer';
import type { ParsedScript } from './content/jsx/scriptModule';
import { externalHref } from './html';
import { relativeHref } from './routes';
import { resolveFromPage, splitUrl } from './sitePaths';

/** What links can reach: generated pages by URL path or page path, and files of the docs root. */
export interface LinkTargets {
  /** The HTML file for a root-relative URL path or page path ("guides/intro", "api-reference/users/get-user"). */
  htmlFileOf(path: string): string | undefined;
  /** True for a regular file of the docs root. */
  fileExists(relPath: string): boolean;
  /** A parsed snippet file (root-relative), undefined when it cannot be read. */
  snippet(relPath: string): ParsedPage | undefined;
  /** A .jsx/.js file (root-relative) parsed, never run; undefined when it cannot be read. */
  script?(relPath: string): ParsedScript | undefined;
}

export type Resolution = [
  kind: 'link' | 'asset',
  input: string,
  fromFile: string,
  output: string | undefined,
  rewrite?: LinkRewrite,
];

export interface RecordingContext extends ContentContext {
  /** Every answer given, in order. */
  readonly resolutions: Resolution[];
  /** Root-relative files of the docs root the body refers to (to copy or serve). */
  readonly assets: Set<string>;
}

/** `outputFile`: the root-relative HTML file the body is written into ("guides/intro.html", "index.html"). */
export function createContentContext(targets: LinkTargets, outputFile: string): RecordingContext {
  const resolutions: Resolution[] = [];
  const assets = new Set<string>();
  const answer = (
    kind: Resolution[0],
    input: string,
    fromFile: string,
    output: string | undefined,
    rewrite?: LinkRewrite,
  ) => {
    resolutions.push([kind, input, fromFile, output, rewrite]);
    return output;
  };
  return {
    resolutions,
    assets,
    linkHref(href, fromFile, rewrite = 'none') {
      return answer('link', href, fromFile, resolveLink(targets, outputFile, href, fromFile, assets, rewrite), rewrite);
    },
    assetHref(src, fromFile) {
      return answer('asset', src, fromFile, resolveAsset(targets, outputFile, src, fromFile, assets));
    },
    snippet(relPath) {
      return targets.snippet(relPath);
    },
    script(relPath) {
      return targets.script?.(relPath);
    },
  };
}

/**
 * Where a link written in `fromFile` leads on the built site, as the core resolves it for the rules (so a link
 * `link-broken` accepts is a link here, and one it reports is not): `rewrite` is what Mintlify's render does to a
 * relative URL of that kind of link (Markdown links, `<a>` and `<Card>` drop a page file's extension).
 */
export function resolveLink(
  targets: LinkTargets,
  outputFile: string,
  href: string,
  fromFile: string,
  assets?: Set<string>,
  rewrite: LinkRewrite = 'none',
): string | undefined {
  const trimmed = href.trim();
  const external = externalHref(trimmed);
  if (external) return external;
  const target = resolveLinkTarget(fromFile, trimmed, rewrite);
  if (target.kind === 'anchor') return landingFragment(trimmed.slice(trimmed.indexOf('#')));
  if (target.kind !== 'route') return undefined;
  const fragment = trimmed.includes('#') ? landingFragment(trimmed.slice(trimmed.indexOf('#'))) : '';
  if (target.route === '/') return relativeHref(outputFile, 'index.html') + fragment;
  const page = target.route.replace(/^\/+/, '');
  const html = targets.htmlFileOf(page) ?? targets.htmlFileOf(`${page}/index`);
  if (html) return relativeHref(outputFile, html) + fragment;
  if (assetContentType(page) && targets.fileExists(page)) {
    assets?.add(page);
    return relativeHref(outputFile, page) + fragment;
  }
  return undefined;
}

/**
 * A link's `?query#fragment` with the fragment as the page's id has it when the link names it with emoji: ids never
 * hold emoji (Mintlify drops them, and so does the core), and Mintlify's link checker, like ours, compares a
 * fragment with its emoji dropped; a browser would not, so the link is written to land where the checker said.
 */
function landingFragment(suffix: string): string {
  const at = suffix.indexOf('#');
  if (at < 0) return suffix;
  const fragment = suffix.slice(at + 1);
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    return suffix;
  }
  return EMOJI.test(decoded) ? `${suffix.slice(0, at + 1)}${cleanAnchorId(fragment)}` : suffix;
}

const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Presentation}/u;

export function resolveAsset(
  targets: LinkTargets,
  outputFile: string,
  src: string,
  fromFile: string,
  assets?: Set<string>,
): string | undefined {
  const { path } = splitUrl(src.trim());
  const target = resolveFromPage(path, fromFile);
  if (target === undefined || !assetContentType(target) || !targets.fileExists(target)) return undefined;
  assets?.add(target);
  return relativeHref(outputFile, target);
}
