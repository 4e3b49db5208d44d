// The objects of a configuration with what the schema says about their keys, found by walking the composed tree
// and the bundled schema together from a node (the top level, or a navigation node with the schema of its kind),
// with the branches of unions picked by the values written, as a validator does. An object is
// - 'open' when the schema describes its keys and allows others: the builder reads the keys described and drops
//   any other without a word (`api`, `api.playground`, `navbar.links[]`, an icon object, ...), which key-ignored
//   reports;
// - 'closed' when the schema rejects keys it does not describe (the builder fails on them: `colors`, spec objects,
//   `integrations`): the schema rule reports those;
// - 'map' when its keys are the author's own (`variables`, meta tags);
// - 'undescribed' when no object schema applies (a value of the wrong type: the schema rule says so).
// The schema's object descriptions follow Mintlify's validator key for key (server/test/differential/
// keyAgreement.test.ts holds them to it), so this is the one list of the keys the builder reads on these objects.
import { type ComposedNode } from '../model/composedTree';
import { DOCS_SCHEMA } from './bundledSchema';
import { SchemaBranches, type Schema, type SchemaObject, type ValueView } from './schemaBranches';

export type Path = readonly (string | number)[];

export interface ObjectKeys {
  node: ComposedNode;
  path: Path;
  kind: 'open' | 'closed' | 'map' | 'undescribed';
  /** Keys the schema describes there (those it rejects whatever the value are in `rejected`). */
  known: ReadonlySet<string>;
  /** Keys the schema rejects whatever their value (the schema rule reports them). */
  rejected: ReadonlySet<string>;
}

const COMPOSED_VIEW: ValueView<ComposedNode> = {
  type: (n) => (n.type === 'number' && Number.isInteger(n.value) ? 'integer' : n.type),
  leaf: (n) => n.value,
  keys: (n) => n.properties?.keys() ?? [],
  child: (n, segment) => (typeof segment === 'number' ? n.items?.[segment] : n.properties?.get(segment)?.value),
};

let branches: SchemaBranches<ComposedNode> | undefined;
/** A `$ref` to each definition asked for, made once: the walker keeps what it resolved by schema object. */
const definitions = new Map<string, SchemaObject>();

/**
 * The objects below `node` (not `node` itself), with what the schema says about their keys, parents first, each with
 * its path from `node`: the values of its keys but those `skip` names, walked with the schema of `definition` (a
 * name in the schema's `definitions`, such as a navigation kind: `tab`, `globalAnchor`) or, without one, the schema
 * of docs.json. An object whose include could not be read is left out (its content is unknown), with what is below.
 */
export function objectKeysBelow(
  node: ComposedNode,
  definition: string | undefined,
  skip: (key: string) => boolean = () => false,
): ObjectKeys[] {
  branches ??= new SchemaBranches(DOCS_SCHEMA as SchemaObject, COMPOSED_VIEW);
  const walker = branches;
  const out: ObjectKeys[] = [];
  if (node.type !== 'object' || node.includeFailed) return out;
  // Most navigation nodes hold only strings and lists of nodes: nothing to walk, no schema to look at.
  const properties = [...node.properties!.values()].filter(
    (p) => (p.value.type === 'object' || p.value.type === 'array') && !skip(p.key),
  );
  if (properties.length === 0) return out;
  let schema = definition === undefined ? (DOCS_SCHEMA as SchemaObject) : definitions.get(definition);
  if (!schema) definitions.set(definition!, (schema = { $ref: `#/definitions/${definition}` }));
  const top = walker.expand(schema, node);
  const stack: Array<{ node: ComposedNode; path: Path; schemas: Schema[] }> = [];
  const push = (child: ComposedNode, at: Path, schemas: () => Schema[]) => {
    if (child.type === 'object' || child.type === 'array') stack.push({ node: child, path: at, schemas: schemas() });
  };
  for (let i = properties.length - 1; i >= 0; i--) {
    const p = properties[i];
    push(p.value, [p.key], () => walker.propertySchemas(top, p.key));
  }
  while (stack.length > 0) {
    const { node, path, schemas } = stack.pop()!;
    if (node.includeFailed) continue;
    const applied = dedupe(schemas.flatMap((s) => walker.expand(s, node)));
    if (node.type === 'array') {
      const same = applied.some((s) => Array.isArray(s.items)) ? undefined : walker.itemSchemas(applied, 0);
      for (let i = node.items!.length - 1; i >= 0; i--)
        push(node.items![i], [...path, i], () => same ?? walker.itemSchemas(applied, i));
      continue;
    }
    out.push({ node, path, ...keysOfSchemas(applied) });
    const children = [...node.properties!.values()];
    for (let i = children.length - 1; i >= 0; i--) {
      const p = children[i];
      push(p.value, [...path, p.key], () => walker.propertySchemas(applied, p.key));
    }
  }
  return out;
}

type KeysOfSchemas = Pick<ObjectKeys, 'kind' | 'known' | 'rejected'>;

/** What a set of schemas says about keys, by the schemas' identities: a navigation repeats the same few sets. */
const described = new Map<string, KeysOfSchemas>();
const schemaIds = new WeakMap<SchemaObject, number>();
let nextSchemaId = 0;

function keysOfSchemas(schemas: readonly SchemaObject[]): KeysOfSchemas {
  const id = schemas
    .map((s) => {
      let n = schemaIds.get(s);
      if (n === undefined) schemaIds.set(s, (n = nextSchemaId++));
      return n;
    })
    .join(',');
  let keys = described.get(id);
  if (!keys) described.set(id, (keys = describeKeys(schemas)));
  return keys;
}

function describeKeys(schemas: readonly SchemaObject[]): KeysOfSchemas {
  const known = new Set<string>();
  const rejected = new Set<string>();
  let described = false;
  let closed = false;
  let map = false;
  for (const s of schemas) {
    if (s.additionalProperties === false || s.propertyNames !== undefined) closed = true;
    if (typeof s.additionalProperties === 'object' || s.additionalProperties === true || s.patternProperties)
      map = true;
    if (!s.properties) continue;
    described = true;
    for (const [key, p] of Object.entries(s.properties)) (isRejection(p) ? rejected : known).add(key);
  }
  for (const key of rejected) known.delete(key);
  const kind = closed ? 'closed' : map ? 'map' : described ? 'open' : 'undescribed';
  return { kind, known, rejected };
}

/** `false` or `{ not: {} }` (with annotations beside it): no value is accepted. */
function isRejection(p: Schema): boolean {
  if (p === false) return true;
  if (typeof p !== 'object' || p === null) return false;
  const not = p.not;
  return typeof not === 'object' && not !== null && Object.keys(not).length === 0;
}

function dedupe(schemas: SchemaObject[]): SchemaObject[] {
  return [...new Set(schemas)];
}
