// What a code fence's meta string says: ```js title="app.js"``` or ```js app.js``` (a title), ```js {1,3-4}``` or
// `highlight={2}` (lines to highlight), plus flags and options (`lines`, `wrap`, `icon="x"`, `theme={null}`) that
// only change the look on Mintlify and are not part of the title.

export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlight: Set<number>;
}

const FLAGS = new Set(['lines', 'wrap', 'expandable', 'twoslash', 'showlinenumbers', 'copy', 'nocopy']);
const TOKEN = /(\w[\w-]*)=("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\{[^}]*\}|\S+)|\{([^}]*)\}|(\S+)/g;
const MAX_HIGHLIGHTED = 10_000;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set() };
  if (!meta) return result;
  const words: string[] = [];
  for (const m of meta.slice(0, 2000).matchAll(TOKEN)) {
    const [, key, value, ranges, word] = m;
    if (key !== undefined) {
      const k = key.toLowerCase();
      if (k === 'title' || k === 'filename') result.title = unquote(value);
      else if (k === 'highlight') addRanges(result.highlight, value.replace(/^\{|\}$/g, ''));
    } else if (ranges !== undefined) {
      addRanges(result.highlight, ranges);
    } else if (word !== undefined && !FLAGS.has(word.toLowerCase())) {
      words.push(word);
    }
  }
  if (result.title === undefined && words.length > 0) result.title = words.join(' ');
  return result;
}

function unquote(v: string): string {
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) {
    return v.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return v;
}

/** "1,3-5" -> {1,3,4,5}; anything else in the list is ignored. */
function addRanges(into: Set<number>, list: string): void {
  for (const part of list.split(',')) {
    const m = /^\s*(\d{1,6})(?:\s*-\s*(\d{1,6}))?\s*$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    for (let n = from; n <= to && into.size < MAX_HIGHLIGHTED; n++) into.add(n);
  }
}
