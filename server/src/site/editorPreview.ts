// What an editor needs around resolveSection and renderNavigationPreview for a live preview of docs.json: which
// navigation node the cursor is in (the section to show and the entry to highlight), which node a JSON path sent
// back from the preview names. The render reads nothing by itself: page fields and the endpoint pages come from the
// caller, which keeps them between keystrokes.
import type { EndpointPages, JsonPath, NavNode, SiteModel, SourceFile } from '../core';
import type { MetaLookup } from './pageTitles';
import type { SidebarItem } from './resolvedSite';
import { renderNavigationPreview } from './render/navigationPreview';
import { resolveSection } from './resolveSection';

export interface EditorPreviewSources {
  /** The .mdx/.md file serving a canonical page path, undefined when there is none. */
  fileOf(pagePath: string): string | undefined;
  /** Front matter fields of these page files (the section on screen); may read the ones not known yet. */
  pageMetas(files: readonly string[]): Promise<MetaLookup>;
  /** The endpoint pages the core placed for this model (routes, titles from the specs). */
  endpoints?: EndpointPages;
}

export interface EditorPreview {
  html: string;
  /** The navigation node highlighted (the deepest one at or above the focus). */
  focus: JsonPath;
}

/**
 * The path of the deepest navigation node written at `offset` of `file` (docs.json or a file it includes, in the
 * version `model` was built from), or undefined when the offset is outside every node but the navigation itself.
 */
export function navigationFocusAt(model: SiteModel, file: SourceFile, offset: number): JsonPath | undefined {
  for (let json = file.nodeAt(offset, true); json; json = json.parent) {
    const node = model.nodeForJson(json);
    if (node) return node === model.navigation ? undefined : node.path;
  }
  return undefined;
}

/** The navigation node written at exactly this JSON path, if any (`global` items included). */
export function navigationNodeAt(model: SiteModel, path: JsonPath): NavNode | undefined {
  let node: NavNode | undefined = model.navigation;
  while (node) {
    if (samePath(node.path, path)) return node;
    if (node.kind === 'page' || node.kind === 'endpoint') return undefined;
    const depth: number = node.path.length;
    node = node.children.find((c) => c.path.length > depth && startsWith(path, c.path, depth));
  }
  return undefined;
}

/** Resolves the section that holds `focus` and renders its navigation, highlighting the node the focus is in. */
export async function renderEditorPreview(
  model: SiteModel,
  focus: JsonPath,
  sources: EditorPreviewSources,
): Promise<EditorPreview> {
  const resolved = resolveSection(model, focus, {
    fileOf: (page) => sources.fileOf(page),
    endpoints: sources.endpoints,
  });
  const files: string[] = [];
  if (resolved.section) collectSourceFiles(resolved.section.items, files);
  const meta = await sources.pageMetas(files);
  const highlight = resolved.focus && resolved.focus !== model.navigation ? resolved.focus.path : undefined;
  return { html: renderNavigationPreview(resolved, { meta, highlight }), focus: highlight ?? [] };
}

function collectSourceFiles(items: readonly SidebarItem[], out: string[]): void {
  for (const item of items) {
    if (item.kind === 'group') {
      if (item.root?.route?.sourceFile) out.push(item.root.route.sourceFile);
      collectSourceFiles(item.items, out);
    } else if (item.route?.sourceFile) out.push(item.route.sourceFile);
  }
}

function samePath(a: JsonPath, b: JsonPath): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

/** True when `prefix` starts `path` (their first `known` segments are already known to agree). */
function startsWith(path: JsonPath, prefix: JsonPath, known: number): boolean {
  if (prefix.length > path.length) return false;
  for (let i = known; i < prefix.length; i++) if (prefix[i] !== path[i]) return false;
  return true;
}
