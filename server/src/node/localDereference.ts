// Dereferencing a spec whose every $ref points into the spec itself, leaving the value ref-parser's dereference
// leaves (each $ref object replaced by what its pointer names, dereferenced in turn), in a fraction of its time:
// ref-parser builds two JSON pointers for every key of the document and resolves every $ref through URLs. Only the
// plain case is done here. Anything else (a cycle, which ref-parser leaves as a $ref; a $ref with keys beside it,
// which it merges; a pointer with percent-escapes or other characters a URL would encode; a target that is missing,
// null, inherited or reached through another $ref) is left to ref-parser, and so is a document nested too deeply.
// The document is checked first and changed only once the whole of it is known to be plain, so ref-parser always
// gets it as it was.

/** Characters of a pointer read here: those a URL keeps as they are (ref-parser resolves $refs as URLs). */
const PLAIN_POINTER = /^#(?:\/[A-Za-z0-9_.~{}$@:+-]*)*$/;

type Container = Record<string, unknown> | unknown[];

class NotPlain extends Error {}

/** Dereferences `root` in place and returns true, or returns false and leaves it untouched. */
export function dereferenceLocally(root: unknown): boolean {
  if (!isContainer(root) || isRef(root)) return false;
  const targets = new Map<string, unknown>();
  try {
    checkPlain(root, targets);
  } catch (e) {
    if (e instanceof NotPlain || e instanceof RangeError) return false;
    throw e;
  }
  replaceRefs(root, targets);
  return true;
}

/**
 * Walks everything reachable from `root`, following $refs, and throws NotPlain at anything ref-parser would treat
 * otherwise than by plain replacement. Fills `targets` with what each $ref string names.
 */
function checkPlain(root: Container, targets: Map<string, unknown>): void {
  const state = new Map<object, 'visiting' | 'done'>();
  const visit = (node: unknown): void => {
    if (!isContainer(node)) return;
    const seen = state.get(node);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new NotPlain(); // a cycle: ref-parser leaves a $ref in it
    state.set(node, 'visiting');
    if (isRef(node)) {
      if (Object.keys(node).length !== 1) throw new NotPlain(); // merged with its siblings by ref-parser
      const ref = node.$ref;
      let target = targets.get(ref);
      if (target === undefined) targets.set(ref, (target = resolvePlainPointer(root, ref)));
      visit(target);
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else {
      for (const key of Object.keys(node)) visit(node[key]);
    }
    state.set(node, 'done');
  };
  visit(root);
}

/** The value a plain local pointer names in the document as written, or NotPlain. */
function resolvePlainPointer(root: Container, ref: string): unknown {
  if (!PLAIN_POINTER.test(ref)) throw new NotPlain();
  const tokens = ref === '#' ? [] : ref.slice(2).split('/');
  let value: unknown = root;
  for (const raw of tokens) {
    // ref-parser follows a $ref met on the way; that is not plain.
    if (!isContainer(value) || isRef(value)) throw new NotPlain();
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(value)) {
      if (!/^(?:0|[1-9][0-9]*)$/.test(token) || Number(token) >= value.length) throw new NotPlain();
      value = value[Number(token)];
    } else {
      if (!Object.prototype.hasOwnProperty.call(value, token)) throw new NotPlain();
      value = value[token];
    }
  }
  if (value === null || value === undefined) throw new NotPlain();
  return value;
}

/**
 * Replaces every $ref object in the tree by its final target (a chain of $refs followed to its end), without
 * recursion. Every target is itself a node of the tree, so walking the tree as written reaches every $ref.
 */
function replaceRefs(root: Container, targets: Map<string, unknown>): void {
  const final = new Map<string, unknown>();
  const finalTarget = (ref: string): unknown => {
    let value = final.get(ref);
    if (value === undefined) {
      value = targets.get(ref);
      while (isRef(value)) value = targets.get(value.$ref);
      final.set(ref, value);
    }
    return value;
  };
  const stack: Container[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const keys = Array.isArray(node) ? node.keys() : Object.keys(node);
    for (const key of keys as Iterable<number | string>) {
      const child = (node as Record<string | number, unknown>)[key];
      if (!isContainer(child)) continue;
      if (isRef(child)) (node as Record<string | number, unknown>)[key] = finalTarget(child.$ref);
      else stack.push(child);
    }
  }
}

function isContainer(value: unknown): value is Container {
  return value !== null && typeof value === 'object';
}

/** An object ref-parser dereferences: a non-empty string `$ref` (local ones only reach this module). */
function isRef(value: unknown): value is { $ref: string } {
  if (!isContainer(value) || Array.isArray(value)) return false;
  const ref = (value as { $ref?: unknown }).$ref;
  return typeof ref === 'string' && ref.length > 0;
}
