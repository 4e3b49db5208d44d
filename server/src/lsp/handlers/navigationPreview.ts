// The editor's live navigation preview, as two requests of our own:
//   docsjson/navigationPreview  {textDocument, position, known?, fallbackFocus?} -> the navigation of the section
//     under the cursor as HTML (rendered by the site builder from the model of the unsaved text), or `unchanged`
//     when the client already shows what this answer would be (`known` is the `key` it last received);
//   docsjson/navigationTarget   {textDocument, path} -> where a click on a preview item leads: the page file, the
//     spec at the operation, or the entry itself in docs.json (a division, a group, a page without a file).
// Only the section on screen is resolved, so an answer costs the same on a small site and on a 100k-page one.
import { findDefinition, LABEL_KEY, prop, type JsonPath, type SiteModel, type NavNode } from '../../core';
// The site builder's preview door: its index also carries the page-body renderer (and its highlighter), which the
// server bundle must not grow by.
import {
  navigationFocusAt,
  navigationNodeAt,
  PageMetaCache,
  renderEditorPreview,
  type EditorPreviewSources,
} from '../../site/preview';
import { documentFeatures, isValidPosition, type ServerContext } from '../context';
import {
  NAVIGATION_PREVIEW_REQUEST,
  NAVIGATION_TARGET_REQUEST,
  type NavigationPreviewAnswer,
  type NavigationPreviewParams,
  type NavigationTarget,
  type NavigationTargetParams,
} from '../previewProtocol';
import type { Site } from '../site';

const MAX_PATH_SEGMENTS = 64;

export function registerNavigationPreview(ctx: ServerContext): void {
  ctx.connection.onRequest(
    NAVIGATION_PREVIEW_REQUEST,
    ctx.guard.request(NAVIGATION_PREVIEW_REQUEST, null, (p: NavigationPreviewParams) => onNavigationPreview(ctx, p)),
  );
  ctx.connection.onRequest(
    NAVIGATION_TARGET_REQUEST,
    ctx.guard.request(NAVIGATION_TARGET_REQUEST, null, (p: NavigationTargetParams) => onNavigationTarget(ctx, p)),
  );
}

export async function onNavigationPreview(
  ctx: ServerContext,
  params: NavigationPreviewParams,
): Promise<NavigationPreviewAnswer | null> {
  const uri = params?.textDocument?.uri;
  if (typeof uri !== 'string') return null;
  // The model of the text on screen: the running check's as soon as it has built it (its rules are not waited for).
  const found = await documentFeatures(ctx, uri, 'model');
  if (!found) return null;
  // Answered before the rules of the check that built this model run (a preview is asked for with each keystroke).
  return found.site.answerFirst(previewOf(params, found));
}

async function previewOf(
  params: NavigationPreviewParams,
  found: NonNullable<Awaited<ReturnType<typeof documentFeatures>>>,
): Promise<NavigationPreviewAnswer> {
  const { site, document, feature } = found;
  const documentVersion = document.version;
  const model = feature.model;
  if (!model) {
    return {
      key: `none:${documentVersion}`,
      documentVersion,
      message: `${found.relPath} is not a JSON object yet: the preview comes back once it is.`,
    };
  }
  const atCursor = isValidPosition(document, params.position)
    ? navigationFocusAt(model, feature.file, document.offsetAt(params.position))
    : undefined;
  const focus = atCursor ?? (isJsonPath(params.fallbackFocus) ? params.fallbackFocus : []);
  const key = `${model.version}:${site.service.pages.version}:${JSON.stringify(focus)}`;
  if (params.known === key) return { key, documentVersion, unchanged: true };
  const preview = await renderEditorPreview(model, focus, await previewSources(site, model));
  return { key, documentVersion, modelVersion: model.version, focus: preview.focus, html: preview.html };
}

export async function onNavigationTarget(
  ctx: ServerContext,
  params: NavigationTargetParams,
): Promise<NavigationTarget | null> {
  const uri = params?.textDocument?.uri;
  if (typeof uri !== 'string' || !isJsonPath(params.path)) return null;
  const found = await documentFeatures(ctx, uri, 'model');
  const model = found?.feature.model;
  const node = model ? navigationNodeAt(model, params.path) : undefined;
  if (!found || !model || !node) return null;
  const source = model.source(node.node.filePath);
  if (!source) return null;
  const entryUri = found.site.uriOf(source.path);
  if (node.kind === 'page' || node.kind === 'endpoint') {
    // Inside the entry's string: go to definition answers with the page file, or the spec at the operation.
    const offset = source.offsetOf(node.node.json) + 1;
    const feature = { ...found.feature, file: source };
    const [link] = await findDefinition(feature, offset);
    if (link) return { kind: 'file', uri: found.site.uriOf(link.file), range: link.targetRange };
    return {
      kind: 'entry',
      uri: entryUri,
      range: source.rangeOfNode(node.node.json),
      missingPage: node.kind === 'page',
    };
  }
  return { kind: 'entry', uri: entryUri, range: source.rangeOfNode(labelOf(node).json) };
}

/** The label's value of a container (`"tab": "Guides"`), else the container itself. */
function labelOf(node: Exclude<NavNode, { kind: 'page' | 'endpoint' }>) {
  const key = LABEL_KEY[node.kind];
  return (key ? prop(node.node, key) : undefined) ?? node.node;
}

const metasBySite = new WeakMap<Site, PageMetaCache>();

async function previewSources(site: Site, model: SiteModel): Promise<EditorPreviewSources> {
  let metas = metasBySite.get(site);
  if (!metas) {
    const pages = site.service.pages;
    metas = new PageMetaCache({
      knownFrontMatter: (file) => pages.frontMatterIfRead(file),
      frontMatter: (file) => pages.frontMatter(file),
      readText: (file) => site.workspace.readFile(file).catch(() => undefined),
    });
    metasBySite.set(site, metas);
  }
  const files = await site.service.files();
  const kept = metas;
  return {
    fileOf: (page) => files.fileOf(page),
    pageMetas: (list) => kept.lookup(list),
    // The service keeps them per model and spec versions: the same pages lint judges links against.
    endpoints: await site.service.endpointPages(model),
  };
}

/** A JSON path as the client may send it: at most 64 property names and array indexes. */
function isJsonPath(value: unknown): value is JsonPath {
  return (
    Array.isArray(value) &&
    value.length <= MAX_PATH_SEGMENTS &&
    value.every(
      (s: unknown) => (typeof s === 'string' && s.length <= 200) || (Number.isInteger(s) && (s as number) >= 0),
    )
  );
}
