// What the cursor is on in a docs.json-like file: a page entry, a property key, a property value. Shared by
// completion, hover and definition so the three agree on every edge (unterminated strings, empty arrays, keys).
import { findNodeAtLocation, Node as JsonNode } from 'jsonc-parser';
import type { SourceFile } from '../json/sourceFile';
import type { JsonPath } from '../model/siteModel';
import type { Range } from '../problem';

export type { JsonPath };

export type CursorContext =
  | {
      kind: 'pageEntry';
      /** `entry` in a `pages` array, `root` of a group. */
      role: 'entry' | 'root';
      /** JSON path of the entry (…, "pages", 3) or (…, "root"). */
      path: JsonPath;
      /** The string under the cursor, when the cursor is inside one. */
      stringNode?: JsonNode;
      /** The object holding `pages`/`root` (a group or a division), when it exists in the tree. */
      ownerNode?: JsonNode;
      /** The `pages` array, when the entry is in one. */
      arrayNode?: JsonNode;
      edit: ValueEditRange;
    }
  | { kind: 'propertyKey'; objectPath: JsonPath; objectNode?: JsonNode; keyNode?: JsonNode; edit: ValueEditRange }
  | { kind: 'propertyValue'; path: JsonPath; valueNode?: JsonNode; edit: ValueEditRange }
  | { kind: 'none' };

/**
 * Where a completion's text goes. Inside a string, only its content is replaced (the quotes stay), so the filter
 * text is the bare word and no client needs snippets; outside one, a complete JSON string is inserted.
 */
export interface ValueEditRange {
  range: Range;
  /** True when the inserted text must bring its own quotes. */
  quote: boolean;
  /** What the author typed so far (content of the string up to the cursor). */
  prefix: string;
}

export function cursorContext(file: SourceFile, offset: number): CursorContext {
  const text = file.text;
  const root = file.root;
  if (offset < 0 || offset > text.length || !root) return { kind: 'none' };
  const stringNode = stringAt(file, offset);
  const edit = editRange(file, offset, stringNode);
  // Found from the tree (not by scanning the text from its start: a large docs.json is edited in the middle).
  const position = stringNode ? placeOfValue(stringNode) : placeBetweenTokens(file, offset);
  if (!position) return { kind: 'none' };
  if (position.kind === 'key') {
    return {
      kind: 'propertyKey',
      objectPath: pathOfNode(position.object),
      objectNode: position.object,
      keyNode: stringNode,
      edit,
    };
  }
  const path = position.path;
  const last = path[path.length - 1];
  if (typeof last === 'number' && path[path.length - 2] === 'pages') {
    const arrayNode = position.container?.type === 'array' ? position.container : undefined;
    const ownerNode = arrayNode?.parent?.parent;
    const here = position.node;
    if (here && here.type !== 'string' && containsOffset(file, here, offset)) return { kind: 'none' };
    return {
      kind: 'pageEntry',
      role: 'entry',
      path,
      stringNode,
      arrayNode,
      ownerNode: ownerNode?.type === 'object' ? ownerNode : undefined,
      edit,
    };
  }
  if (last === 'root' && path.length >= 2) {
    const ownerNode = position.container;
    return {
      kind: 'pageEntry',
      role: 'root',
      path,
      stringNode,
      ownerNode: ownerNode?.type === 'object' ? ownerNode : undefined,
      edit,
    };
  }
  return { kind: 'propertyValue', path, valueNode: position.node, edit };
}

type Place =
  | { kind: 'key'; object: JsonNode }
  /** A value position: its path, the value written there (if any), and the object or array holding it. */
  | { kind: 'value'; path: JsonPath; node?: JsonNode; container?: JsonNode };

/** Where a string under the cursor sits: a key, a property value or an array item. */
function placeOfValue(node: JsonNode): Place | undefined {
  const parent = node.parent;
  if (parent?.type === 'property') {
    if (parent.children?.[0] === node) return parent.parent ? { kind: 'key', object: parent.parent } : undefined;
    return { kind: 'value', path: pathOfNode(node), node, container: parent.parent };
  }
  if (parent?.type === 'array') return { kind: 'value', path: pathOfNode(node), node, container: parent };
  return undefined;
}

/** Where a cursor that is not inside a string sits, from the innermost node around it. */
function placeBetweenTokens(file: SourceFile, offset: number): Place | undefined {
  const node = file.nodeAt(offset, true);
  if (!node) return undefined;
  if (node.type === 'array') {
    const index = (node.children ?? []).filter((c) => file.endOf(c) <= offset).length;
    const item = node.children?.[index];
    return {
      kind: 'value',
      path: [...pathOfNode(node), index],
      node: item && file.offsetOf(item) <= offset ? item : undefined,
      container: node,
    };
  }
  if (node.type === 'object' || node.type === 'property') {
    const object = node.type === 'object' ? node : node.parent!;
    const before = previousSignificant(file.text, offset);
    if (file.text[before] === ':') {
      const property = (object.children ?? []).find((p) => file.colonOffsetOf(p) === before);
      const key = property?.children?.[0];
      if (property && key)
        return {
          kind: 'value',
          path: [...pathOfNode(object), String(key.value)],
          node: property.children?.[1],
          container: object,
        };
      return undefined;
    }
    const colon = node.type === 'property' ? file.colonOffsetOf(node) : undefined;
    if (colon !== undefined && offset > colon) {
      const key = node.children![0];
      return {
        kind: 'value',
        path: [...pathOfNode(object), String(key.value)],
        node: node.children?.[1],
        container: object,
      };
    }
    return { kind: 'key', object };
  }
  // A number, boolean, null or bare word being typed: the value of its property or an array item.
  const parent = node.parent;
  if (parent?.type === 'property' && parent.children?.[1] === node)
    return { kind: 'value', path: pathOfNode(node), node, container: parent.parent };
  if (parent?.type === 'array') return { kind: 'value', path: pathOfNode(node), node, container: parent };
  return undefined;
}

function previousSignificant(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  // A bare word being typed (`"expanded": tr|`) sits after the colon too.
  while (i >= 0 && /[A-Za-z0-9_-]/.test(text[i])) i--;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return i;
}

/** The string node whose inside (between its quotes, or to its end when unterminated) holds the offset. */
export function stringAt(file: SourceFile, offset: number): JsonNode | undefined {
  const node = file.nodeAt(offset, true);
  if (!node || node.type !== 'string') return undefined;
  const start = file.offsetOf(node);
  const end = file.endOf(node);
  if (offset <= start) return undefined;
  if (offset < end) return node;
  // At the end: inside only when the string is unterminated.
  return offset === end && !isTerminated(file, node) ? node : undefined;
}

function isTerminated(file: SourceFile, node: JsonNode): boolean {
  const start = file.offsetOf(node);
  const end = file.endOf(node);
  const text = file.text;
  if (end - start < 2 || text.charCodeAt(end - 1) !== 34) return false;
  // An escaped closing quote (`"a\"`) does not terminate.
  let backslashes = 0;
  for (let i = end - 2; i > start && text.charCodeAt(i) === 92; i--) backslashes++;
  return backslashes % 2 === 0;
}

/** Range of a string's content (inside the quotes). */
export function contentRange(file: SourceFile, node: JsonNode): Range {
  const start = file.offsetOf(node) + 1;
  const end = isTerminated(file, node) ? file.endOf(node) - 1 : file.endOf(node);
  return file.rangeOf(start, Math.max(0, end - start));
}

function editRange(file: SourceFile, offset: number, stringNode: JsonNode | undefined): ValueEditRange {
  if (stringNode) {
    const range = contentRange(file, stringNode);
    const startOffset = file.offsetOf(stringNode) + 1;
    return { range, quote: false, prefix: file.text.slice(startOffset, Math.max(startOffset, offset)) };
  }
  // Outside a string: replace a bare word being typed (`tru|`), else insert at the cursor.
  let start = offset;
  while (start > 0 && /[A-Za-z0-9_-]/.test(file.text[start - 1])) start--;
  let end = offset;
  while (end < file.text.length && /[A-Za-z0-9_-]/.test(file.text[end])) end++;
  return { range: file.rangeOf(start, end - start), quote: true, prefix: file.text.slice(start, offset) };
}

function containsOffset(file: SourceFile, node: JsonNode, offset: number): boolean {
  return file.offsetOf(node) < offset && offset < file.endOf(node);
}

/** Node at a JSON path, tolerating a tree recovered from syntax errors. */
export function nodeAt(root: JsonNode, path: JsonPath): JsonNode | undefined {
  if (path.length === 0) return root;
  try {
    return findNodeAtLocation(root, [...path]);
  } catch {
    return undefined;
  }
}

/** The property node (`"key": value`) whose key is this string node, if it is a key. */
export function propertyOfKey(node: JsonNode): JsonNode | undefined {
  const parent = node.parent;
  return parent?.type === 'property' && parent.children?.[0] === node ? parent : undefined;
}

/** JSON path of a node, from the tree's parent links. */
export function pathOfNode(node: JsonNode): JsonPath {
  const path: (string | number)[] = [];
  let current: JsonNode | undefined = node;
  while (current?.parent) {
    const parent: JsonNode = current.parent;
    if (parent.type === 'property') {
      path.unshift(String(parent.children![0].value));
      current = parent.parent;
    } else if (parent.type === 'array') {
      path.unshift(parent.children!.indexOf(current));
      current = parent;
    } else {
      current = parent;
    }
  }
  return path;
}

/** Keys present in an object node. */
export function keysOf(objectNode: JsonNode | undefined): Set<string> {
  const keys = new Set<string>();
  for (const member of objectNode?.type === 'object' ? (objectNode.children ?? []) : []) {
    const key = member.children?.[0];
    if (key?.type === 'string') keys.add(String(key.value));
  }
  return keys;
}
