// The edit an author makes most while typing: characters inside one JSON string (a page path). Instead of parsing
// a 10,000-entry file again, the positioned tree is patched in place: the string's value, the lengths of its
// ancestors and the offsets of everything after it. Anything else (a quote, a new line, structure) is not handled
// here and gets a full parse.
import type { Node as JsonNode } from 'jsonc-parser';

export interface TextChange {
  /** First changed offset (same in both texts). */
  start: number;
  /** End of the replaced span in the old text. */
  oldEnd: number;
  /** End of the inserted span in the new text. */
  newEnd: number;
}

/** The single span where two texts differ, found from their common prefix and suffix; undefined when equal. */
export function diffTexts(before: string, after: string): TextChange | undefined {
  if (before === after) return undefined;
  const max = Math.min(before.length, after.length);
  // Skip equal blocks with native comparisons of slices, then finish character by character.
  const BLOCK = 4096;
  let start = 0;
  while (start + BLOCK <= max && before.slice(start, start + BLOCK) === after.slice(start, start + BLOCK))
    start += BLOCK;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let oldEnd = before.length;
  let newEnd = after.length;
  while (
    oldEnd - BLOCK >= start &&
    newEnd - BLOCK >= start &&
    before.slice(oldEnd - BLOCK, oldEnd) === after.slice(newEnd - BLOCK, newEnd)
  ) {
    oldEnd -= BLOCK;
    newEnd -= BLOCK;
  }
  while (oldEnd > start && newEnd > start && before.charCodeAt(oldEnd - 1) === after.charCodeAt(newEnd - 1)) {
    oldEnd--;
    newEnd--;
  }
  return { start, oldEnd, newEnd };
}

/** The string node whose content (between its quotes) contains the whole change, if any. */
export function stringNodeContaining(root: JsonNode, change: TextChange): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  while (node && node.type !== 'string') {
    const children: JsonNode[] = node.children ?? [];
    // Children are in offset order: binary search for the last child starting before the change.
    let lo = 0;
    let hi = children.length - 1;
    let found: JsonNode | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (children[mid].offset < change.start) {
        found = children[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (!found || change.oldEnd > found.offset + found.length) return undefined;
    node = found;
  }
  if (!node || change.start <= node.offset || change.oldEnd > node.offset + node.length - 1) return undefined;
  return node;
}

/**
 * Applies an in-string change to the tree: new value, ancestors' lengths, later offsets. Returns false (leaving the
 * tree untouched) when the new token is not a single valid JSON string.
 */
export function patchStringNode(root: JsonNode, node: JsonNode, change: TextChange, newText: string): boolean {
  const delta = change.newEnd - change.oldEnd;
  const raw = newText.slice(node.offset, node.offset + node.length + delta);
  if (raw.length < 2 || raw.charCodeAt(0) !== 34 || raw.charCodeAt(raw.length - 1) !== 34) return false;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return false;
  }
  if (typeof value !== 'string' || /[\u0000-\u001f]/.test(raw)) return false;
  const mutable = (n: JsonNode) => n as { -readonly [K in keyof JsonNode]: JsonNode[K] };
  mutable(node).value = value;
  mutable(node).length += delta;
  for (let p = node.parent; p; p = p.parent) mutable(p).length += delta;
  if (delta !== 0) shiftAfter(root, change.start, delta);
  return true;
}

/** Adds delta to the offset of every node that starts after `at` (iteratively; whole subtrees at once). */
function shiftAfter(root: JsonNode, at: number, delta: number): void {
  const stack: JsonNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()! as { -readonly [K in keyof JsonNode]: JsonNode[K] };
    if (node.offset > at) node.offset += delta;
    if (node.colonOffset !== undefined && node.colonOffset > at) node.colonOffset += delta;
    const children = node.children;
    if (!children) continue;
    // Children that end before the change are untouched; only visit from the one that may contain it on.
    let first = 0;
    let lo = 0;
    let hi = children.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = children[mid];
      const end = (c.offset > at ? c.offset + delta : c.offset) + c.length;
      if (end <= at) {
        first = mid + 1;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    for (let i = first; i < children.length; i++) stack.push(children[i]);
  }
}
