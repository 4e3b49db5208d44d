// Builds the composed tree of docs.json: `{"$ref": "./file.json", ...siblings}` is replaced by the named file
// (relative to the file that names it, never outside the project, no JSON pointer), sibling keys override its keys.
// Missing, cyclic, unsafe or invalid includes are reported and leave the object as written.
import type { Node as JsonNode } from 'jsonc-parser';
import { SourceFile } from '../json/sourceFile';
import { describeJsonValue, notAnObjectMessage, undecodableFile } from '../json/syntaxProblems';
import { NotUtf8Error } from '../workspace/notUtf8Error';
import type { Workspace } from '../workspace/workspace';
import { WorkspaceError } from '../workspace/workspace';
import { describeUnsafeReason, dirnameOf, joinInsideRoot } from '../workspace/safePath';
import type { ComposedNode, ComposedProperty, JsonType } from './composedTree';

/** A problem found while composing the configuration: an include that cannot be followed, or a top level that
 * is not an object. */
export interface IncludeProblem {
  file: SourceFile;
  node: JsonNode;
  message: string;
  /** The rule that reports it; undefined = "include". */
  ruleId?: 'json-syntax';
}

export interface ComposeResult {
  root: ComposedNode | undefined;
  /** docs.json first, then every included file that could be read, in discovery order. */
  files: SourceFile[];
  includeProblems: IncludeProblem[];
}

/** Loads a configuration file; the caller decides whether it comes from disk or an editor buffer. */
export type SourceLoader = (relPath: string) => Promise<SourceFile>;

const MAX_INCLUDE_DEPTH = 32;

export function workspaceSourceLoader(ws: Workspace): SourceLoader {
  return async (relPath) => new SourceFile(relPath, await ws.readFile(relPath));
}

export async function composeConfiguration(docs: SourceFile, load: SourceLoader): Promise<ComposeResult> {
  const loaded = await preloadIncludes(docs, load);
  const files: SourceFile[] = [docs];
  const includeProblems: IncludeProblem[] = [];

  const build = (file: SourceFile, json: JsonNode, chain: string[]): ComposedNode => {
    switch (json.type) {
      case 'array': {
        const children = json.children ?? [];
        const items: ComposedNode[] = new Array(children.length);
        for (let i = 0; i < children.length; i++) items[i] = build(file, children[i], chain);
        return { type: 'array', filePath: file.path, json, items };
      }
      case 'object':
        return buildObject(file, json, chain);
      default:
        return { type: json.type as JsonType, filePath: file.path, json, value: json.value };
    }
  };

  /** `topLevel`: the object is docs.json's top level, so what an include there holds must be an object too. */
  const buildObject = (file: SourceFile, json: JsonNode, chain: string[], topLevel = false): ComposedNode => {
    const properties = new Map<string, ComposedProperty>();
    const shadowed: ComposedProperty[] = [];
    let refProperty: JsonNode | undefined;
    for (const member of json.children ?? []) {
      const [keyNode, valueNode] = member.children ?? [];
      if (!keyNode || !valueNode) continue; // recovered from a syntax error: already reported
      const key = String(keyNode.value);
      if (key === '$ref') {
        refProperty = member;
        continue;
      }
      const entry: ComposedProperty = {
        key,
        keyNode,
        propertyNode: member,
        filePath: file.path,
        value: build(file, valueNode, chain),
      };
      const previous = properties.get(key);
      if (previous) {
        shadowed.push(previous);
        properties.delete(key); // re-insert so the order is that of the winning occurrence
      }
      properties.set(key, entry);
    }
    const own: ComposedNode = { type: 'object', filePath: file.path, json, properties };
    if (shadowed.length > 0) own.shadowed = shadowed;
    if (!refProperty) return own;

    const refValue = refProperty.children![1];
    const problem = (message: string) => {
      includeProblems.push({ file, node: refValue, message });
      own.includeFailed = true;
      return own;
    };
    const target = includeTarget(file, refValue);
    if (!target.ok) return problem(target.message);
    const { ref, path } = target;
    if (chain.includes(path)) return problem(`include "${ref}" is cyclic: ${[...chain, path].join(' -> ')}`);
    if (chain.length >= MAX_INCLUDE_DEPTH)
      return problem(`include "${ref}" is nested more than ${MAX_INCLUDE_DEPTH} includes deep`);
    const included = loaded.get(path);
    if (!included || WorkspaceError.is(included)) {
      const why = !included || included.code === 'not-found' ? 'the file does not exist' : included.message;
      return problem(`include "${ref}" cannot be read (${path}): ${why}`);
    }
    if (!files.includes(included)) files.push(included);
    if (included.notParsedReason) return problem(`include "${ref}" cannot be used: ${included.notParsedReason}`);
    if (!included.root) return problem(`include "${ref}" is empty or not JSON`);
    const content = build(included, included.root, [...chain, path]);
    if (content.type !== 'object') {
      if (topLevel)
        return problem(
          `include "${ref}" holds ${describeJsonValue(content.json)}, but the top level of ${docs.path} must be an object with the site's settings`,
        );
      if (properties.size > 0)
        return problem(
          `include "${ref}" holds ${describeJsonValue(content.json)}, so the keys beside "$ref" cannot be merged into it`,
        );
      return { ...content, includedFrom: included.path };
    }
    // Included keys first, the siblings of $ref override them.
    const merged = new Map(content.properties!);
    for (const [key, entry] of properties) {
      merged.delete(key);
      merged.set(key, entry);
    }
    const result: ComposedNode = {
      type: 'object',
      filePath: file.path,
      json,
      properties: merged,
      includedFrom: included.path,
    };
    const allShadowed = [...(content.shadowed ?? []), ...shadowed];
    if (allShadowed.length > 0) result.shadowed = allShadowed;
    return result;
  };

  let root: ComposedNode | undefined;
  if (docs.root && !docs.notParsedReason) {
    if (docs.root.type === 'object') root = buildObject(docs, docs.root, [docs.path], true);
    else
      includeProblems.push({
        file: docs,
        node: docs.root,
        message: notAnObjectMessage(docs.path, docs.root),
        ruleId: 'json-syntax',
      });
  }
  return { root, files, includeProblems };
}

type IncludeTarget = { ok: true; ref: string; path: string } | { ok: false; message: string };

/** Where a `$ref` value points, or why it cannot be followed. Checked as text before any file access. */
function includeTarget(file: SourceFile, refValue: JsonNode): IncludeTarget {
  if (refValue.type !== 'string')
    return { ok: false, message: '"$ref" must be a string naming a JSON file, e.g. "./navigation.json"' };
  const ref = String(refValue.value);
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref))
    return { ok: false, message: `include "${ref}" is a URL; only files inside the docs folder can be included` };
  if (ref.includes('#'))
    return {
      ok: false,
      message: `include "${ref}" uses a JSON pointer ("#"), which is not supported; include a whole file`,
    };
  const target = joinInsideRoot(dirnameOf(file.path), ref);
  if (!target.ok)
    return { ok: false, message: `include "${ref}" cannot be used: ${describeUnsafeReason(target.reason)}` };
  return { ok: true, ref, path: target.path };
}

/** Reads every file reachable through `$ref`s (a handful), so that the tree itself is built synchronously. */
async function preloadIncludes(
  docs: SourceFile,
  load: SourceLoader,
): Promise<Map<string, SourceFile | WorkspaceError>> {
  const loaded = new Map<string, SourceFile | WorkspaceError>([[docs.path, docs]]);
  let frontier: SourceFile[] = [docs];
  for (let depth = 0; frontier.length > 0 && depth <= MAX_INCLUDE_DEPTH; depth++) {
    const wanted = new Set<string>();
    for (const file of frontier) {
      for (const refValue of refValues(file.root)) {
        const target = includeTarget(file, refValue);
        if (target.ok && !loaded.has(target.path)) wanted.add(target.path);
      }
    }
    const next: SourceFile[] = [];
    await Promise.all(
      [...wanted].map(async (path) => {
        try {
          const f = await load(path);
          loaded.set(path, f);
          next.push(f);
        } catch (e) {
          // A file that is not UTF-8 is kept as a file that cannot be parsed, so its first bad byte gets a
          // diagnostic in that file.
          if (NotUtf8Error.is(e)) loaded.set(path, undecodableFile(e));
          else
            loaded.set(
              path,
              WorkspaceError.is(e) ? e : new WorkspaceError('io', path, String((e as Error)?.message ?? e)),
            );
        }
      }),
    );
    frontier = next;
  }
  return loaded;
}

/** Values of every `"$ref"` member in a tree, found iteratively. */
function refValues(root: JsonNode | undefined): JsonNode[] {
  const out: JsonNode[] = [];
  const stack = root ? [root] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'property') {
      const [key, value] = node.children ?? [];
      if (key?.value === '$ref' && value) out.push(value);
      if (value && (value.type === 'object' || value.type === 'array')) stack.push(value);
    } else if (node.children) {
      for (const child of node.children) stack.push(child);
    }
  }
  return out;
}
