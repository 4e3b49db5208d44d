// The common shape of front matter, read without the YAML library: one `key: value` per line, each value a
// double- or single-quoted string or a plain scalar that js-yaml 3 (the parser Mintlify uses) can only read as a
// string. Anything else (numbers, dates, booleans, nulls, flow or block collections, anchors, tags, comments,
// continuation lines, duplicate keys) returns undefined and goes to the full YAML parser. Used only when the
// answer is "no problem", so its results never need positions: it spares most pages of a large site the parser.

const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
/**
 * Plain scalars that may resolve to something other than a string. Anything starting with a digit, a sign or a
 * dot is left to the parser: YAML 1.1 also reads dates (2024-01-01), base-60 numbers (1:30) and "1_000".
 */
const NUMBER_LIKE = /^[-+.0-9]/;
/** Plain words js-yaml 3 reads as null or a boolean. */
const NOT_PLAIN_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
const INDICATOR_START = /^[-?:,[\]{}#&*!|>'"%@`]/;

/** The fields of simple front matter, or undefined when the text needs the full YAML parser. */
export function readSimpleFrontMatter(yamlText: string): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  const lines = yamlText.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  for (const line of lines) {
    const m = KEY.exec(line);
    if (!m) return undefined;
    const [, key, raw] = m;
    if (fields.has(key) || raw === undefined) return undefined;
    const value = scalar(raw);
    if (value === undefined) return undefined;
    fields.set(key, value);
  }
  return fields;
}

function scalar(raw: string): string | undefined {
  const text = raw.replace(/[ \t]+$/, '');
  if (text.length === 0) return undefined;
  const first = text[0];
  if (first === '"') {
    // Only escapes JSON shares with YAML, and nothing after the closing quote.
    if (!/^"(?:[^"\\]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"$/.test(text)) return undefined;
    return JSON.parse(text) as string;
  }
  if (first === "'") {
    if (!/^'(?:[^']|'')*'$/.test(text)) return undefined;
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (INDICATOR_START.test(text) || NUMBER_LIKE.test(text) || NOT_PLAIN_STRING.test(text)) return undefined;
  if (text.includes(': ') || text.includes(' #') || text.endsWith(':') || /\t/.test(text)) return undefined;
  return text;
}
