// Works out what an expression of the docs stands for from the text alone: the values written in the file (strings,
// numbers, arrays, objects, JSX), the props a component is called with, and what plain functions written in the
// file make of them (`rows.map((r) => <tr>...</tr>)`, `entry.dt || "❌"`, `items.filter(...)`, a helper that returns
// a literal array). Nothing is run: this reads the syntax tree and computes with our own representation of values
// (JsxValue), so no code of the docs reaches the JavaScript engine, and there is nothing to reach from here: no
// globals, no I/O, no timers, no `this`. A fixed set of pure helpers (`map`, `join`, `Object.keys`...) is done by us
// (builtins.ts), over values of our own (jsValues.ts).
// React hooks give what a server render shows (the initial state; effects never run). Everything else
// (assignments, loops, `fetch`, `window`, unknown functions) is "unknown", with the reason the marker shows. Work is
// bounded: steps per page, nesting, call depth, and the size of strings and arrays made.
import type {
  CallExpression,
  Expression,
  MemberExpression,
  Node as EstreeNode,
  Pattern,
  SpreadElement,
  Statement,
} from 'estree-jsx';
import type { FunctionValue, JsxValue, RenderNode, Scope } from '../nodes';
import { globalFunction, HOST_NAMES, method, staticHelper } from './builtins';
import {
  MAX_ITEMS,
  MAX_STRING,
  NULL,
  asKey,
  asNumber,
  asString,
  binary,
  entriesOf,
  isNullish,
  itemsOf,
  lit,
  makeArray,
  makeObject,
  ownProperty,
  property,
  staticKey,
  truthy,
  typeOf,
  unknown,
} from './jsValues';

export { NULL, unknown } from './jsValues';

/** Turns JSX met while evaluating into nodes to render; `text` is the file the JSX is written in. */
export type JsxConverter = (expr: Expression, scope: Scope, text: string) => RenderNode[];

export interface EvalEnv {
  /** Text of the file being evaluated (for the source shown in markers). */
  text: string;
  convert: JsxConverter;
}

const MAX_STEPS = 200_000;
const MAX_DEPTH = 200;
const MAX_CALL_DEPTH = 32;

// One page renders synchronously, so one budget per page render (startEvaluation) is exact.
let steps = 0;
let depth = 0;
let calls = 0;

/** Starts the work budget of one page render. */
export function startEvaluation(): void {
  steps = 0;
  depth = 0;
  calls = 0;
}

/** The names a block of a function sees: its own (possibly not worked out yet), then its parent's. */
export class BlockScope implements Scope {
  private readonly own = new Map<string, JsxValue | (() => JsxValue)>();
  constructor(private readonly parent?: Scope) {}
  set(name: string, value: JsxValue | (() => JsxValue)): void {
    this.own.set(name, value);
  }
  /** A name whose value is worked out when first read (a `const` nobody reads never costs or fails anything). */
  setLazy(name: string, compute: () => JsxValue): void {
    let state: 'todo' | 'busy' | JsxValue = 'todo';
    this.own.set(name, () => {
      if (state === 'busy') return unknown(name, `"${name}" refers to itself`);
      if (state === 'todo') {
        state = 'busy';
        state = compute();
      }
      return state;
    });
  }
  get(name: string): JsxValue | undefined {
    if (this.own.has(name)) {
      const v = this.own.get(name)!;
      return typeof v === 'function' ? v() : v;
    }
    return this.parent?.get(name);
  }
}

export function evaluate(node: Expression | SpreadElement | Pattern, scope: Scope, env: EvalEnv): JsxValue {
  if (++steps > MAX_STEPS) return unknown(src(node, env), 'working it out takes too many steps');
  if (depth >= MAX_DEPTH) return unknown(src(node, env), 'it nests too deeply');
  depth++;
  try {
    return evaluateNode(node as Expression, scope, env);
  } finally {
    depth--;
  }
}

function evaluateNode(node: Expression, scope: Scope, env: EvalEnv): JsxValue {
  switch (node.type) {
    case 'Literal': {
      const v = node.value;
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v === null) return lit(v);
      return unknown(src(node, env), 'it is a regular expression or a big number');
    }
    case 'TemplateLiteral': {
      let out = node.quasis[0]?.value.cooked ?? '';
      for (let i = 0; i < node.expressions.length; i++) {
        const v = evaluate(node.expressions[i], scope, env);
        const s = asString(v);
        if (s === undefined)
          return v.kind === 'unknown' ? v : unknown(src(node, env), 'it puts a non-text value in text');
        out += s + (node.quasis[i + 1]?.value.cooked ?? '');
        if (out.length > MAX_STRING) return unknown(src(node, env), 'it makes a very long text');
      }
      return lit(out);
    }
    case 'Identifier':
      return identifier(node.name, scope, () => src(node, env));
    case 'ArrayExpression': {
      const items: JsxValue[] = [];
      for (const el of node.elements) {
        if (!el) items.push(NULL);
        else if (el.type === 'SpreadElement') {
          const spread = itemsOf(evaluate(el.argument, scope, env));
          if (!Array.isArray(spread)) return spread;
          items.push(...spread);
        } else items.push(evaluate(el, scope, env));
        if (items.length > MAX_ITEMS) return unknown(src(node, env), 'it makes a very long list');
      }
      return makeArray(items);
    }
    case 'ObjectExpression': {
      const entries = new Map<string, JsxValue>();
      for (const p of node.properties) {
        if (p.type === 'SpreadElement') {
          const spread = entriesOf(evaluate(p.argument, scope, env));
          if (!(spread instanceof Map)) return spread;
          for (const [k, v] of spread) entries.set(k, v);
          continue;
        }
        if (p.kind !== 'init') return unknown(src(node, env), 'it defines a getter or setter');
        const key = p.computed ? asKey(evaluate(p.key as Expression, scope, env)) : staticKey(p.key);
        if (key === undefined) return unknown(src(node, env), 'a key of the object is computed');
        entries.set(key, evaluate(p.value as Expression, scope, env));
      }
      return makeObject(entries);
    }
    case 'UnaryExpression': {
      if (node.operator === 'typeof') return lit(typeOf(evaluate(node.argument, scope, env)));
      if (node.operator === 'void') return NULL;
      const v = evaluate(node.argument, scope, env);
      if (v.kind === 'unknown') return v;
      if (node.operator === '!') return lit(!truthy(v));
      const n = asNumber(v);
      if (n === undefined) return unknown(src(node, env), 'it does arithmetic on something that is not a number');
      if (node.operator === '-') return lit(-n);
      if (node.operator === '+') return lit(n);
      return unknown(src(node, env), `it uses the operator ${node.operator}`);
    }
    case 'BinaryExpression':
      return binary(
        node.operator,
        evaluate(node.left as Expression, scope, env),
        evaluate(node.right, scope, env),
        () => src(node, env),
      );
    case 'LogicalExpression': {
      const left = evaluate(node.left, scope, env);
      if (left.kind === 'unknown') return left;
      if (node.operator === '&&') return truthy(left) ? evaluate(node.right, scope, env) : left;
      if (node.operator === '||') return truthy(left) ? left : evaluate(node.right, scope, env);
      return isNullish(left) ? evaluate(node.right, scope, env) : left;
    }
    case 'ConditionalExpression': {
      const test = evaluate(node.test, scope, env);
      if (test.kind === 'unknown') return test;
      return evaluate(truthy(test) ? node.consequent : node.alternate, scope, env);
    }
    case 'ChainExpression': {
      const v = evaluateChain(node.expression as Expression, scope, env);
      return v === SHORT ? NULL : v;
    }
    case 'MemberExpression':
    case 'CallExpression': {
      const v = evaluateChain(node, scope, env);
      return v === SHORT ? NULL : v;
    }
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return { kind: 'function', node, scope, text: env.text };
    case 'JSXElement':
    case 'JSXFragment':
      return { kind: 'nodes', nodes: env.convert(node, scope, env.text) };
    case 'SequenceExpression': {
      let last: JsxValue = NULL;
      for (const e of node.expressions) last = evaluate(e, scope, env);
      return last;
    }
    case 'AssignmentExpression':
    case 'UpdateExpression':
      return unknown(src(node, env), 'it changes a value');
    case 'AwaitExpression':
      return unknown(src(node, env), 'it waits for something to load');
    case 'NewExpression':
      return unknown(src(node, env), 'it creates an object with new');
    default:
      return unknown(src(node, env), `it uses ${describe(node.type)}`);
  }
}

/** Marks an optional chain (`a?.b`) that met null or undefined: the whole chain is undefined. */
const SHORT = Symbol('short-circuited');

function evaluateChain(node: Expression, scope: Scope, env: EvalEnv): JsxValue | typeof SHORT {
  if (node.type === 'MemberExpression') {
    const object = evaluateChain(node.object as Expression, scope, env);
    if (object === SHORT) return SHORT;
    if (object.kind === 'unknown') return object;
    if (node.optional && isNullish(object)) return SHORT;
    const key = memberKey(node, scope, env);
    if (key === undefined) return unknown(src(node, env), 'it reads a property whose name is computed');
    return property(object, key, () => src(node, env));
  }
  if (node.type === 'CallExpression') return call(node, scope, env);
  return evaluate(node, scope, env);
}

function memberKey(node: MemberExpression, scope: Scope, env: EvalEnv): string | undefined {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  return asKey(evaluate(node.property as Expression, scope, env));
}

// ---- names ------------------------------------------------------------------------------------------------------

function identifier(name: string, scope: Scope, source: () => string): JsxValue {
  if (name === 'undefined') return NULL;
  if (name === 'NaN') return lit(NaN);
  if (name === 'Infinity') return lit(Infinity);
  const v = scope.get(name);
  if (v !== undefined) return v;
  const host = Object.hasOwn(HOST_NAMES, name) ? HOST_NAMES[name] : undefined;
  return unknown(source(), host ?? `"${name}" is not defined in the file`);
}

// ---- calls ------------------------------------------------------------------------------------------------------

function call(node: CallExpression, scope: Scope, env: EvalEnv): JsxValue | typeof SHORT {
  const source = () => src(node, env);
  const args = (): JsxValue[] | JsxValue => {
    const out: JsxValue[] = [];
    for (const a of node.arguments) {
      if (a.type === 'SpreadElement') {
        const spread = itemsOf(evaluate(a.argument, scope, env));
        if (!Array.isArray(spread)) return spread;
        out.push(...spread);
      } else out.push(evaluate(a, scope, env));
    }
    return out;
  };
  const callee = node.callee;
  if (callee.type === 'MemberExpression') {
    const key = memberKey(callee, scope, env);
    if (key === undefined) return unknown(source(), 'it calls a method whose name is computed');
    // Helpers of the language on names the file does not define: Object.keys, Array.isArray, JSON.stringify, Math.
    if (callee.object.type === 'Identifier' && scope.get(callee.object.name) === undefined) {
      const given = args();
      if (!Array.isArray(given)) return given;
      return staticHelper(callee.object.name, key, given, source);
    }
    const receiver = evaluateChain(callee.object as Expression, scope, env);
    if (receiver === SHORT) return SHORT;
    if (receiver.kind === 'unknown') return receiver;
    if (callee.optional && isNullish(receiver)) return SHORT;
    const given = args();
    if (!Array.isArray(given)) return given;
    const own = ownProperty(receiver, key);
    if (own?.kind === 'function') return callFunction(own, given, env, source);
    return method(receiver, key, given, (f, a) => callFunction(f, a, env, source), source);
  }
  if (callee.type === 'Identifier' && scope.get(callee.name) === undefined) {
    const given = args();
    if (!Array.isArray(given)) return given;
    return globalFunction(callee.name, given, (f, a) => callFunction(f, a, env, source), source);
  }
  const fn = evaluate(callee as Expression, scope, env);
  if (fn.kind === 'unknown') return fn;
  if ((node as { optional?: boolean }).optional && isNullish(fn)) return SHORT;
  if (fn.kind !== 'function') return unknown(source(), 'it calls something that is not a function');
  const given = args();
  if (!Array.isArray(given)) return given;
  return callFunction(fn, given, env, source);
}

/** Calls a function written in the docs with these arguments (its parameters bound, its body worked out). */
export function callFunction(fn: FunctionValue, args: JsxValue[], env: EvalEnv, source: () => string): JsxValue {
  if (calls >= MAX_CALL_DEPTH) return unknown(source(), 'its functions call each other too deeply');
  calls++;
  try {
    const fnEnv = { text: fn.text, convert: env.convert };
    const scope = new BlockScope(fn.scope);
    for (let i = 0; i < fn.node.params.length; i++) {
      const param = fn.node.params[i];
      if (param.type === 'RestElement') {
        const bound = bind(param.argument, makeArray(args.slice(i)), scope, fnEnv);
        if (bound) return bound;
        break;
      }
      const bound = bind(param, args[i] ?? NULL, scope, fnEnv);
      if (bound) return bound;
    }
    const body = fn.node.body;
    if (body.type !== 'BlockStatement') return evaluate(body, scope, fnEnv);
    if (fn.node.async || fn.node.generator) return unknown(source(), 'it is an async function or a generator');
    const done = run(body.body, scope, fnEnv);
    return done.kind === 'return' ? done.value : done.kind === 'unknown' ? done.value : NULL;
  } finally {
    calls--;
  }
}

// ---- statements -------------------------------------------------------------------------------------------------

type Completion = { kind: 'normal' } | { kind: 'return'; value: JsxValue } | { kind: 'unknown'; value: JsxValue };

function run(statements: Statement[], scope: BlockScope, env: EvalEnv): Completion {
  // Functions declared in a block are visible from its start.
  for (const s of statements)
    if (s.type === 'FunctionDeclaration' && s.id)
      scope.set(s.id.name, { kind: 'function', node: s, scope, text: env.text });
  for (const s of statements) {
    if (++steps > MAX_STEPS)
      return { kind: 'unknown', value: unknown(src(s, env), 'working it out takes too many steps') };
    const done = statement(s, scope, env);
    if (done.kind !== 'normal') return done;
  }
  return { kind: 'normal' };
}

function statement(s: Statement, scope: BlockScope, env: EvalEnv): Completion {
  switch (s.type) {
    case 'VariableDeclaration':
      for (const d of s.declarations) {
        const init = d.init;
        const value = lazy(() => (init ? evaluate(init, scope, env) : NULL));
        if (d.id.type === 'Identifier') scope.setLazy(d.id.name, value);
        else for (const name of patternNames(d.id)) scope.setLazy(name, () => project(d.id, value(), name, scope, env));
      }
      return { kind: 'normal' };
    case 'FunctionDeclaration':
    case 'EmptyStatement':
      return { kind: 'normal' };
    case 'ReturnStatement':
      return { kind: 'return', value: s.argument ? evaluate(s.argument, scope, env) : NULL };
    case 'IfStatement': {
      const test = evaluate(s.test, scope, env);
      if (test.kind === 'unknown') return { kind: 'unknown', value: test };
      const branch = truthy(test) ? s.consequent : s.alternate;
      return branch ? statement(branch, scope, env) : { kind: 'normal' };
    }
    case 'BlockStatement':
      return run(s.body, new BlockScope(scope), env);
    case 'ExpressionStatement': {
      const e = s.expression;
      // What a server render skips: effects, logging, and directives such as "use client".
      if (e.type === 'Literal' && typeof e.value === 'string') return { kind: 'normal' };
      if (e.type === 'CallExpression' && isIgnoredCall(e)) return { kind: 'normal' };
      return { kind: 'unknown', value: unknown(src(s, env), `it runs \`${short(src(s, env))}\` for its effect`) };
    }
    default:
      return { kind: 'unknown', value: unknown(src(s, env), `it uses ${describe(s.type)}`) };
  }
}

function isIgnoredCall(e: CallExpression): boolean {
  const c = e.callee;
  if (c.type === 'Identifier') return c.name === 'useEffect' || c.name === 'useLayoutEffect';
  return c.type === 'MemberExpression' && c.object.type === 'Identifier' && c.object.name === 'console';
}

function lazy(compute: () => JsxValue): () => JsxValue {
  let done: JsxValue | undefined;
  return () => (done ??= compute());
}

/** Binds a parameter pattern to a value; returns an unknown value when the pattern cannot be read. */
function bind(pattern: Pattern, value: JsxValue, scope: BlockScope, env: EvalEnv): JsxValue | undefined {
  if (pattern.type === 'Identifier') {
    scope.set(pattern.name, value);
    return undefined;
  }
  for (const name of patternNames(pattern)) scope.setLazy(name, () => project(pattern, value, name, scope, env));
  return undefined;
}

/** The names a destructuring pattern binds. */
function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? patternNames(e) : []));
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) =>
        p.type === 'RestElement' ? patternNames(p.argument) : patternNames(p.value),
      );
    default:
      return [];
  }
}

/** The value `name` gets when `value` is destructured by `pattern` (undefined past the pattern). */
function project(pattern: Pattern, value: JsxValue, name: string, scope: Scope, env: EvalEnv): JsxValue {
  if (value.kind === 'unknown') return value;
  switch (pattern.type) {
    case 'Identifier':
      return pattern.name === name ? value : NULL;
    case 'AssignmentPattern':
      return project(pattern.left, isNullish(value) ? evaluate(pattern.right, scope, env) : value, name, scope, env);
    case 'ArrayPattern': {
      const items = itemsOf(value);
      if (!Array.isArray(items)) return items;
      for (let i = 0; i < pattern.elements.length; i++) {
        const e = pattern.elements[i];
        if (!e || !patternNames(e).includes(name)) continue;
        if (e.type === 'RestElement') return project(e.argument, makeArray(items.slice(i)), name, scope, env);
        return project(e, items[i] ?? NULL, name, scope, env);
      }
      return NULL;
    }
    case 'ObjectPattern': {
      const used = new Set<string>();
      for (const p of pattern.properties) {
        if (p.type === 'RestElement') {
          const entries = entriesOf(value);
          if (!(entries instanceof Map)) return entries;
          const rest = new Map([...entries].filter(([k]) => !used.has(k)));
          if (patternNames(p.argument).includes(name)) return project(p.argument, makeObject(rest), name, scope, env);
          continue;
        }
        const key = p.computed ? asKey(evaluate(p.key as Expression, scope, env)) : staticKey(p.key);
        if (key === undefined) return unknown(src(p, env), 'a destructured name is computed');
        used.add(key);
        if (patternNames(p.value).includes(name))
          return project(
            p.value,
            property(value, key, () => key),
            name,
            scope,
            env,
          );
      }
      return NULL;
    }
    default:
      return unknown(src(pattern, env), 'it destructures in a way not read here');
  }
}

function src(node: EstreeNode, env: EvalEnv): string {
  const { start, end } = node as EstreeNode & { start?: number; end?: number };
  return typeof start === 'number' && typeof end === 'number' ? env.text.slice(start, end) : '…';
}

function short(s: string): string {
  const one = s.replace(/\s+/g, ' ');
  return one.length > 40 ? `${one.slice(0, 37)}...` : one;
}

const DESCRIPTIONS: Record<string, string> = {
  ForStatement: 'a for loop',
  ForOfStatement: 'a for loop',
  ForInStatement: 'a for loop',
  WhileStatement: 'a while loop',
  DoWhileStatement: 'a loop',
  SwitchStatement: 'a switch statement',
  TryStatement: 'try/catch',
  ThrowStatement: 'throw',
  ClassExpression: 'a class',
  ClassDeclaration: 'a class',
  ThisExpression: 'this',
  TaggedTemplateExpression: 'a tagged template',
  YieldExpression: 'a generator',
  ImportExpression: 'a dynamic import',
  MetaProperty: 'import.meta',
};

function describe(type: string): string {
  return Object.hasOwn(DESCRIPTIONS, type) ? DESCRIPTIONS[type] : `syntax not read here (${type})`;
}
