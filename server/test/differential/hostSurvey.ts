// Surveys what Mintlify's validator does with every key on every object of docs.json: the objects are the
// navigation hosts of ./hosts.ts and every object Mintlify keeps below them (settings, icons, colours, spec
// objects, ...), found from the values it keeps; the keys are the ones our schema describes anywhere and the ones
// Mintlify's JSON Schema names anywhere. What our schema says about each object comes along (./schemaAt.ts).
import { Host, STRUCTURAL_KEYS, navigationHosts } from './hosts';
import { KeyProber, Probe, isPlainObject, valueAt } from './keyProbe';
import { Path, SchemaView, schemaViewAt } from './schemaAt';

type Obj = Record<string, unknown>;

/** A key no schema knows: tells whether unknown keys are stripped or rejected on an object. */
export const UNKNOWN_KEY = 'zzNotASetting';

export interface HostResult {
  host: Host;
  view: SchemaView;
  probes: Map<string, Probe>;
}

/** Mintlify refuses the value: the build fails, or drops the object the value sits in. */
export const refused = (v: string): boolean => v === 'rejected' || v === 'dropped';

export function withKey(doc: Obj, path: Path, key: string, value: unknown): Obj {
  const d = structuredClone(doc);
  (valueAt(d, path) as Obj)[key] = value;
  return d;
}

/** Two documents with the same keys (not values) at the same place host the same kind of object. */
function hostId(doc: Obj, path: Path): string {
  const at = valueAt(doc, path);
  const theme = path.length === 0 ? String(doc.theme) : '';
  return `${theme} ${path.join('.')} ${isPlainObject(at) ? Object.keys(at).sort().join(',') : ''}`;
}

/** Every property name the schema describes anywhere. */
function propertyNames(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => propertyNames(s, out));
  else if (isPlainObject(schema)) {
    if (isPlainObject(schema.properties)) for (const k of Object.keys(schema.properties)) out.add(k);
    Object.values(schema).forEach((s) => propertyNames(s, out));
  }
  return out;
}

export function surveyHosts(prober: KeyProber, schema: unknown): HostResult[] {
  const names = [...new Set([...prober.names(), ...propertyNames(schema)])].filter(
    (k) => k !== '$ref' && k !== UNKNOWN_KEY,
  );
  const results: HostResult[] = [];
  const queue = navigationHosts();
  const seen = new Set(queue.map((h) => hostId(h.doc, h.path)));
  while (queue.length) {
    const host = queue.shift()!;
    const view = schemaViewAt(schema, host.doc, host.path);
    const probes = new Map<string, Probe>();
    const unknown = prober.probe(host.doc, host.path, UNKNOWN_KEY, { values: [true, 'Label'] });
    probes.set(UNKNOWN_KEY, unknown);
    // A map of the author's own keys (variables, meta tags): no key is unknown there.
    if (unknown.verdict !== 'kept') {
      probeKeys(prober, host, names, probes);
      for (const child of childHosts(prober, host, names, probes)) {
        const id = hostId(child.doc, child.path);
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(child);
      }
    }
    // A key that needs another beside it (a font `source` needs its `format`) is asked again with it.
    for (const [key, deps] of view.needs) {
      if (!refused(probes.get(key)?.verdict ?? 'kept')) continue;
      const doc = structuredClone(host.doc);
      for (const dep of deps) (valueAt(doc, host.path) as Obj)[dep] = probes.get(dep)?.keptValues[0];
      probes.set(key, prober.probe(doc, host.path, key));
    }
    results.push({ host, view, probes });
  }
  return results;
}

/**
 * On a navigation node (a union of variants) the keys Mintlify's schema puts beside the node's own are asked one by
 * one with every candidate value; the others, like every key elsewhere, together (see KeyProber.probeMany).
 */
function probeKeys(prober: KeyProber, host: Host, names: string[], probes: Map<string, Probe>): void {
  const present = Object.keys(valueAt(host.doc, host.path) as Obj);
  const beside = host.union ? prober.namesBeside(present) : new Set<string>();
  const oneByOne = names.filter((k) => present.includes(k) || beside.has(k));
  const together = names.filter((k) => !oneByOne.includes(k));
  for (const key of oneByOne) probes.set(key, prober.probe(host.doc, host.path, key));
  if (!prober.probeMany(host.doc, host.path, together, probes))
    for (const key of together) probes.set(key, prober.probe(host.doc, host.path, key));
}

/** The objects Mintlify keeps as values of the host's keys (not its navigation content: hosts.ts has those). */
function childHosts(prober: KeyProber, host: Host, names: string[], probes: Map<string, Probe>): Host[] {
  const out: Host[] = [];
  if (!host.discover) return out;
  for (const key of names) {
    const structural = host.path[0] === 'navigation' ? STRUCTURAL_KEYS.has(key) : key === 'navigation';
    if (structural || probes.get(key)!.verdict !== 'kept') continue;
    for (const v of prober.probe(host.doc, host.path, key, { all: true }).keptValues) {
      const doc = withKey(host.doc, host.path, key, v);
      if (isPlainObject(v))
        out.push({ name: `${host.name} > ${key}`, doc, path: [...host.path, key], discover: true, union: false });
      else if (Array.isArray(v) && isPlainObject(v[0]))
        out.push({ name: `${host.name} > ${key}[]`, doc, path: [...host.path, key, 0], discover: true, union: false });
    }
  }
  return out;
}
