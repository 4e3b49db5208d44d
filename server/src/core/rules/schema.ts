// schema: structure of docs.json (types, required fields, enums) from the JSON Schema, one readable message per
// problem, placed on the key or the value it is about, in the file (docs.json or an include) where it is written.
import { nodeAtPath, propertyAtPath, stringProp, toPlainValue } from '../model/composedTree';
import { DIVISION_KEYS, KIND_OF_ARRAY, LABEL_KEY, kindName } from '../model/navigationKinds';
import type { ComposedNode } from '../model/composedTree';
import type { SiteModel } from '../model/siteModel';
import { validateDocsJson } from '../schema/schemaValidator';
import { defineRule } from './defineRule';

export const schemaRule = defineRule({
  id: 'schema',
  defaultSeverity: 'error',
  description: 'A value has the wrong type or shape, or a required field is missing.',
  reads: 'config',
  check({ model, report }) {
    let globalItems: Set<string> | undefined;
    let languageNodes: Set<ComposedNode> | undefined;
    for (const issue of validateDocsJson(plainValue(model))) {
      const last = issue.path[issue.path.length - 1];
      // Language codes get their own rule with "did you mean" candidates: the code of a language node, not a
      // "language" key where none is read (on a strict object that is an unknown key the builder fails on).
      if (last === 'language' && typeof valueAt(model.root, issue.path)?.value === 'string') {
        languageNodes ??= new Set(model.containers.filter((c) => c.kind === 'language').map((c) => c.node));
        if (languageNodes.has(nodeAtPath(model.root, issue.path.slice(0, -1))!)) continue;
      }
      // So do the links of global items (global-anchor-relative), where the model knows them.
      if (last === 'href' && typeof valueAt(model.root, issue.path)?.value === 'string') {
        globalItems ??= new Set(model.containers.filter((c) => c.global).map((c) => JSON.stringify(c.path)));
        if (globalItems.has(JSON.stringify(issue.path.slice(0, -1)))) continue;
      }
      // The content of an include that could not be read is unknown: the include rule has said why.
      if (nearestNode(model.root, issue.path).includeFailed) continue;
      const dropped = droppedByBuilder(model.root, issue.path);
      const message = dropped
        ? `${issue.message}; the builder does not fail on this but drops ${dropped} without a word`
        : issue.message;
      const severity = dropped ? 'warning' : undefined;
      if (issue.on === 'key') {
        const property = propertyAtPath(model.root, issue.path);
        if (property) {
          report.atNode(property.filePath, property.keyNode, message, undefined, severity);
          continue;
        }
      }
      report.at(nearestNode(model.root, issue.path), message, undefined, severity);
    }
  },
});

/**
 * The configuration as plain data. Without includes or syntax errors it is exactly JSON.parse of docs.json (same
 * last-wins duplicates, `__proto__` as an own key), which is several times faster than walking the tree.
 */
function plainValue(model: SiteModel): unknown {
  const docs = model.docs;
  if (model.files.length === 1 && docs.syntaxErrors.length === 0 && docs.text.charCodeAt(0) !== 0xfeff) {
    try {
      return JSON.parse(docs.text);
    } catch {
      // fall through: the tree is the truth
    }
  }
  return toPlainValue(model.root);
}

/** Array keys whose items are division nodes (tab, anchor, dropdown, product, version, language, menu item). */
const DIVISION_ARRAY_KEYS = new Set(Object.keys(KIND_OF_ARRAY).filter((key) => KIND_OF_ARRAY[key] !== 'group'));
const CONTENT_KEYS = new Set([...DIVISION_KEYS, 'menu']);

/**
 * Mintlify's builder tries each form of a division node (tab, anchor, dropdown, product, version, language, menu
 * item) in turn, the last without content: invalid content below such a node makes it drop that content silently
 * instead of failing. It also drops a group's `openapi` or `asyncapi` that is not a valid spec reference (found by
 * the differential tests against its validator). The site builds, so these are warnings naming what goes; undefined
 * when the problem is not in such a place.
 */
function droppedByBuilder(root: ComposedNode, path: readonly (string | number)[]): string | undefined {
  for (let i = path.length - 1; i >= 2; i--) {
    const key = String(path[i]);
    if (key !== 'openapi' && key !== 'asyncapi') continue;
    if (typeof path[i - 1] !== 'number' || KIND_OF_ARRAY[String(path[i - 2])] !== 'group') continue;
    // (Only a group inside a navigation list: `pages` also names a group's own entries, which are groups too.)
    const label = stringProp(nodeAtPath(root, path.slice(0, i)), 'group');
    return `the "${key}" of ${label !== undefined ? `group "${label}"` : 'this group'}`;
  }
  for (let i = path.length - 3; i >= 0; i--) {
    const arrayKey = String(path[i]);
    if (!DIVISION_ARRAY_KEYS.has(arrayKey) || typeof path[i + 1] !== 'number' || !CONTENT_KEYS.has(String(path[i + 2])))
      continue;
    const kind = KIND_OF_ARRAY[arrayKey];
    const label = stringProp(nodeAtPath(root, path.slice(0, i + 2)), LABEL_KEY[kind]!);
    return `the content of ${label !== undefined ? `${kindName(kind)} "${label}"` : `this ${kindName(kind)}`}`;
  }
  return undefined;
}

function valueAt(root: ComposedNode, path: readonly (string | number)[]): ComposedNode | undefined {
  return nodeAtPath(root, path);
}

/** The node at the path, or its nearest ancestor that exists (a required key that is missing points at its object). */
function nearestNode(root: ComposedNode, path: readonly (string | number)[]): ComposedNode {
  for (let n = path.length; n >= 0; n--) {
    const node = nodeAtPath(root, path.slice(0, n));
    if (node) return node;
  }
  return root;
}
