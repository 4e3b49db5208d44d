// A full OpenAPI validation result as the lint cache file holds it, checked on the way in like every entry of that
// file: only what docsjson writes is taken (a crafted file yields nothing, never a wrong shape).
import type { DeepValidationResult, Range, SpecError } from '../core';

const HASH = /^[A-Za-z0-9_-]{43}$/;

export function validationOfCacheEntry(value: unknown): DeepValidationResult | undefined {
  if (!isObject(value)) return undefined;
  const { status, errors, inputs } = value;
  if (status !== 'valid' && status !== 'invalid') return undefined;
  if (!Array.isArray(errors) || !isObject(inputs)) return undefined;
  const checkedInputs: Record<string, string> = {};
  for (const [file, hash] of Object.entries(inputs)) {
    if (typeof hash !== 'string' || !HASH.test(hash) || file === '') return undefined;
    checkedInputs[file] = hash;
  }
  if (Object.keys(checkedInputs).length === 0) return undefined;
  const checkedErrors: SpecError[] = [];
  for (const e of errors) {
    const error = specErrorOf(e);
    if (!error) return undefined;
    checkedErrors.push(error);
  }
  return { status, errors: checkedErrors, inputs: checkedInputs };
}

function specErrorOf(value: unknown): SpecError | undefined {
  if (!isObject(value) || typeof value.message !== 'string') return undefined;
  const error: SpecError = { message: value.message };
  if (value.file !== undefined) {
    if (typeof value.file !== 'string') return undefined;
    error.file = value.file;
  }
  if (value.code !== undefined) {
    if (typeof value.code !== 'string') return undefined;
    error.code = value.code as SpecError['code'];
  }
  if (value.severity !== undefined) {
    if (value.severity !== 'warning' && value.severity !== 'info' && value.severity !== 'error') return undefined;
    error.severity = value.severity;
  }
  if (value.range !== undefined) {
    const range = rangeOf(value.range);
    if (!range) return undefined;
    error.range = range;
  }
  return error;
}

function rangeOf(value: unknown): Range | undefined {
  if (!isObject(value)) return undefined;
  const start = positionOf(value.start);
  const end = positionOf(value.end);
  return start && end ? { start, end } : undefined;
}

function positionOf(value: unknown): Range['start'] | undefined {
  if (!isObject(value)) return undefined;
  const { line, character } = value;
  return isCount(line) && isCount(character) ? { line, character } : undefined;
}

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
