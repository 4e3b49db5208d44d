// The model after typing inside one page or endpoint string, or inside the label of a section (a group's name, a
// tab's...): a new model that copies the edited entry or container, the containers above it and the composed nodes
// along its path, and shares everything else with the previous model, which stays unchanged.
import type { Node as JsonNode } from 'jsonc-parser';
import type { SourceFile } from '../json/sourceFile';
import { parseMethodEntry } from '../openapi/methodEntry';
import { makeEntry, Model } from './buildSiteModel';
import { prop, replaceAtPath, type ComposedNode } from './composedTree';
import { LABEL_KEY, type ContainerKind } from './navigationKinds';
import type { EndpointEntry, NavContainer, NavNode, PageEntry, SiteModel } from './siteModel';

/** Past this many derivations in a row the caller builds the model whole again, so lookups stay short. */
const MAX_DERIVATIONS = 64;

/** A model built here (not a test's stand-in) that is not too many derivations away from one built whole. */
function derivable(model: SiteModel): model is Model {
  return model instanceof Model && model.derivationDepth < MAX_DERIVATIONS;
}

/**
 * The model for `file` (a new version of one of the model's files, made by a string edit of `json`), or undefined
 * when that edit cannot be applied this way (the string is not a page or endpoint entry, or changes kind).
 */
export function deriveModel(
  model: SiteModel,
  file: SourceFile,
  json: JsonNode,
  version: number,
): SiteModel | undefined {
  if (!derivable(model)) return undefined;
  const entry = model.nodeForJson(json);
  if (!entry || entry.kind === 'navigation' || (entry.kind !== 'page' && entry.kind !== 'endpoint')) return undefined;
  const value = file.valueOf(json);
  if (typeof value !== 'string') return undefined;
  // Whether the string is an endpoint entry decides the entry's kind: a change of kind needs the whole model.
  const isEndpoint = entry.kind === 'page' && entry.role === 'root' ? false : parseMethodEntry(value) !== undefined;
  if (isEndpoint !== (entry.kind === 'endpoint')) return undefined;

  const leaf: ComposedNode = { ...entry.node, value };
  const copied = new Map<ComposedNode, ComposedNode>();
  const root = replaceAtPath(model.root, entry.path, leaf, copied);
  if (!root) return undefined;

  const parent = model.parentOf(entry)!;
  const { arrayKey, arrayIndex } = placeOf(entry, parent);
  const replacement = makeEntry(
    leaf,
    value,
    parent,
    entry.dropped,
    arrayKey,
    arrayIndex,
    entry.kind === 'page' ? entry.role : 'entry',
    entry.index,
    entry.index,
  );

  const replaced = new Map<JsonNode, NavNode>([[json, replacement]]);
  const containers = model.containers.slice();
  copyAncestors(model, parent, entry, replacement, copied, containers, replaced);

  const files = model.files.map((f) => (f.path === file.path ? file : f));
  const pages = entry.kind === 'page' ? withItem(model.pages, entry.index, replacement as PageEntry) : model.pages;
  const endpoints =
    entry.kind === 'endpoint' ? withItem(model.endpoints, entry.index, replacement as EndpointEntry) : model.endpoints;
  const navigation = model.navigation ? containers[model.navigation.id] : undefined;
  return new Model(version, files, root, navigation, containers, model.siteOpenapi, pages, endpoints, {
    model,
    replaced,
  });
}

/**
 * Sections whose label only names them: no route, file or other rule of the model reads it (a version's or a
 * language's label does: routes, translations, the default one).
 */
const LABEL_EDIT_KINDS: ReadonlySet<ContainerKind> = new Set([
  'group',
  'tab',
  'anchor',
  'dropdown',
  'menuItem',
  'product',
]);

/**
 * The model for `file` after an edit inside the string `json` when that string is the label of a section of
 * `LABEL_EDIT_KINDS` (`"group": "Get started"`), or undefined when it is not one.
 */
export function deriveModelForLabel(
  model: SiteModel,
  file: SourceFile,
  json: JsonNode,
  version: number,
): SiteModel | undefined {
  if (!derivable(model)) return undefined;
  const property = json.parent;
  const object = property?.parent;
  if (property?.type !== 'property' || property.children?.[1] !== json || object?.type !== 'object') return undefined;
  const container = model.nodeForJson(object);
  if (!container || container.kind === 'page' || container.kind === 'endpoint') return undefined;
  const key = property.children[0].value;
  if (!LABEL_EDIT_KINDS.has(container.kind) || LABEL_KEY[container.kind] !== key) return undefined;
  const value = file.valueOf(json);
  const labelNode = prop(container.node, key);
  if (typeof value !== 'string' || labelNode?.type !== 'string') return undefined;

  const copied = new Map<ComposedNode, ComposedNode>();
  const root = replaceAtPath(model.root, [...container.path, key], { ...labelNode, value }, copied);
  if (!root) return undefined;
  const relabelled: NavContainer = { ...container, label: value, node: copied.get(container.node) ?? container.node };
  const replaced = new Map<JsonNode, NavNode>([[object, relabelled]]);
  const containers = model.containers.slice();
  containers[container.id] = relabelled;
  copyAncestors(model, model.parentOf(container), container, relabelled, copied, containers, replaced);

  const files = model.files.map((f) => (f.path === file.path ? file : f));
  const navigation = model.navigation ? containers[model.navigation.id] : undefined;
  return new Model(version, files, root, navigation, containers, model.siteOpenapi, model.pages, model.endpoints, {
    model,
    replaced,
  });
}

/**
 * The model for `file`, a new version of one of the model's files whose text differs only in whitespace between
 * tokens (SourceFile.withWhitespaceEdit): every node is shared, and reads its new position through the new file.
 */
export function deriveModelForWhitespace(model: SiteModel, file: SourceFile, version: number): SiteModel | undefined {
  if (!derivable(model)) return undefined;
  const files = model.files.map((f) => (f.path === file.path ? file : f));
  return new Model(
    version,
    files,
    model.root,
    model.navigation,
    model.containers,
    model.siteOpenapi,
    model.pages,
    model.endpoints,
    { model, replaced: new Map() },
  );
}

/** Copies every container from `parent` up, each with `child` replaced by its copy, into `containers`. */
function copyAncestors(
  model: SiteModel,
  parent: NavContainer | undefined,
  child: NavNode,
  newChild: NavNode,
  copied: ReadonlyMap<ComposedNode, ComposedNode>,
  containers: NavContainer[],
  replaced: Map<JsonNode, NavNode>,
): void {
  for (let c: NavContainer | undefined = parent; c; c = model.parentOf(c)) {
    const children = c.children.slice();
    children[children.indexOf(child)] = newChild;
    const copy: NavContainer = { ...c, node: copied.get(c.node) ?? c.node, children };
    containers[c.id] = copy;
    replaced.set(c.node.json, copy);
    child = c;
    newChild = copy;
  }
}

/** The array key and index of an entry in its parent: the last two segments of its path (`root` has no index). */
function placeOf(entry: PageEntry | EndpointEntry, parent: NavContainer): { arrayKey: string; arrayIndex: number } {
  const path = entry.path;
  if (path.length === parent.path.length + 1) return { arrayKey: String(path[path.length - 1]), arrayIndex: -1 };
  return { arrayKey: String(path[path.length - 2]), arrayIndex: path[path.length - 1] as number };
}

function withItem<T>(list: readonly T[], index: number, item: T): readonly T[] {
  const copy = list.slice();
  copy[index] = item;
  return copy;
}
