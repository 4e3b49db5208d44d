// Reads JSX attribute values and `{expressions}` from the syntax tree: what they stand for is worked out by
// evaluate.ts from the file's own text (literals, props, the file's declarations, plain functions over them), never
// by running anything. What cannot be worked out is "unknown" and keeps its source text and the reason, for the
// marker.
import type { Expression, Program } from 'estree-jsx';
import type { JsxValue, Literal, Scope } from '../nodes';
import { evaluate, type EvalEnv } from './evaluate';

export type { EvalEnv } from './evaluate';

/** The one expression of an MDX expression's program; undefined when it is empty (a comment) or not one expression. */
export function expressionOf(program: Program | null | undefined): Expression | undefined | 'empty' {
  if (!program) return undefined;
  if (program.body.length === 0) return 'empty';
  const first = program.body[0];
  if (program.body.length !== 1 || first.type !== 'ExpressionStatement') return undefined;
  return first.expression;
}

/** What `expr` stands for; an unknown value shows `source` (the whole expression) with the reason found inside. */
export function readValue(expr: Expression, scope: Scope, source: string, env: EvalEnv): JsxValue {
  const v = evaluate(expr, scope, env);
  return v.kind === 'unknown' ? { kind: 'unknown', source, reason: v.reason } : v;
}

export function isRecord(v: Literal | undefined): v is { [key: string]: Literal } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A value as text: strings as they are, numbers and booleans printed, anything else undefined. */
export function valueText(v: JsxValue | undefined): string | undefined {
  if (!v || v.kind !== 'literal') return undefined;
  const x = v.value;
  if (typeof x === 'string') return x;
  if (typeof x === 'number' || typeof x === 'boolean') return String(x);
  return undefined;
}

/** A flag attribute: `required`, `required={true}`, `required="true"`. */
export function valueFlag(v: JsxValue | undefined): boolean {
  if (!v || v.kind !== 'literal') return false;
  return v.value === true || v.value === 'true';
}
