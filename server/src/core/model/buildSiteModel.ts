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

export function buildSiteModel(docs: SourceFile, files: SourceFile[], root: ComposedNode): SiteModel {
  const containers: NavContainer[] = [];
  const pages: PageEntry[] = [];
  const endpoints: EndpointEntry[] = [];
  // From a jsonc node to the navigation node written there: only editor features ask, so it is built on their
  // first question (a lint of 100,000 pages never pays for it).
  let byJson: Map<JsonNode, NavNode> | undefined;
  const nodeForJson = (json: JsonNode): NavNode | undefined => {
    if (!byJson) {
      byJson = new Map();
      for (const c of containers) byJson.set(c.node.json, c);
      for (const p of pages) byJson.set(p.node.json, p);
      for (const e of endpoints) byJson.set(e.node.json, e);
    }
    return byJson.get(json);
  };

  const visitContainer = (
    kind: ContainerKind,
    node: ComposedNode,
    path: JsonPath,
    parent: NavContainer | undefined,
    arrayKey: string | undefined,
    global: boolean,
    dropped: boolean,
  ): NavContainer => {
    const labelKey = LABEL_KEY[kind];
    const container: NavContainer = {
      kind,
      node,
      path,
      parent,
      arrayKey,
      global,
      dropped,
      label: labelKey ? stringProp(node, labelKey) : undefined,
      href: stringProp(node, 'href'),
      openapi: parent?.openapi ?? siteOpenapi,
      children: [],
    };
    const ownOpenapi = prop(node, 'openapi');
    if (ownOpenapi) {
      container.ownOpenapi = parseOpenapiValue(ownOpenapi);
      container.openapi = container.ownOpenapi;
    }
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
          container.children.push(
            visitContainer(
              KIND_OF_ARRAY[key],
              item,
              [...childPath, i],
              container,
              key,
              global || kind === 'global',
              dropped || key !== winner,
            ),
          );
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
    if (kind === 'navigation') {
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
    parent: NavContainer,
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
    const value = item.value as string;
    const method = role === 'entry' ? parseMethodEntry(value) : undefined;
    let entry: NavNode;
    if (method) {
      const endpoint = new EndpointNode(
        item,
        parent,
        dropped,
        value,
        arrayKey,
        index,
        method.method,
        method.path,
        method.spec,
      );
      endpoints.push(endpoint);
      entry = endpoint;
    } else {
      const page = new PageNode(item, parent, dropped, value, arrayKey, index, role, analyzePageRef(value));
      pages.push(page);
      entry = page;
    }
    parent.children.push(entry);
  };

  const apiOpenapi = prop(prop(root, 'api'), 'openapi');
  const siteOpenapi = apiOpenapi ? parseOpenapiValue(apiOpenapi) : [];
  const navNode = prop(root, 'navigation');
  const navigation =
    navNode?.type === 'object'
      ? visitContainer('navigation', navNode, ['navigation'], undefined, undefined, false, false)
      : undefined;

  return {
    docs,
    files,
    root,
    navigation,
    containers,
    siteOpenapi,
    pages,
    endpoints,
    nodeForJson,
  };
}

/**
 * Page and endpoint entries are most of a large site's model (100,000 on the largest): they share one shape (a
 * class, so V8 gives them one hidden class) and compute their JSON path from their parent when asked, instead of
 * each holding a copy of it.
 */
abstract class EntryNode {
  readonly openapi: OpenApiSource[];
  readonly global: boolean;

  constructor(
    public node: ComposedNode,
    public parent: NavContainer,
    public dropped: boolean,
    public value: string,
    /** `pages` (or another array key) holding the entry, or `root` for a group's root page. */
    private readonly arrayKey: string,
    /** Index in that array; -1 for a root page. */
    private readonly index: number,
  ) {
    this.openapi = parent.openapi;
    this.global = parent.global;
  }

  get path(): JsonPath {
    return this.index < 0 ? [...this.parent.path, this.arrayKey] : [...this.parent.path, this.arrayKey, this.index];
  }
}

class PageNode extends EntryNode implements PageEntry {
  readonly kind = 'page' as const;
  file?: string;
  frontMatterClean?: boolean;

  constructor(
    node: ComposedNode,
    parent: NavContainer,
    dropped: boolean,
    value: string,
    arrayKey: string,
    index: number,
    public role: 'entry' | 'root',
    public ref: PageRefAnalysis,
  ) {
    super(node, parent, dropped, value, arrayKey, index);
  }
}

class EndpointNode extends EntryNode implements EndpointEntry {
  readonly kind = 'endpoint' as const;

  constructor(
    node: ComposedNode,
    parent: NavContainer,
    dropped: boolean,
    value: string,
    arrayKey: string,
    index: number,
    public method: string,
    public apiPath: string,
    public spec: string | undefined,
  ) {
    super(node, parent, dropped, value, arrayKey, index);
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
        if (parsed.kind === 'file') parsed.directory = stringProp(item, 'directory');
        out.push(parsed);
      }
    }
  }
  return out;
}

function openapiSource(written: string, node: ComposedNode): OpenApiSource {
  const trimmed = written.trim();
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'url', url: trimmed, node };
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[a-z]:[\\/]/i.test(trimmed)) {
    return {
      kind: 'invalid',
      written,
      reason: 'only http and https URLs or paths inside the docs folder can be used',
      node,
    };
  }
  // A leading "/" means the docs root, never the file system root (real-world.md).
  const safe = toSafeRelativePath(trimmed);
  if (!safe.ok) return { kind: 'invalid', written, reason: describeUnsafeReason(safe.reason), node };
  return { kind: 'file', path: safe.path, written, node };
}
