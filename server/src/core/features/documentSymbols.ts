// Outline of docs.json: the navigation tree by its labels (tabs, anchors, groups, ...), with pages and endpoint
// entries as leaves. Nodes written in another file (through an include) are left out and their children lifted.
import type { NavContainer, NavNode, SiteModel } from '../model/siteModel';
import type { SourceFile } from '../json/sourceFile';
import type { ContainerKind } from '../model/navigationKinds';
import { kindName, LABEL_KEY } from '../model/navigationKinds';
import { DocumentSymbol, Symbol } from './types';

const KIND: Record<ContainerKind, DocumentSymbol['kind']> = {
  navigation: Symbol.Object,
  global: Symbol.Namespace,
  tab: Symbol.Module,
  anchor: Symbol.Key,
  dropdown: Symbol.Enum,
  product: Symbol.Package,
  version: Symbol.Field,
  language: Symbol.Namespace,
  menuItem: Symbol.Property,
  group: Symbol.Array,
};

/** Above this many entries (pages and endpoints), the outline shows the sections only, as JSON servers cap symbols. */
export const MAX_ENTRY_SYMBOLS = 5000;

export function getDocumentSymbols(
  model: SiteModel | undefined,
  file: SourceFile,
  maxEntries = MAX_ENTRY_SYMBOLS,
): DocumentSymbol[] {
  if (!model?.navigation) return [];
  const entries = model.pages.length + model.endpoints.length;
  return symbolsOf(model.navigation, file, entries <= maxEntries);
}

function symbolsOf(node: NavNode, file: SourceFile, withEntries: boolean): DocumentSymbol[] {
  if ((node.kind === 'page' || node.kind === 'endpoint') && !withEntries) return [];
  const children =
    node.kind === 'page' || node.kind === 'endpoint'
      ? []
      : node.children.flatMap((c) => symbolsOf(c, file, withEntries));
  if (node.node.filePath !== file.path) return children;
  const json = node.node.json;
  if (node.kind === 'page' || node.kind === 'endpoint') {
    const range = file.rangeOfNode(json);
    return [
      {
        name: node.value || '""',
        kind: node.kind === 'page' ? Symbol.File : Symbol.Method,
        range,
        selectionRange: range,
        detail:
          node.kind === 'endpoint' ? 'endpoint' : (node as { role?: string }).role === 'root' ? 'root page' : undefined,
      },
    ];
  }
  const container = node as NavContainer;
  const property = json.parent?.type === 'property' ? json.parent : undefined;
  const range = file.rangeOfNode(property ?? json);
  const labelNode = labelJson(container);
  const selectionRange = labelNode
    ? file.rangeOfNode(labelNode)
    : property
      ? file.rangeOfNode(property.children![0])
      : file.rangeOf(file.offsetOf(json), 1);
  const name =
    container.label?.trim() || (container.kind === 'navigation' ? 'navigation' : `(${kindName(container.kind)})`);
  const symbol: DocumentSymbol = {
    name,
    detail: kindName(container.kind),
    kind: KIND[container.kind],
    range,
    selectionRange,
    children,
  };
  if (container.dropped) symbol.detail += ' (ignored by the builder)';
  return [symbol];
}

function labelJson(container: NavContainer) {
  if (container.node.type !== 'object') return undefined;
  for (const [key, p] of container.node.properties!) {
    if (p.filePath === container.node.filePath && p.value.type === 'string' && key === LABEL_KEY[container.kind])
      return p.value.json;
  }
  return undefined;
}
