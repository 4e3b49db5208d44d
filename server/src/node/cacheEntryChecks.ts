// Checks of what the lint cache file holds, built from small parts: the file may be truncated, written by another
// program, or crafted, so every value is checked to be exactly of the shape docsjson writes before it is used.
export type Check = (value: unknown) => boolean;

export const isString: Check = (v) => typeof v === 'string';
export const isBoolean: Check = (v) => typeof v === 'boolean';
export const isOffset: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 0;
export const isInteger: Check = (v) => Number.isSafeInteger(v);
export const isNumber: Check = (v) => typeof v === 'number';

export function optional(check: Check): Check {
  return (v) => v === undefined || check(v);
}

export function listOf(check: Check): Check {
  return (v) => Array.isArray(v) && v.every(check);
}

export function oneOf(...values: string[]): Check {
  return (v) => values.includes(v as string);
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An object whose own fields pass their checks (fields not named are not allowed: they would be kept blindly). */
export function record(fields: Record<string, Check>): Check {
  const names = Object.keys(fields);
  const checks = names.map((name) => fields[name]);
  return (v) => {
    if (!isPlainObject(v)) return false;
    // Counting the named fields present and comparing with all the fields present finds any other field, without
    // looking each one up: a cache file holds a million of these objects.
    let present = 0;
    for (let i = 0; i < names.length; i++) {
      const value = v[names[i]];
      if (!checks[i](value)) return false;
      if (value !== undefined || Object.hasOwn(v, names[i])) present++;
    }
    let own = 0;
    for (const key in v) if (Object.hasOwn(v, key) && ++own > present) return false;
    return own === present;
  };
}

const position = record({ line: isOffset, character: isOffset });
export const range = record({ start: position, end: position });
