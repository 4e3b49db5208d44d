// The helpers a component of the docs may call, done by us over our own values: React's hooks as a server render
// sees them, `String`/`Number`/`Boolean`, `Object.keys`, `Array.isArray`, `JSON.stringify`, `Math.*`, and the methods
// of text and lists that make a new value (never one that changes a value in place). Anything else is named as the
// reason a component is not shown; names of the browser and of Node are never resolved.
import type { FunctionValue, JsxValue, Scope } from '../nodes';
import {
  MAX_ITEMS,
  MAX_STRING,
  NULL,
  asNumber,
  asString,
  entriesOf,
  isListValue,
  isNullish,
  itemsOf,
  lit,
  makeArray,
  makeObject,
  sameValue,
  truthy,
  typeOf,
  unknown,
  unknownOf,
} from './jsValues';

/** Calls a function written in the docs (evaluate.ts's callFunction, bound to the caller's place). */
export type Caller = (fn: FunctionValue, args: JsxValue[]) => JsxValue;

/** Names a browser or Node would resolve that are never run here, with the reason shown. */
export const HOST_NAMES: Record<string, string> = {
  window: 'it reads the browser window',
  document: 'it reads the page in the browser',
  localStorage: 'it reads the browser’s storage',
  navigator: 'it reads the browser',
  location: 'it reads the browser’s address',
  fetch: 'it loads data over the network',
  XMLHttpRequest: 'it loads data over the network',
  process: 'it reads the environment',
  require: 'it loads a module',
  eval: 'it runs code from text',
  Function: 'it runs code from text',
  setTimeout: 'it runs on a timer',
  setInterval: 'it runs on a timer',
  Date: 'it reads the clock',
};

const EMPTY_SCOPE: Scope = { get: () => undefined };
/** The setter useState hands out: calling it would change state, which a first render never does. */
const NOOP = {
  type: 'ArrowFunctionExpression',
  params: [],
  body: { type: 'Identifier', name: 'undefined' },
  expression: true,
  async: false,
  generator: false,
} as unknown as FunctionValue['node'];

/** React's hooks as a server render sees them: initial state, memoised values computed, effects not run. */
const HOOKS = new Set(['useState', 'useMemo', 'useCallback', 'useRef', 'useEffect', 'useLayoutEffect', 'useId']);

export function globalFunction(name: string, args: JsxValue[], call: Caller, source: () => string): JsxValue {
  const first = args[0] ?? NULL;
  switch (name) {
    case 'useState': {
      const initial = first.kind === 'function' ? call(first, []) : first;
      return makeArray([initial, { kind: 'function', node: NOOP, scope: EMPTY_SCOPE, text: '' }]);
    }
    case 'useMemo':
      return first.kind === 'function' ? call(first, []) : unknown(source(), 'useMemo without a function');
    case 'useCallback':
      return first;
    case 'useRef':
      return makeObject(new Map([['current', first]]));
    case 'useEffect':
    case 'useLayoutEffect':
      return NULL;
    case 'useId':
      return lit('dj-id');
    case 'String':
      return asString(first) !== undefined
        ? lit(asString(first)!)
        : unknownOf(first, source, 'it turns a value into text');
    case 'Number': {
      const n =
        asNumber(first) ??
        (first.kind === 'literal' && typeof first.value === 'string' ? Number(first.value) : undefined);
      return n !== undefined ? lit(n) : unknownOf(first, source, 'it turns a value into a number');
    }
    case 'Boolean':
      return first.kind === 'unknown' ? first : lit(truthy(first));
  }
  if (/^use[A-Z]/.test(name) && !HOOKS.has(name)) return unknown(source(), `it uses React's ${name}`);
  const host = Object.hasOwn(HOST_NAMES, name) ? HOST_NAMES[name] : undefined;
  return unknown(source(), host ?? `it calls ${name}, which is not defined in the file`);
}

export function staticHelper(object: string, key: string, args: JsxValue[], source: () => string): JsxValue {
  const first = args[0] ?? NULL;
  if (first.kind === 'unknown') return first;
  if (object === 'Array' && key === 'isArray') return lit(isListValue(first));
  if (object === 'Object' && (key === 'keys' || key === 'values' || key === 'entries')) {
    const entries = entriesOf(first);
    if (!(entries instanceof Map)) return entries;
    const list = [...entries];
    if (key === 'keys') return makeArray(list.map(([k]) => lit(k)));
    if (key === 'values') return makeArray(list.map(([, v]) => v));
    return makeArray(list.map(([k, v]) => makeArray([lit(k), v])));
  }
  if (object === 'JSON' && key === 'stringify' && first.kind === 'literal') {
    const text = JSON.stringify(first.value, null, asNumber(args[2] ?? NULL) ?? undefined);
    return text !== undefined && text.length <= MAX_STRING ? lit(text) : NULL;
  }
  if (object === 'Math') {
    const nums = args.map(asNumber);
    if (nums.every((n): n is number => n !== undefined)) {
      const fns: Record<string, (...n: number[]) => number> = {
        min: Math.min,
        max: Math.max,
        round: Math.round,
        floor: Math.floor,
        ceil: Math.ceil,
        abs: Math.abs,
      };
      if (Object.hasOwn(fns, key)) return lit(fns[key](...nums));
    }
  }
  const host = Object.hasOwn(HOST_NAMES, object) ? HOST_NAMES[object] : undefined;
  return unknown(source(), host ?? `it calls ${object}.${key}`);
}

/** Methods of strings and arrays that compute a new value (none that change one in place). */
export function method(
  receiver: JsxValue,
  key: string,
  args: JsxValue[],
  call: Caller,
  source: () => string,
): JsxValue {
  if (receiver.kind === 'literal' && typeof receiver.value === 'string')
    return stringMethod(receiver.value, key, args, source);
  const items = isListValue(receiver) ? itemsOf(receiver) : undefined;
  if (Array.isArray(items)) return arrayMethod(items, key, args, call, source);
  if (key === 'toString' && receiver.kind === 'literal' && typeof receiver.value === 'number')
    return lit(String(receiver.value));
  return unknown(
    source(),
    `it calls .${key}() on ${typeOf(receiver) === 'object' ? 'an object' : `a ${typeOf(receiver)}`}`,
  );
}

function stringMethod(s: string, key: string, args: JsxValue[], source: () => string): JsxValue {
  const str = (i: number) => asString(args[i] ?? NULL);
  const num = (i: number) => asNumber(args[i] ?? NULL);
  switch (key) {
    case 'toUpperCase':
      return lit(s.toUpperCase());
    case 'toLowerCase':
      return lit(s.toLowerCase());
    case 'trim':
      return lit(s.trim());
    case 'toString':
      return lit(s);
    case 'includes':
    case 'startsWith':
    case 'endsWith':
    case 'indexOf':
      return str(0) === undefined ? unknown(source(), `.${key}() with a value that is not text`) : lit(s[key](str(0)!));
    case 'slice':
    case 'substring':
      return lit(s[key](num(0) ?? 0, num(1) ?? undefined));
    case 'charAt':
      return lit(s.charAt(num(0) ?? 0));
    case 'split': {
      const sep = str(0);
      return sep === undefined
        ? unknown(source(), '.split() with a pattern')
        : makeArray(s.split(sep).slice(0, MAX_ITEMS).map(lit));
    }
    case 'replace':
    case 'replaceAll': {
      const from = str(0);
      const to = str(1);
      if (from === undefined || to === undefined) return unknown(source(), `.${key}() with a pattern or a function`);
      const out = key === 'replace' ? s.replace(from, () => to) : s.split(from).join(to);
      return out.length <= MAX_STRING ? lit(out) : unknown(source(), 'it makes a very long text');
    }
    case 'padStart':
    case 'padEnd': {
      const n = Math.min(num(0) ?? 0, MAX_STRING);
      return lit(s[key](n, str(1) ?? ' '));
    }
  }
  return unknown(source(), `it calls .${key}() on text`);
}

function arrayMethod(items: JsxValue[], key: string, args: JsxValue[], call: Caller, source: () => string): JsxValue {
  const fn = args[0];
  const each = (f: (result: JsxValue, item: JsxValue, i: number) => boolean | void): JsxValue | undefined => {
    if (fn?.kind !== 'function') return unknown(source(), `.${key}() without a function written in the file`);
    for (let i = 0; i < items.length; i++) {
      const r = call(fn, [items[i], lit(i), makeArray(items)]);
      if (r.kind === 'unknown') return r;
      if (f(r, items[i], i) === false) break;
    }
    return undefined;
  };
  switch (key) {
    case 'map': {
      const out: JsxValue[] = [];
      return each((r) => void out.push(r)) ?? makeArray(out);
    }
    case 'filter': {
      const out: JsxValue[] = [];
      return each((r, item) => void (truthy(r) && out.push(item))) ?? makeArray(out);
    }
    case 'find': {
      let found: JsxValue = NULL;
      return each((r, item) => (truthy(r) ? ((found = item), false) : true)) ?? found;
    }
    case 'findIndex': {
      let found = -1;
      return each((r, _item, i) => (truthy(r) ? ((found = i), false) : true)) ?? lit(found);
    }
    case 'some': {
      let any = false;
      return each((r) => (truthy(r) ? ((any = true), false) : true)) ?? lit(any);
    }
    case 'every': {
      let all = true;
      return each((r) => (truthy(r) ? true : ((all = false), false))) ?? lit(all);
    }
    case 'flatMap': {
      const out: JsxValue[] = [];
      return (
        each((r) => {
          const inner = isListValue(r) ? itemsOf(r) : undefined;
          if (Array.isArray(inner)) out.push(...inner);
          else out.push(r);
        }) ?? makeArray(out)
      );
    }
    case 'join': {
      const sep = args[0] === undefined || isNullish(args[0]) ? ',' : asString(args[0]);
      const parts = items.map((x) => (isNullish(x) ? '' : asString(x)));
      if (sep === undefined || parts.some((p) => p === undefined))
        return unknown(source(), '.join() of values that are not text');
      const out = parts.join(sep);
      return out.length <= MAX_STRING ? lit(out) : unknown(source(), 'it makes a very long text');
    }
    case 'slice':
      return makeArray(items.slice(asNumber(args[0] ?? NULL) ?? 0, asNumber(args[1] ?? NULL) ?? undefined));
    case 'concat': {
      const out = [...items];
      for (const a of args) {
        const more = isListValue(a) ? itemsOf(a) : [a];
        if (!Array.isArray(more)) return more;
        out.push(...more);
      }
      return out.length <= MAX_ITEMS ? makeArray(out) : unknown(source(), 'it makes a very long list');
    }
    case 'includes':
    case 'indexOf': {
      const i = items.findIndex((x) => sameValue(x, args[0] ?? NULL));
      return lit(key === 'includes' ? i >= 0 : i);
    }
    case 'flat':
      return makeArray(items.flatMap((x) => (isListValue(x) ? (itemsOf(x) as JsxValue[]) : [x])));
    case 'toReversed':
    case 'reverse':
      return makeArray([...items].reverse());
  }
  return unknown(source(), `it calls .${key}() on a list`);
}
