// Positions in JSON text without building a tree: one iterative character scan (no recursion, so any nesting depth
// is fine) that follows a trie of the requested paths and records only their ranges. Subtrees that lead nowhere
// are skipped over at the cost of the scan itself, so even a spec of many megabytes stays cheap.
import { DocLocator, DocPath, DuplicateKey, LocateResult, Located } from './docLocator';
import { LineIndex } from '../text/lineIndex';

interface TrieNode {
  children: Map<string, TrieNode>;
  wanted: boolean;
  keyStart: number;
  keyEnd: number;
  valueStart: number;
  valueEnd: number;
}

interface Frame {
  isObject: boolean;
  /** Trie node of this container when something below it was asked for; null otherwise. */
  node: TrieNode | null;
  /** Record of this container itself, closed when the container ends. */
  self: TrieNode | null;
  expectKey: boolean;
  key: string;
  keyStart: number;
  keyEnd: number;
  index: number;
  seen: Set<string> | null;
}

function newNode(): TrieNode {
  return { children: new Map(), wanted: false, keyStart: -1, keyEnd: -1, valueStart: -1, valueEnd: -1 };
}

export class JsonLocator implements DocLocator {
  constructor(
    private readonly text: string,
    private readonly lines: LineIndex,
  ) {}

  locate(paths: readonly DocPath[]): LocateResult {
    const root = newNode();
    const targets: TrieNode[] = [];
    for (const path of paths) {
      let node = root;
      for (const seg of path) {
        let child = node.children.get(seg);
        if (!child) node.children.set(seg, (child = newNode()));
        node = child;
      }
      node.wanted = true;
      targets.push(node);
    }
    const duplicates: { key: string; start: number; end: number }[] = [];
    scan(this.text, root, duplicates);
    const found = targets.map((n): Located | undefined => {
      if (n.valueStart < 0) return undefined;
      const valueRange = this.lines.rangeAt(n.valueStart, n.valueEnd < 0 ? n.valueStart : n.valueEnd);
      return n.keyStart >= 0 ? { keyRange: this.lines.rangeAt(n.keyStart, n.keyEnd), valueRange } : { valueRange };
    });
    const duplicateKeys: DuplicateKey[] = duplicates.map((d) => ({
      key: d.key,
      range: this.lines.rangeAt(d.start, d.end),
    }));
    return { found, duplicateKeys };
  }
}

function stringEnd(text: string, open: number): number {
  let j = open + 1;
  for (;;) {
    j = text.indexOf('"', j);
    if (j < 0) return text.length;
    let backslashes = 0;
    for (let b = j - 1; text.charCodeAt(b) === 92; b--) backslashes++;
    if (backslashes % 2 === 0) return j + 1;
    j++;
  }
}

/** Index just past the bracket that closes the container opening at `open`. */
function skipContainer(text: string, open: number): number {
  const len = text.length;
  let depth = 0;
  for (let i = open; i < len; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) i = stringEnd(text, i) - 1;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      if (--depth === 0) return i + 1;
    }
  }
  return len;
}

function decodeKey(raw: string): string {
  if (!raw.includes('\\')) return raw.slice(1, -1);
  try {
    const v = JSON.parse(raw);
    return typeof v === 'string' ? v : raw;
  } catch {
    return raw.slice(1, -1);
  }
}

function isLiteralEnd(c: number): boolean {
  // , ] } whitespace
  return c === 44 || c === 93 || c === 125 || c === 32 || c === 9 || c === 10 || c === 13;
}

function scan(text: string, root: TrieNode, duplicates: { key: string; start: number; end: number }[]): void {
  const stack: Frame[] = [];
  let top: Frame | undefined;
  const len = text.length;

  // Trie node for the value that starts now (child of the current container), or null.
  const childFor = (): TrieNode | null => {
    if (!top) return root;
    if (!top.node) return null;
    const key = top.isObject ? top.key : String(top.index);
    return top.node.children.get(key) ?? null;
  };
  const open = (child: TrieNode | null, start: number): void => {
    if (child && child.wanted) {
      child.valueStart = start;
      child.valueEnd = -1;
      if (top && top.isObject) {
        child.keyStart = top.keyStart;
        child.keyEnd = top.keyEnd;
      }
    }
  };

  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const end = stringEnd(text, i);
      if (top && top.isObject && top.expectKey) {
        top.expectKey = false;
        top.keyStart = i;
        top.keyEnd = end;
        if (top.node) {
          const key = decodeKey(text.slice(i, end));
          top.key = key;
          if (top.seen) {
            if (top.seen.has(key)) duplicates.push({ key, start: i, end });
            else top.seen.add(key);
          }
        }
      } else {
        const child = childFor();
        if (child) {
          open(child, i);
          if (child.wanted) child.valueEnd = end;
        }
      }
      i = end - 1;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      const child = childFor();
      if (!child) {
        // Nothing asked for inside: jump to the matching bracket without tracking keys.
        i = skipContainer(text, i) - 1;
        continue;
      }
      open(child, i);
      if (child.children.size === 0) {
        // Asked for, but nothing inside it: record its extent and jump over it.
        const end = skipContainer(text, i);
        child.valueEnd = end;
        i = end - 1;
        continue;
      }
      const frame: Frame = {
        isObject: c === 123,
        node: child,
        self: child.wanted ? child : null,
        expectKey: c === 123,
        key: '',
        keyStart: -1,
        keyEnd: -1,
        index: 0,
        seen: null,
      };
      if (frame.isObject) frame.seen = new Set();
      stack.push(frame);
      top = frame;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      const frame = stack.pop();
      if (frame && frame.self) frame.self.valueEnd = i + 1;
      top = stack[stack.length - 1];
    } else if (c === 44 /* , */) {
      if (top) {
        if (top.isObject) top.expectKey = true;
        else top.index++;
      }
    } else if (c > 32 && c !== 58 /* : */ && c !== 0xfeff) {
      // number, true, false, null (or garbage): only its extent matters, and only when it was asked for
      const child = top && !top.node ? null : childFor();
      let end = i + 1;
      while (end < len && !isLiteralEnd(text.charCodeAt(end))) end++;
      if (child) {
        open(child, i);
        if (child.wanted) child.valueEnd = end;
      }
      i = end - 1;
    }
  }
}
