// The common shapes of front matter, read without the YAML library: top-level `key: value` lines whose values are
// strings js-yaml 3 (the parser Mintlify uses) can only read as strings (double- or single-quoted, or plain), lists
// of such strings (`keywords: [a, "b"]`, or `- item` lines under `keywords:`), and folded or literal text blocks
// (`description: >-` with its lines indented alike). Keys may be quoted (`"og:title": …`). Anything else (numbers,
// dates, booleans, nulls, mappings, anchors, tags, comments, continuation lines, blank lines inside a block,
// duplicate keys) returns undefined and goes to the full YAML parser. Used only when the answer is "no problem",
// so its results never need positions: it spares most pages of a large site the parser.

const KEY = /^(?:([A-Za-z_][A-Za-z0-9_-]*)|"([A-Za-z0-9_:.-]+)"|'([A-Za-z0-9_:.-]+)'):(?: +(.*))?$/;
/**
 * Plain scalars that may resolve to something other than a string. Anything starting with a digit, a sign or a
 * dot is left to the parser: YAML 1.1 also reads dates (2024-01-01), base-60 numbers (1:30) and "1_000".
 */
const NUMBER_LIKE = /^[-+.0-9]/;
/** Plain words js-yaml 3 reads as null or a boolean. */
const NOT_PLAIN_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
const INDICATOR_START = /^[-?:,[\]{}#&*!|>'"%@`]/;
/** Block scalar headers read here: folded or literal, clipped or stripped (no explicit indentation, no "+"). */
const BLOCK_HEADER = /^([>|])(-?)$/;
/** What a double-quoted value may hold that is not its own text: a quote, an escape, a control character. */
const NEEDS_DECODING = /["\\\x00-\x1f]/;
const BLOCK_ITEM = /^( *)- +(.*)$/;

/** The fields of simple front matter, or undefined when the text needs the full YAML parser. */
export function readSimpleFrontMatter(yamlText: string): Map<string, string | string[]> | undefined {
  const fields = new Map<string, string | string[]>();
  const lines = yamlText.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const m = KEY.exec(lines[i]);
    if (!m) return undefined;
    const key = m[1] ?? m[2] ?? m[3];
    const raw = m[4];
    if (fields.has(key)) return undefined;
    let value: string | string[] | undefined;
    if (raw === undefined || raw.trimEnd() === '') {
      // `keywords:` and its `- item` lines.
      const items: string[] = [];
      let indent: string | undefined;
      for (let item = BLOCK_ITEM.exec(lines[i + 1] ?? ''); item; item = BLOCK_ITEM.exec(lines[i + 1] ?? '')) {
        if ((indent ??= item[1]) !== item[1]) return undefined;
        const itemValue = scalar(item[2], false);
        if (itemValue === undefined) return undefined;
        items.push(itemValue);
        i++;
      }
      if (items.length === 0) return undefined; // an empty value: null for YAML
      value = items;
    } else {
      const header = BLOCK_HEADER.exec(raw.trimEnd());
      if (header) {
        const block = blockLines(lines, i + 1);
        if (!block) return undefined;
        i += block.length;
        const folded = header[1] === '>';
        value = block.join(folded ? ' ' : '\n') + (header[2] === '-' ? '' : '\n');
      } else value = raw.trimStart().startsWith('[') ? flowList(raw) : scalar(raw, false);
    }
    if (value === undefined) return undefined;
    fields.set(key, value);
  }
  return fields;
}

/**
 * The lines of a block scalar starting at `from`, without their indentation: every line indented alike (by at
 * least one space) and none blank or starting with more white space, which YAML folds differently.
 */
function blockLines(lines: readonly string[], from: number): string[] | undefined {
  const first = /^( +)\S/.exec(lines[from] ?? '');
  if (!first) return undefined;
  const indent = first[1].length;
  const out: string[] = [];
  for (let i = from; i < lines.length && /^ /.test(lines[i]); i++) {
    const line = lines[i];
    if (line.length <= indent || !/^ *$/.test(line.slice(0, indent)) || /^[ \t]/.test(line.slice(indent)))
      return undefined;
    out.push(line.slice(indent));
  }
  return out;
}

/** `[a, "b", 'c']` on one line: a list of strings, or undefined. */
function flowList(raw: string): string[] | undefined {
  const text = raw.trim();
  if (!text.startsWith('[') || !text.endsWith(']')) return undefined;
  const inner = text.slice(1, -1).trim();
  if (inner === '') return [];
  const items: string[] = [];
  // Items are quoted strings or plain words; quoted ones may hold commas, so they are matched whole.
  const ITEM = /\s*("(?:[^"\\]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"|'(?:[^']|'')*'|[^,"'[\]{}]+?)\s*(,|$)/y;
  let at = 0;
  while (at < inner.length) {
    ITEM.lastIndex = at;
    const m = ITEM.exec(inner);
    if (!m || m[1] === undefined) return undefined;
    const value = scalar(m[1], true);
    if (value === undefined) return undefined;
    items.push(value);
    at = ITEM.lastIndex;
    if (m[2] === ',' && at >= inner.length) return undefined; // a trailing comma
  }
  return items;
}

function scalar(raw: string, inFlow: boolean): string | undefined {
  const text = raw.replace(/[ \t]+$/, '');
  if (text.length === 0) return undefined;
  const first = text[0];
  if (first === '"') {
    // Most quoted values hold no quote, backslash or control character: then the value is what the quotes enclose.
    const inner = text.slice(1, -1);
    if (text.length >= 2 && text.endsWith('"') && !NEEDS_DECODING.test(inner)) return inner;
    // Only escapes JSON shares with YAML, nothing after the closing quote, and no control character (YAML allows a
    // tab there, JSON.parse does not).
    if (!/^"(?:[^"\\\x00-\x1f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"$/.test(text)) return undefined;
    return JSON.parse(text) as string;
  }
  if (first === "'") {
    if (!/^'(?:[^']|'')*'$/.test(text)) return undefined;
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (INDICATOR_START.test(text) || NUMBER_LIKE.test(text) || NOT_PLAIN_STRING.test(text)) return undefined;
  if (text.includes(': ') || text.includes(' #') || text.endsWith(':') || /\t/.test(text)) return undefined;
  // Inside [...] a plain word also ends at these, and ":" followed by nothing is a key.
  if (inFlow && /[,[\]{}]|:$|:\s/.test(text)) return undefined;
  return text;
}
