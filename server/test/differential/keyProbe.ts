// Asks Mintlify's validator what it does with one key on one object: its zod schemas drop keys they do not know
// (or, on strict objects, reject them), so setting the key and comparing the validator's output with its input tells
// whether the key is kept, stripped or rejected. Candidate values for a key are sampled from the JSON Schema the
// package derives from the same zod schemas; the verdict always comes from running the validator.
import type { MintlifyModule, ZodIssue, ZodSchema } from './mintlify';
import { enumValues, propertySchemas, schemaSamples } from './jsonSchemaSamples';
import type { Path } from './schemaAt';

/**
 * kept: some value survives under the key. stripped: accepted, but the key is gone. dropped: accepted, but the
 * whole object is gone (Mintlify drops an invalid division content or group `openapi` instead of failing).
 * rejected: no value is accepted.
 */
export type Verdict = 'kept' | 'stripped' | 'dropped' | 'rejected';

export interface Probe {
  verdict: Verdict;
  /** Values the validator kept (all of them when asked for every value; else the first). */
  keptValues: unknown[];
  /** The first issue when every value was rejected. */
  issue?: string;
}

type Obj = Record<string, unknown>;

interface Run {
  accepted: boolean;
  data?: unknown;
  issue?: string;
  /** Keys the validator named as unknown on the object at the probed path (strict objects). */
  unrecognized: string[];
}

export function valueAt(doc: unknown, path: Path): unknown {
  let cur = doc;
  for (const seg of path) cur = cur === null || typeof cur !== 'object' ? undefined : (cur as Obj)[seg];
  return cur;
}

export function isPlainObject(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

const samePath = (a: readonly (string | number)[], b: Path) => a.length === b.length && a.every((s, i) => s === b[i]);

export class KeyProber {
  private readonly byName: Map<string, unknown[]>;
  private readonly objects: Set<string>[] = [];
  private readonly values = new Map<string, unknown[]>();
  private readonly enums = new Map<string, unknown[]>();
  /** Number of validator runs, reported by the test. */
  runs = 0;

  constructor(readonly m: MintlifyModule) {
    this.byName = propertySchemas(m.docsConfigJsonSchema, this.objects);
  }

  /**
   * Names Mintlify's JSON Schema gives to objects that have all of `present` (a tab's keys are those of the objects
   * with a `tab` key): the keys worth asking one by one on a union, where a wrong value can hide a known key.
   */
  namesBeside(present: readonly string[]): Set<string> {
    const out = new Set<string>();
    for (const o of this.objects) if (present.every((k) => o.has(k))) for (const k of o) out.add(k);
    return out;
  }

  /** Every value a Mintlify enumeration names for `key`, anywhere (each one must be accepted where it is kept). */
  enumValuesFor(key: string): unknown[] {
    let vs = this.enums.get(key);
    if (!vs) {
      const root = this.m.docsConfigJsonSchema;
      vs = [...new Set((this.byName.get(key) ?? []).flatMap((s) => enumValues(s, root)))];
      this.enums.set(key, vs);
    }
    return vs;
  }

  private settingSchema(theme: unknown, key: string | number): ZodSchema | undefined {
    if (typeof key !== 'string') return undefined;
    const shape = this.m.docsConfigSchema.options.find((o) => o.shape.theme.value === theme)?.shape;
    return shape && Object.prototype.hasOwnProperty.call(shape, key) ? shape[key] : undefined;
  }

  /** Every property name Mintlify's JSON Schema mentions anywhere. */
  names(): string[] {
    return [...this.byName.keys()];
  }

  /** Candidate values for `key`: samples of every subschema Mintlify files under that name, else `true`. */
  valuesFor(key: string): unknown[] {
    let vs = this.values.get(key);
    if (!vs) {
      const seen = new Set<string>();
      vs = [];
      for (const s of this.byName.get(key) ?? []) {
        for (const v of schemaSamples(s, this.m.docsConfigJsonSchema)) {
          const k = JSON.stringify(v);
          if (!seen.has(k)) {
            seen.add(k);
            vs.push(v);
          }
        }
      }
      if (vs.length === 0) vs.push(true);
      this.values.set(key, vs);
    }
    return vs;
  }

  /**
   * One run of the validator. An object below the top level is checked by the schema the validator uses for that
   * top-level key (of the document's theme), which is what checking the whole file does for it, only faster.
   */
  private run(doc: Obj, path: Path): Run {
    this.runs++;
    const top = path.length > 0 ? this.settingSchema(doc.theme, path[0]) : undefined;
    let r: { success: boolean; data?: unknown; error?: { issues: ZodIssue[] } };
    if (top) {
      const key = path[0] as string;
      const part = top.safeParse(structuredClone(doc[key]));
      r = part.success
        ? { success: true, data: { ...doc, [key]: part.data } }
        : { success: false, error: { issues: part.error!.issues.map((i) => ({ ...i, path: [key, ...i.path] })) } };
    } else r = this.m.validateDocsConfig(structuredClone(doc));
    if (r.success) return { accepted: true, data: r.data, unrecognized: [] };
    const issues = r.error?.issues ?? [];
    const first = issues[0];
    return {
      accepted: false,
      issue: first ? `${first.path.join('.')}: ${first.message}` : 'rejected',
      // Unknown keys of a strict object, and key names a map refuses (footer socials: not a known platform).
      unrecognized: [
        ...issues.filter((i) => i.code === 'unrecognized_keys' && samePath(i.path, path)).flatMap((i) => i.keys ?? []),
        ...issues
          .filter((i) => i.code === 'invalid_enum_value' && samePath(i.path.slice(0, -1), path))
          .filter((i) => i.received === i.path[i.path.length - 1])
          .map((i) => String(i.received)),
      ],
    };
  }

  /**
   * Sets `key` on the object at `path` to each candidate value in turn. Kept when some value survives validation
   * under that key; stripped when values are accepted but none survives; rejected when no value is accepted (at
   * once when the validator names the key as unknown: no value can help).
   */
  probe(doc: Obj, path: Path, key: string, opts: { values?: unknown[]; all?: boolean } = {}): Probe {
    const values = opts.values ?? this.valuesFor(key);
    const keptValues: unknown[] = [];
    let accepted = false;
    let dropped = false;
    let issue: string | undefined;
    for (const value of values) {
      const d = structuredClone(doc);
      const host = valueAt(d, path);
      if (!isPlainObject(host)) throw new Error(`no object at ${path.join('.')}`);
      host[key] = value;
      const r = this.run(d, path);
      if (!r.accepted) {
        issue ??= r.issue;
        if (r.unrecognized.includes(key)) break;
        continue;
      }
      const out = valueAt(r.data, path);
      if (!isPlainObject(out)) {
        dropped = true;
        continue;
      }
      accepted = true;
      // (A value the validator swaps for nothing, as a group's invalid `openapi`, is not kept.)
      if (out[key] !== undefined) {
        keptValues.push(value);
        if (!opts.all) break;
      }
    }
    if (keptValues.length) return { verdict: 'kept', keptValues };
    if (accepted) return { verdict: 'stripped', keptValues };
    return dropped ? { verdict: 'dropped', keptValues } : { verdict: 'rejected', keptValues, issue };
  }

  /**
   * Every key of `keys` at once, each with its first candidate value. Only right on an object that is not a union
   * of variants: there a known key with a wrong value fails the document, so a key the validator accepts and drops
   * is unknown. Keys the validator names as unknown are set aside; any other failure splits the keys in two; a
   * single key left is probed on its own with all its values. Returns undefined when the object turns out to be a
   * union (keys dropped beside some keys are kept without them: fonts with `family`, or with `heading`/`body`).
   */
  probeMany(doc: Obj, path: Path, keys: string[], out = new Map<string, Probe>()): Map<string, Probe> | undefined {
    if (keys.length === 0) return out;
    if (keys.length === 1) return out.set(keys[0], this.probe(doc, path, keys[0]));
    const r = this.runWith(doc, path, keys);
    const hostOut = r.accepted ? valueAt(r.data, path) : undefined;
    if (isPlainObject(hostOut)) {
      const dropped = keys.filter((k) => hostOut[k] === undefined);
      if (this.keepsSomeAlone(doc, path, dropped)) return undefined;
      for (const k of keys) {
        const kept = !dropped.includes(k);
        out.set(k, { verdict: kept ? 'kept' : 'stripped', keptValues: kept ? [this.valuesFor(k)[0]] : [] });
      }
      return out;
    }
    const unknown = keys.filter((k) => r.unrecognized.includes(k));
    for (const k of unknown) out.set(k, { verdict: 'rejected', keptValues: [], issue: r.issue });
    const rest = keys.filter((k) => !r.unrecognized.includes(k));
    if (unknown.length) return this.probeMany(doc, path, rest, out);
    const half = Math.ceil(rest.length / 2);
    return this.probeMany(doc, path, rest.slice(0, half), out) && this.probeMany(doc, path, rest.slice(half), out);
  }

  /** Whether the validator keeps some of `keys` when they are written without the others (leaving out unknowns). */
  private keepsSomeAlone(doc: Obj, path: Path, keys: string[]): boolean {
    let rest = keys;
    while (rest.length > 1) {
      const r = this.runWith(doc, path, rest);
      const out = r.accepted ? valueAt(r.data, path) : undefined;
      if (isPlainObject(out)) return rest.some((k) => out[k] !== undefined);
      const known = rest.filter((k) => !r.unrecognized.includes(k));
      if (known.length === rest.length) return false;
      rest = known;
    }
    return false;
  }

  private runWith(doc: Obj, path: Path, keys: string[]): Run {
    const d = structuredClone(doc);
    const host = valueAt(d, path) as Obj;
    for (const k of keys) host[k] = this.valuesFor(k)[0];
    return this.run(d, path);
  }
}
