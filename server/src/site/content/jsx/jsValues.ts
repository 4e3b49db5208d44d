// Our own representation of the values a component of the docs computes with (JsxValue): how lists and objects are
// made and read, what counts as true, how text and numbers convert, and the operators. Property reads see own data
// only: no prototype, constructor or built-in object is ever reached (docs/security.md, "Components the docs
// define").
import type { Node as EstreeNode } from 'estree-jsx';
import type { JsxValue, Literal } from '../nodes';

export const MAX_STRING = 100_000;
export const MAX_ITEMS = 10_000;

export const NULL: JsxValue = { kind: 'literal', value: null };
export const lit = (value: Literal): JsxValue => ({ kind: 'literal', value });

export function unknown(source: string, reason: string): JsxValue {
  return { kind: 'unknown', source, reason };
}

/** An array value: plain data when every item is. */
export function makeArray(items: JsxValue[]): JsxValue {
  if (items.every((i) => i.kind === 'literal')) return lit(items.map((i) => (i as { value: Literal }).value));
  return { kind: 'array', items };
}

/** An object value: a null-prototype record when every entry is plain data (so `__proto__` stays a key). */
export function makeObject(entries: Map<string, JsxValue>): JsxValue {
  if ([...entries.values()].every((v) => v.kind === 'literal')) {
    const record: { [key: string]: Literal } = Object.create(null);
    for (const [k, v] of entries) record[k] = (v as { value: Literal }).value;
    return lit(record);
  }
  return { kind: 'object', entries };
}

export function isListValue(v: JsxValue): boolean {
  return v.kind === 'array' || (v.kind === 'literal' && Array.isArray(v.value));
}

/** The items of a list value, or an unknown value saying it is not one. */
export function itemsOf(v: JsxValue): JsxValue[] | JsxValue {
  if (v.kind === 'array') return v.items;
  if (v.kind === 'literal' && Array.isArray(v.value)) return v.value.map(lit);
  if (v.kind === 'literal' && typeof v.value === 'string') return [...v.value].map(lit);
  if (v.kind === 'unknown') return v;
  return unknown('…', 'it spreads or lists something that is not a list');
}

/** The entries of an object value. */
export function entriesOf(v: JsxValue): Map<string, JsxValue> | JsxValue {
  if (v.kind === 'object') return new Map(v.entries);
  if (v.kind === 'literal' && isRecord(v.value)) return new Map(Object.entries(v.value).map(([k, x]) => [k, lit(x)]));
  if (v.kind === 'literal' && (v.value === null || typeof v.value !== 'object')) return new Map();
  if (v.kind === 'array' || (v.kind === 'literal' && Array.isArray(v.value))) {
    const items = itemsOf(v) as JsxValue[];
    return new Map(items.map((x, i) => [String(i), x]));
  }
  return v.kind === 'unknown' ? v : unknown('…', 'it spreads something that is not an object');
}

export function isRecord(v: Literal): v is { [key: string]: Literal } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function ownProperty(v: JsxValue, key: string): JsxValue | undefined {
  if (v.kind === 'object') return v.entries.get(key);
  if (v.kind === 'literal' && isRecord(v.value) && Object.hasOwn(v.value, key)) return lit(v.value[key]);
  return undefined;
}

/** `object[key]`: own entries of objects, items and `length` of lists and text; undefined for anything else. */
export function property(object: JsxValue, key: string, source: () => string): JsxValue {
  if (object.kind === 'unknown') return object;
  if (isNullish(object)) return unknown(source(), `it reads .${key} of nothing (an error in the browser too)`);
  const own = ownProperty(object, key);
  if (own !== undefined) return own;
  if (object.kind === 'literal' && typeof object.value === 'string') {
    if (key === 'length') return lit(object.value.length);
    return /^\d+$/.test(key) ? lit(object.value[Number(key)] ?? null) : NULL;
  }
  if (isListValue(object)) {
    const items = itemsOf(object) as JsxValue[];
    if (key === 'length') return lit(items.length);
    return /^\d+$/.test(key) ? (items[Number(key)] ?? NULL) : NULL;
  }
  return NULL;
}

export function truthy(v: JsxValue): boolean {
  if (v.kind !== 'literal') return true;
  const x = v.value;
  return !(x === null || x === false || x === 0 || x === '' || (typeof x === 'number' && Number.isNaN(x)));
}

export function isNullish(v: JsxValue): boolean {
  return v.kind === 'literal' && v.value === null;
}

export function typeOf(v: JsxValue): string {
  if (v.kind === 'function') return 'function';
  if (v.kind !== 'literal') return 'object';
  if (v.value === null) return 'object';
  return typeof v.value === 'object' ? 'object' : typeof v.value;
}

export function asString(v: JsxValue): string | undefined {
  if (v.kind !== 'literal') return undefined;
  const x = v.value;
  if (typeof x === 'string') return x;
  if (typeof x === 'number' || typeof x === 'boolean') return String(x);
  if (x === null) return 'null';
  return undefined;
}

export function asNumber(v: JsxValue): number | undefined {
  if (v.kind !== 'literal') return undefined;
  if (typeof v.value === 'number') return v.value;
  if (typeof v.value === 'boolean') return Number(v.value);
  if (v.value === null) return 0;
  return undefined;
}

export function asKey(v: JsxValue): string | undefined {
  return v.kind === 'literal' && (typeof v.value === 'string' || typeof v.value === 'number')
    ? String(v.value)
    : undefined;
}

export function staticKey(key: EstreeNode): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value);
  return undefined;
}

export function sameValue(a: JsxValue, b: JsxValue): boolean {
  return (
    a.kind === 'literal' &&
    b.kind === 'literal' &&
    (typeof a.value !== 'object' || a.value === null) &&
    a.value === b.value
  );
}

export function binary(op: string, left: JsxValue, right: JsxValue, source: () => string): JsxValue {
  if (left.kind === 'unknown') return left;
  if (right.kind === 'unknown') return right;
  if (op === '===' || op === '!==' || op === '==' || op === '!=') {
    const loose = op.length === 2;
    const same = loose && isNullish(left) && isNullish(right) ? true : sameValue(left, right) || left === right;
    return lit(op.startsWith('!') ? !same : same);
  }
  if (op === '+') {
    const ls = left.kind === 'literal' && typeof left.value === 'string';
    const rs = right.kind === 'literal' && typeof right.value === 'string';
    if (ls || rs) {
      const a = asString(left);
      const b = asString(right);
      if (a === undefined || b === undefined) return unknown(source(), 'it adds text to a value that is not text');
      return a.length + b.length <= MAX_STRING ? lit(a + b) : unknown(source(), 'it makes a very long text');
    }
  }
  const a = asNumber(left);
  const b = asNumber(right);
  if (a === undefined || b === undefined) {
    if (
      (op === '<' || op === '>' || op === '<=' || op === '>=') &&
      left.kind === 'literal' &&
      right.kind === 'literal' &&
      typeof left.value === 'string' &&
      typeof right.value === 'string'
    )
      return lit(compare(op, left.value, right.value));
    return unknown(source(), `it uses ${op} on values that are not numbers`);
  }
  switch (op) {
    case '+':
      return lit(a + b);
    case '-':
      return lit(a - b);
    case '*':
      return lit(a * b);
    case '/':
      return lit(a / b);
    case '%':
      return lit(a % b);
    case '**':
      return lit(a ** b);
    case '<':
    case '>':
    case '<=':
    case '>=':
      return lit(compare(op, a, b));
  }
  return unknown(source(), `it uses the operator ${op}`);
}

export function compare<T extends number | string>(op: string, a: T, b: T): boolean {
  return op === '<' ? a < b : op === '>' ? a > b : op === '<=' ? a <= b : a >= b;
}

export function unknownOf(v: JsxValue, source: () => string, reason: string): JsxValue {
  return v.kind === 'unknown' ? v : unknown(source(), reason);
}
