// What an editor feature may know about the site besides the edited file. Everything is optional except the file:
// a feature answers with what it has (no model while docs.json does not parse, no schema in some hosts).
import type { Node as JsonNode } from 'jsonc-parser';
import type { SourceFile } from '../json/sourceFile';
import type { JsonPath, NavContainer, NavNode, OpenApiSource, SiteModel } from '../model/siteModel';
import type { ComposedNode } from '../model/composedTree';
import type { OpenApiIndex, OperationInfo } from '../openapi/types';
import { findOperation } from '../openapi/findOperation';
import { parseMethodEntry } from '../openapi/methodEntry';
import type { SchemaNavigator } from './schemaNavigator';

/** What features read from the file set; the core's PageIndex has this shape. */
export interface SiteFiles {
  hasFile(relPath: string): boolean;
  /** Page paths without extension. */
  allPages(): Iterable<string>;
  /** The file that serves a canonical page path. */
  lookup(page: string): { file?: string };
  /** Every file (optional: completion of `openapi` values uses it when present). */
  allFiles?(): Iterable<string>;
}

export interface FeatureSite {
  /** The edited file (docs.json or an included file), parsed from the editor's current text. */
  file: SourceFile;
  /** The site model, when it was built from this same text (its files include `file`, node for node). */
  model?: SiteModel;
  /**
   * Builds the model for this text when `model` is absent (the host skipped it to answer fast). Returns the model
   * with its own parse of the file: positions are the same, nodes are not.
   */
  loadModel?: () => Promise<{ file: SourceFile; model?: SiteModel }>;
  /** The files under the docs root (the checker's PageIndex, kept from file events; never a stat per keystroke). */
  files?: SiteFiles;
  schema?: SchemaNavigator;
  /** The operations of a spec file, by root-relative path; undefined when it cannot be read. */
  specIndex?: (relPath: string) => Promise<OpenApiIndex | undefined>;
  /** Text of a file of the site (editor buffer or disk); undefined when it cannot be read. */
  readFile?: (relPath: string) => Promise<string | undefined>;
}

/** The model's navigation node written at a jsonc node of `site.file`, if the model is from this text. */
export function navNodeAt(site: FeatureSite, json: JsonNode | undefined): NavNode | undefined {
  if (!json || !site.model) return undefined;
  // Lookups are by node identity, so a model built from another text of this file finds nothing.
  return site.model.nodeForJson(json);
}

/** Page file (".mdx" preferred over ".md") of a canonical page path, from the file set. */
export function pageFileFor(files: SiteFiles | undefined, page: string): string | undefined {
  return files?.lookup(page).file;
}

/** First spec in force at a container (entries resolve against the first one only). */
export function firstSpec(container: NavContainer | undefined): OpenApiSource | undefined {
  return container?.openapi[0];
}

/** The operation a METHOD entry names (the core's lookup: own keys only, trailing slash tolerated). */
export function findOperationIn(index: OpenApiIndex, method: string, apiPath: string): OperationInfo | undefined {
  const found = findOperation(index, method, apiPath);
  return found.kind === 'found' ? found.operation : undefined;
}

/** "GET /users" / "webhook order.created" for an operation. */
export function endpointLabel(op: OperationInfo): string {
  return op.method === 'webhook' ? `webhook ${op.path}` : `${op.method.toUpperCase()} ${op.path}`;
}

/** Normalised key of a METHOD entry as written, for "already used" checks. */
export function endpointKey(value: string): string | undefined {
  const entry = parseMethodEntry(value);
  return entry ? `${entry.method} ${entry.path}` : undefined;
}

/** JSON path (in the composed configuration) where a file is included through `$ref`; iterative, first found. */
export function includePath(root: ComposedNode, relPath: string): JsonPath | undefined {
  let cached = includePaths.get(root);
  if (!cached) includePaths.set(root, (cached = new Map()));
  if (!cached.has(relPath)) cached.set(relPath, findIncludePath(root, relPath));
  return cached.get(relPath);
}

const includePaths = new WeakMap<ComposedNode, Map<string, JsonPath | undefined>>();

function findIncludePath(root: ComposedNode, relPath: string): JsonPath | undefined {
  const stack: Array<[ComposedNode, JsonPath]> = [[root, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (node.includedFrom === relPath) return path;
    if (node.type === 'object') for (const [key, p] of node.properties!) stack.push([p.value, [...path, key]]);
    else if (node.type === 'array') node.items!.forEach((item, i) => stack.push([item, [...path, i]]));
  }
  return undefined;
}
