// Turns the composed configuration into the typed site model. One pass over the navigation; every node is
// registered under its jsonc node so editor features can go from a cursor position to the model.
import type { Node as JsonNode } from 'jsonc-parser';
import type { SourceFile } from '../json/sourceFile';
import { parseMethodEntry } from '../openapi/methodEntry';
import { analyzePageRef, PageRefAnalysis } from '../pages/pageRef';
import { describeUnsafeReason, toSafeRelativePath } from '../workspace/safePath';
import { ComposedNode, prop, stringProp } from './composedTree';
import { ContainerKind, DIVISION_KEYS, GLOBAL_KEYS, KIND_OF_ARRAY, LABEL_KEY } from './navigationKinds';
import type { EndpointEntry, JsonPath, NavContainer, NavNode, OpenApiSource, PageEntry, SiteModel } from './siteModel';

/** A container while the model is being built: its children are still being added. */
type Building = NavContainer & { children: NavNode[] };

export function buildSiteModel(files: readonly SourceFile[], root: ComposedNode, version: number): SiteModel {
  const containers: Building[] = [];
  const pages: PageEntry[] = [];
  const endpoints: EndpointEntry[] = [];

  const visitContainer = (
    kind: ContainerKind,
    node: ComposedNode,
    path: JsonPath,
    parent: Building | undefined,
    arrayKey: string | undefined,
    global: boolean,
    dropped: boolean,
  ): Building => {
    const labelKey = LABEL_KEY[kind];
    // Mintlify's validator strips `openapi` from `navigation` itself (key-ignored says so): nothing inherits it.
    const ownValue = kind === 'navigation' ? undefined : prop(node, 'openapi');
    const ownOpenapi = ownValue ? parseOpenapiValue(ownValue) : undefined;
    // Mintlify drops a group's `openapi` that it cannot use and keeps what the group inherits; `api.openapi` feeds
    // the API playground only, never the navigation.
    const inherited = parent?.openapi ?? [];
    const discarded = kind === 'group' && ownOpenapi !== undefined && ownOpenapi.some(isDiscardedOnGroup);
    const container: Building = {
      kind,
      id: containers.length,
      parentId: parent ? parent.id : -1,
      node,
      path,
      arrayKey,
      global,
      dropped,
      label: labelKey ? stringProp(node, labelKey) : undefined,
      href: stringProp(node, 'href'),
      ownOpenapi,
      openapi: ownOpenapi && !discarded ? ownOpenapi : inherited,
      children: [],
    };
    containers.push(container);
    if (node.type !== 'object') return container;

    if (kind === 'group') {
      const rootPage = prop(node, 'root');
      if (rootPage?.type === 'string') addEntry(rootPage, 'root', -1, container, dropped, 'root');
      visitEntries(prop(node, 'pages'), [...path, 'pages'], container, global, dropped);
      return container;
    }

    const allowed: readonly string[] = kind === 'global' ? GLOBAL_KEYS : DIVISION_KEYS;
    const present = allowed.filter((key) => node.properties!.has(key));
    const winner = present[0];
    for (const key of present) {
      const value = prop(node, key)!;
      const childPath = [...path, key];
      if (key === 'pages') {
        visitEntries(value, childPath, container, global, dropped || key !== winner);
        continue;
      }
      if (value.type !== 'array') continue;
      value.items!.forEach((item, i) => {
        if (item.type === 'object') {
          const childGlobal = global || kind === 'global';
          const childDropped = dropped || key !== winner;
          const child = visitContainer(
            KIND_OF_ARRAY[key],
            item,
            [...childPath, i],
            container,
            key,
            childGlobal,
            childDropped,
          );
          container.children.push(child);
        }
      });
    }
    const menu = prop(node, 'menu');
    if (menu?.type === 'array') {
      menu.items!.forEach((item, i) => {
        if (item.type === 'object')
          container.children.push(
            visitContainer('menuItem', item, [...path, 'menu', i], container, 'menu', global, dropped),
          );
      });
    }
    // Every division may carry `global` items (links shown on every page of the division), not only `navigation`.
    if (kind !== 'global') {
      const globalNode = prop(node, 'global');
      if (globalNode?.type === 'object')
        container.children.push(
          visitContainer('global', globalNode, [...path, 'global'], container, undefined, true, dropped),
        );
    }
    return container;
  };

  const visitEntries = (
    value: ComposedNode | undefined,
    path: JsonPath,
    parent: Building,
    global: boolean,
    dropped: boolean,
  ) => {
    if (value?.type !== 'array') return;
    const arrayKey = path[path.length - 1] as string;
    const items = value.items!;
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (item.type === 'string') addEntry(item, arrayKey, i, parent, dropped, 'entry');
      else if (item.type === 'object')
        parent.children.push(visitContainer('group', item, [...path, i], parent, 'pages', global, dropped));
    }
  };

  /** `arrayKey` and `index` place the entry in its parent (`root` and -1 for a group's root page). */
  const addEntry = (
    item: ComposedNode,
    arrayKey: string,
    index: number,
    parent: NavContainer,
    dropped: boolean,
    role: 'entry' | 'root',
  ) => {
    const entry = makeEntry(
      item,
      item.value as string,
      parent,
      dropped,
      arrayKey,
      index,
      role,
      pages.length,
      endpoints.length,
    );
    if (entry.kind === 'page') pages.push(entry);
    else endpoints.push(entry);
    (parent as Building).children.push(entry);
  };

  const apiOpenapi = prop(prop(root, 'api'), 'openapi');
  const siteOpenapi = apiOpenapi ? parseOpenapiValue(apiOpenapi) : [];
  const navNode = prop(root, 'navigation');
  const navigation =
    navNode?.type === 'object'
      ? visitContainer('navigation', navNode, ['navigation'], undefined, undefined, false, false)
      : undefined;

  return new Model(version, files, root, navigation, containers, siteOpenapi, pages, endpoints);
}

/**
 * A page or endpoint entry for a string of the navigation. `pageIndex`/`endpointIndex` are the indexes it gets in
 * the model's lists, whichever kind it turns out to be.
 */
export function makeEntry(
  item: ComposedNode,
  value: string,
  parent: Pick<NavContainer, 'id' | 'path' | 'openapi' | 'global'>,
  dropped: boolean,
  arrayKey: string,
  index: number,
  role: 'entry' | 'root',
  pageIndex: number,
  endpointIndex: number,
): PageEntry | EndpointEntry {
  const method = role === 'entry' ? parseMethodEntry(value) : undefined;
  return method
    ? new EndpointNode(
        item,
        parent,
        dropped,
        value,
        arrayKey,
        index,
        endpointIndex,
        method.method,
        method.path,
        method.spec,
      )
    : new PageNode(item, parent, dropped, value, arrayKey, index, pageIndex, role, analyzePageRef(value));
}

/** The model as built; models derived by string edits (deriveModel.ts) are made of the same class. */
export class Model implements SiteModel {
  private byJson?: Map<JsonNode, NavNode>;

  constructor(
    readonly version: number,
    readonly files: readonly SourceFile[],
    readonly root: ComposedNode,
    readonly navigation: NavContainer | undefined,
    readonly containers: readonly NavContainer[],
    readonly siteOpenapi: readonly OpenApiSource[],
    readonly pages: readonly PageEntry[],
    readonly endpoints: readonly EndpointEntry[],
    /** For a derived model: the model it was derived from and the nodes that replace some of its nodes. */
    private readonly derivedFrom?: { model: SiteModel; replaced: ReadonlyMap<JsonNode, NavNode> },
  ) {}

  get docs(): SourceFile {
    return this.files[0];
  }

  source(filePath: string): SourceFile | undefined {
    return this.files.find((f) => f.path === filePath);
  }

  parentOf(node: NavNode): NavContainer | undefined {
    return node.parentId < 0 ? undefined : this.containers[node.parentId];
  }

  nodeForJson(json: JsonNode): NavNode | undefined {
    if (this.derivedFrom) return this.derivedFrom.replaced.get(json) ?? this.derivedFrom.model.nodeForJson(json);
    // Only editor features ask, so the map is built on their first question (a lint of 100,000 pages never pays).
    if (!this.byJson) {
      const byJson = new Map<JsonNode, NavNode>();
      for (const c of this.containers) byJson.set(c.node.json, c);
      for (const p of this.pages) byJson.set(p.node.json, p);
      for (const e of this.endpoints) byJson.set(e.node.json, e);
      this.byJson = byJson;
    }
    return this.byJson.get(json);
  }

  /** How many derivations separate this model from one that was built whole. */
  get derivationDepth(): number {
    return this.derivedFrom ? 1 + ((this.derivedFrom.model as Model).derivationDepth ?? 0) : 0;
  }
}

/**
 * Page and endpoint entries are most of a large site's model (100,000 on the largest): they share one shape (a
 * class, so V8 gives them one hidden class) and compute their JSON path from their parent's when asked, instead of
 * each holding a copy of it.
 */
abstract class EntryNode {
  readonly parentId: number;
  readonly openapi: readonly OpenApiSource[];
  readonly global: boolean;
  private readonly parentPath: JsonPath;

  constructor(
    readonly node: ComposedNode,
    parent: Pick<NavContainer, 'id' | 'path' | 'openapi' | 'global'>,
    readonly dropped: boolean,
    readonly value: string,
    /** `pages` (or another array key) holding the entry, or `root` for a group's root page. */
    private readonly arrayKey: string,
    /** Index in that array; -1 for a root page. */
    private readonly arrayIndex: number,
  ) {
    this.parentId = parent.id;
    this.parentPath = parent.path;
    this.openapi = parent.openapi;
    this.global = parent.global;
  }

  get path(): JsonPath {
    return this.arrayIndex < 0
      ? [...this.parentPath, this.arrayKey]
      : [...this.parentPath, this.arrayKey, this.arrayIndex];
  }
}

class PageNode extends EntryNode implements PageEntry {
  readonly kind = 'page' as const;

  constructor(
    node: ComposedNode,
    parent: Pick<NavContainer, 'id' | 'path' | 'openapi' | 'global'>,
    dropped: boolean,
    value: string,
    arrayKey: string,
    arrayIndex: number,
    readonly index: number,
    readonly role: 'entry' | 'root',
    readonly ref: PageRefAnalysis,
  ) {
    super(node, parent, dropped, value, arrayKey, arrayIndex);
  }
}

class EndpointNode extends EntryNode implements EndpointEntry {
  readonly kind = 'endpoint' as const;

  constructor(
    node: ComposedNode,
    parent: Pick<NavContainer, 'id' | 'path' | 'openapi' | 'global'>,
    dropped: boolean,
    value: string,
    arrayKey: string,
    arrayIndex: number,
    readonly index: number,
    readonly method: string,
    readonly apiPath: string,
    readonly spec: string | undefined,
  ) {
    super(node, parent, dropped, value, arrayKey, arrayIndex);
  }
}

/** Reads an `openapi` value: a path or URL, an array of them, `{source, directory}`, or an array mixing both. */
export function parseOpenapiValue(value: ComposedNode): OpenApiSource[] {
  const items = value.type === 'array' ? value.items! : [value];
  const out: OpenApiSource[] = [];
  for (const item of items) {
    if (item.type === 'string') out.push(openapiSource(item.value as string, item));
    else if (item.type === 'object') {
      const source = prop(item, 'source');
      if (source?.type === 'string') {
        const parsed = openapiSource(source.value as string, source);
        const directory = stringProp(item, 'directory');
        out.push(parsed.kind === 'file' && directory !== undefined ? { ...parsed, directory } : parsed);
      }
    }
  }
  return out;
}

/**
 * A source Mintlify's configuration check rejects (empty, or a URL scheme other than http and https): on a group
 * it silently drops the whole `openapi` value.
 */
export function isDiscardedOnGroup(source: OpenApiSource): boolean {
  return source.kind === 'invalid' && (source.written.trim() === '' || hasUrlScheme(source.written.trim()));
}

function hasUrlScheme(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[a-z]:[\\/]/i.test(text);
}

function openapiSource(written: string, node: ComposedNode): OpenApiSource {
  const read = readOpenapiString(written);
  if (read.kind === 'url') return { ...read, node };
  return { ...read, written, node };
}

/** What an `openapi` string names, as the model reads it: a URL, a file inside the docs root, or neither and why. */
export function readOpenapiString(
  written: string,
): { kind: 'url'; url: string } | { kind: 'file'; path: string } | { kind: 'invalid'; reason: string } {
  const trimmed = written.trim();
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'url', url: trimmed };
  if (hasUrlScheme(trimmed))
    return { kind: 'invalid', reason: 'only http and https URLs or paths inside the docs folder can be used' };
  // A leading "/" means the docs root, never the file system root.
  const safe = toSafeRelativePath(trimmed);
  if (!safe.ok) return { kind: 'invalid', reason: describeUnsafeReason(safe.reason) };
  return { kind: 'file', path: safe.path };
}
