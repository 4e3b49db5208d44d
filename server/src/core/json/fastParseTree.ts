// A fast path for the common case of a well-formed docs.json: builds exactly the tree that jsonc-parser's
// `parseTree(text, errors, { allowTrailingComma: false, disallowComments: true })` builds (3.3.1, impl/parser.js
// and impl/scanner.js), in one pass of charCodeAt loops, or gives up and returns undefined so that the caller
// runs jsonc-parser, which reports the syntax errors and recovers. jsonc-parser pays for a general scanner (a
// closure call and a token value string per token, whitespace copied into strings, visitor callbacks), which
// makes it many times slower than JSON.parse on a large docs.json.
//
// The contract that keeps this safe: a tree is returned only for text on which jsonc reports no error, and then it
// is the same tree, field for field (same fields on the same node kinds, in the same insertion order, same parent
// links, root without a `parent` field). Anything this parser does not recognise as plain strict JSON — comments,
// trailing commas, a BOM, whitespace other than space/tab/CR/LF, raw control characters in strings, unknown
// escapes, malformed numbers, text after the value, empty text — returns undefined. Falling back is always
// correct, only slower.
//
// No recursion: containers are entered and left with an explicit parent pointer, so a hostile file cannot
// overflow the stack; nesting deeper than `maxDepth` (counted like nestingDepth.ts: each `{` or `[` one level,
// too deep when the count exceeds the limit) returns { tooDeep: true } as soon as it is seen.
import type { Node, NodeType } from 'jsonc-parser';

export type FastParseResult = { root: Node } | { tooDeep: true } | undefined;

const TOO_DEEP: { tooDeep: true } = { tooDeep: true };

/** jsonc's Node without the readonly modifiers, for building; returned as Node. */
interface Building {
  type: NodeType;
  value?: unknown;
  offset: number;
  length: number;
  colonOffset?: number;
  parent?: Building;
  children?: Building[];
}

// Character codes (the names are jsonc's CharacterCodes).
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const COMMA = 44;
const MINUS = 45;
const DOT = 46;
const SLASH = 47;
const ZERO = 48;
const NINE = 57;
const COLON = 58;
const UPPER_E = 69;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const LOWER_E = 101;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const PLUS = 43;

// Parser state kept in module variables rather than a closure or an object, so the helpers below are plain
// functions that V8 inlines, and no closure is created per call or per token. Safe because parsing is synchronous.
let src = '';
let srcLen = 0;
/** Position after the last string scanned by scanString; its decoded value is the return value. */
let stringEnd = 0;

/** Index of the first character at or after `pos` that is not JSON whitespace (jsonc: space, tab, CR, LF only). */
function skipWhitespace(pos: number): number {
  let c = src.charCodeAt(pos);
  // Out of range gives NaN, which matches none of these, so the loop stops at the end of the text.
  while (c === SPACE || c === LF || c === CR || c === TAB) c = src.charCodeAt(++pos);
  return pos;
}

/**
 * Scans the string whose opening quote is at `start`. Returns its value (and sets stringEnd past the closing quote),
 * or undefined when jsonc would report an error: unterminated, a raw character below U+0020 (jsonc: line breaks end
 * the string, others are InvalidCharacter), or an escape other than \" \\ \/ \b \f \n \r \t \uXXXX.
 */
function scanString(start: number): string | undefined {
  let pos = start + 1;
  // Common case: no escapes, so the value is one slice of the text (as jsonc's substring is).
  for (;;) {
    const c = src.charCodeAt(pos);
    if (c === QUOTE) {
      stringEnd = pos + 1;
      return src.slice(start + 1, pos);
    }
    if (c === BACKSLASH) break;
    // `!(c >= SPACE)` is also true for NaN, i.e. the end of the text.
    if (!(c >= SPACE)) return undefined;
    pos++;
  }
  return scanEscapedString(start + 1, pos);
}

/** The rest of a string from the first backslash at `pos`; `from` is where the unconsumed plain text starts. */
function scanEscapedString(from: number, pos: number): string | undefined {
  let result = '';
  for (;;) {
    const c = src.charCodeAt(pos);
    if (c === QUOTE) {
      stringEnd = pos + 1;
      return result + src.slice(from, pos);
    }
    if (c === BACKSLASH) {
      result += src.slice(from, pos);
      const e = src.charCodeAt(pos + 1);
      switch (e) {
        case QUOTE:
          result += '"';
          break;
        case BACKSLASH:
          result += '\\';
          break;
        case SLASH:
          result += '/';
          break;
        case 98 /* b */:
          result += '\b';
          break;
        case 102 /* f */:
          result += '\f';
          break;
        case 110 /* n */:
          result += '\n';
          break;
        case 114 /* r */:
          result += '\r';
          break;
        case 116 /* t */:
          result += '\t';
          break;
        case 117 /* u */: {
          // Exactly four hex digits; the code unit is appended as is (String.fromCharCode, as jsonc does), so a
          // lone surrogate stays a lone surrogate and an escaped pair becomes one astral character.
          const h = hex4(pos + 2);
          if (h < 0) return undefined;
          result += String.fromCharCode(h);
          pos += 4;
          break;
        }
        default:
          return undefined; // InvalidEscapeCharacter, or a backslash at the end of the text
      }
      pos += 2;
      from = pos;
      continue;
    }
    if (!(c >= SPACE)) return undefined;
    pos++;
  }
}

/** Value of the four hex digits at `pos`, or -1. */
function hex4(pos: number): number {
  let value = 0;
  for (let i = 0; i < 4; i++) {
    const c = src.charCodeAt(pos + i);
    let d: number;
    if (c >= ZERO && c <= NINE) d = c - ZERO;
    else if (c >= 65 && c <= 70)
      d = c - 55; // A-F
    else if (c >= 97 && c <= 102)
      d = c - 87; // a-f
    else return -1;
    value = value * 16 + d;
  }
  return value;
}

/**
 * End of the strict JSON number starting at `pos`, or -1 when it is malformed (`-` without digits, `1.`, `1e`).
 * A leading zero followed by digits (`01`) ends the number after the zero; the caller then finds a digit where a
 * separator must be and gives up, as jsonc reports an error there.
 */
function scanNumberEnd(pos: number): number {
  let c = src.charCodeAt(pos);
  if (c === MINUS) c = src.charCodeAt(++pos);
  if (c === ZERO) c = src.charCodeAt(++pos);
  else if (c > ZERO && c <= NINE) {
    do c = src.charCodeAt(++pos);
    while (c >= ZERO && c <= NINE);
  } else return -1;
  if (c === DOT) {
    c = src.charCodeAt(++pos);
    if (!(c >= ZERO && c <= NINE)) return -1;
    do c = src.charCodeAt(++pos);
    while (c >= ZERO && c <= NINE);
  }
  if (c === LOWER_E || c === UPPER_E) {
    c = src.charCodeAt(++pos);
    if (c === PLUS || c === MINUS) c = src.charCodeAt(++pos);
    if (!(c >= ZERO && c <= NINE)) return -1;
    do c = src.charCodeAt(++pos);
    while (c >= ZERO && c <= NINE);
  }
  return pos;
}

/** jsonc's value of a number token: Number(token text) (so -0 stays -0, 1e400 is Infinity, big integers round). */
function numberValue(start: number, end: number): number {
  // Integers of up to 15 characters are exact in a double: sum the digits instead of slicing and converting.
  if (end - start <= 15) {
    let v = 0;
    let i = start;
    const neg = src.charCodeAt(i) === MINUS;
    if (neg) i++;
    for (; i < end; i++) {
      const c = src.charCodeAt(i);
      if (c < ZERO || c > NINE) return Number(src.slice(start, end));
      v = v * 10 + (c - ZERO);
    }
    return neg ? -v : v;
  }
  return Number(src.slice(start, end));
}

/**
 * The jsonc-parser tree of `text` when it is strict JSON nested at most `maxDepth` deep; { tooDeep: true } as soon
 * as an opening bracket exceeds `maxDepth`; undefined for anything else (the caller falls back to jsonc-parser).
 */
export function fastParseTree(text: string, maxDepth: number): FastParseResult {
  src = text;
  srcLen = text.length;
  try {
    const root = parse(maxDepth);
    return root === undefined || root === TOO_DEEP ? root : { root: root as Node };
  } finally {
    src = ''; // do not keep a large text, or the last key node, alive in module variables
    propertyKey = undefined;
  }
}

// The node objects are created with the fields in the order jsonc creates them, so they have the same fields and
// the same hidden classes:
//   literal:      { type, offset, length, parent, value }          (jsonc's onLiteralValue)
//   key:          { type: 'string', value, offset, length, parent } (onObjectProperty)
//   object/array: { type, offset, length, parent, children }       (length set at the closing bracket)
//   property:     { type, offset, length, parent, children, colonOffset } (length set when its value ends)
// Values go to `current`, an array or a property node (jsonc's currentParent), so the value nodes of an object
// have the property as parent, and a property's length runs from its key to the end of its value.
//
// Children arrays are built at their exact size rather than pushed one by one as jsonc does: an array's elements
// and an object's properties wait on one shared stack (`pending`) and are sliced off it when the container closes,
// and a property's [key, value] is one array literal made when the value starts. A pushed array gets room for 17
// elements on its first push; most containers here hold 1 to 4, and allocation (scavenges of a tree that stays
// alive) is a large part of the time of a parse. The children are not observable before the parse returns.
function parse(maxDepth: number): Building | typeof TOO_DEEP | undefined {
  let pos = skipWhitespace(0);
  if (pos >= srcLen) return undefined; // empty text: jsonc reports ValueExpected
  let root: Building | undefined;
  /** The array or property node that receives the next value; undefined at the top level. */
  let current: Building | undefined;
  /** Open containers: `{` and `[` count alike, as in maxNestingDepth. */
  let depth = 0;
  /** Elements of the open arrays and properties of the open objects, innermost last; pending[0, top) is live. */
  const pending: Building[] = [PENDING_SEED];
  let top = 0; // PENDING_SEED is overwritten by the first child
  /** starts[d]: where the children of the open container at depth d begin in `pending`. */
  const starts: number[] = [];

  value: for (;;) {
    // ---- A value starts at pos (whitespace already skipped). ----
    // The main loop is kept small (strings and scalars are made in their own functions) because V8 compiles it
    // while it runs: on a cold start (the CLI parses once) the sooner the optimized loop is ready, the faster.
    const c = src.charCodeAt(pos);
    let node: Building | undefined;
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return TOO_DEEP;
      node = {
        type: c === OPEN_BRACE ? 'object' : 'array',
        offset: pos,
        length: -1,
        parent: current,
        children: undefined,
      };
      if (current === undefined) root = node;
      else if (current.type === 'property') current.children = [propertyKey!, node];
      else pending[top++] = node;
      starts[depth] = top;
      pos = skipWhitespace(pos + 1);
      const d = src.charCodeAt(pos);
      if (c === OPEN_BRACE) {
        if (d === QUOTE) {
          current = startProperty(node, pos);
          if (current === undefined) return undefined;
          pending[top++] = current;
          pos = valueStart;
          continue value;
        }
        if (d !== CLOSE_BRACE) return undefined; // `{,`, `{1`, a comment, the end of the text, ...
      } else if (d !== CLOSE_BRACKET) {
        current = node;
        continue value; // the first element (or something the value switch refuses, like `,`)
      }
      // An empty container: it closes at once and is the value that just ended. Its children array comes from
      // slice like every other one, so that all children arrays share one map (a `[]` literal has another
      // elements kind, hence another map, and the `children` field would become polymorphic).
      node.children = pending.slice(top, top);
      node.length = pos + 1 - node.offset;
      pos++;
      depth--;
    } else {
      node = c === QUOTE ? stringNode(pos, current) : scalarNode(c, pos, current);
      if (node === undefined) return undefined;
      pos = node.offset + node.length;
      if (current === undefined) root = node;
      else if (current.type === 'property') current.children = [propertyKey!, node];
      else pending[top++] = node;
    }

    // ---- The value ended at pos: consume separators and closing brackets up to the next value. ----
    for (;;) {
      if (current === undefined) {
        // Only whitespace may follow the root value (a `true` followed by `x` lands here too, and fails).
        return skipWhitespace(pos) === srcLen ? finishRoot(root!) : undefined;
      }
      // The innermost open container: the array itself, or the object of the property that just got its value.
      let container = current;
      if (current.type === 'property') {
        current.length = pos - current.offset; // jsonc's ensurePropertyComplete
        container = current.parent!;
      }
      pos = skipWhitespace(pos);
      const d = src.charCodeAt(pos);
      if (d === COMMA) {
        pos = skipWhitespace(pos + 1);
        // In an array, a trailing comma shows up as `]` where the next value must start: the value code refuses it.
        if (container === current) continue value;
        if (src.charCodeAt(pos) !== QUOTE) return undefined; // trailing comma, unquoted key, comment
        current = startProperty(container, pos);
        if (current === undefined) return undefined;
        pending[top++] = current;
        pos = valueStart;
        continue value;
      }
      if (d !== (container === current ? CLOSE_BRACKET : CLOSE_BRACE)) return undefined;
      const start = starts[depth];
      container.children = pending.slice(start, top);
      top = start;
      container.length = pos + 1 - container.offset;
      pos++;
      depth--;
      current = container.parent;
    }
  }
}

/** The string node whose opening quote is at `pos`, or undefined when the string is not valid. */
function stringNode(pos: number, parent: Building | undefined): Building | undefined {
  const value = scanString(pos);
  if (value === undefined) return undefined;
  return { type: 'string', offset: pos, length: stringEnd - pos, parent, value };
}

/** The true, false, null or number node starting with `c` at `pos`, or undefined when there is none. */
function scalarNode(c: number, pos: number, parent: Building | undefined): Building | undefined {
  if (c === 116 /* t */)
    return src.startsWith('true', pos) ? { type: 'boolean', offset: pos, length: 4, parent, value: true } : undefined;
  if (c === 102 /* f */)
    return src.startsWith('false', pos) ? { type: 'boolean', offset: pos, length: 5, parent, value: false } : undefined;
  if (c === 110 /* n */)
    return src.startsWith('null', pos) ? { type: 'null', offset: pos, length: 4, parent, value: null } : undefined;
  if (c === MINUS || (c >= ZERO && c <= NINE)) {
    const end = scanNumberEnd(pos);
    if (end < 0) return undefined;
    return { type: 'number', offset: pos, length: end - pos, parent, value: numberValue(pos, end) };
  }
  return undefined; // NaN, +1, .5, 'x', a BOM, a comment, `]` after a comma, the end of the text, ...
}

/** Makes `pending` an array of objects from the start, so that even its first slices have the usual map. */
const PENDING_SEED: Building = { type: 'null', offset: -1, length: 0 };

/** Set by startProperty: where the property's value starts (after the colon and whitespace). */
let valueStart = 0;
/** Set by startProperty: the key node of the property it returned, until the value node joins it. */
let propertyKey: Building | undefined;

/**
 * Starts the property whose key string opens at `pos` in `object`: scans the key and the colon, and creates the
 * property and key nodes. Returns the property (and sets valueStart and propertyKey), or undefined when the key
 * or the colon is wrong.
 */
function startProperty(object: Building, pos: number): Building | undefined {
  const key = scanString(pos);
  if (key === undefined) return undefined;
  const keyEnd = stringEnd;
  const colon = skipWhitespace(keyEnd);
  if (src.charCodeAt(colon) !== COLON) return undefined;
  // jsonc adds colonOffset after children; creating it in the literal gives the same field order in one shape.
  const property: Building = {
    type: 'property',
    offset: pos,
    length: -1,
    parent: object,
    children: undefined,
    colonOffset: colon,
  };
  propertyKey = { type: 'string', value: key, offset: pos, length: keyEnd - pos, parent: property };
  valueStart = skipWhitespace(colon + 1);
  return property;
}

/** jsonc deletes the artificial root's link from the real root: the field does not exist, not even as undefined. */
function finishRoot(root: Building): Building {
  delete root.parent;
  return root;
}
