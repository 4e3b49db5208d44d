// Turns the MDX parser's errors into sentences an author understands: what is wrong in their words (a tag, a
// brace, a comment), what to write instead, and where (an element that is never closed is reported at its opening
// tag, not at the end of the file). Unknown errors keep the parser's own words.
import type { MdxSyntaxError } from './parseMdx';

export interface ExplainedSyntaxError {
  message: string;
  start: number;
  end: number;
}

/** HTML elements that have no closing tag in HTML but need one (or `/>`) in MDX. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const CONTAINERS: Record<string, string> = {
  paragraph: 'paragraph',
  listItem: 'list item',
  blockquote: 'block quote',
  blockQuote: 'block quote',
  heading: 'heading',
  tableCell: 'table cell',
  link: 'link',
  emphasis: 'emphasis',
  strong: 'bold text',
};

export function explainSyntaxError(error: MdxSyntaxError, text: string): ExplainedSyntaxError {
  const at = visible(text, error.start, error.end);
  const reason = error.reason;
  const rule = error.parserRule ?? '';
  const say = (message: string, range = at): ExplainedSyntaxError => ({ message, ...range });

  if (/maximum call stack/i.test(reason)) return say('the page is nested too deeply to be read');

  // Tags that are never closed, closed by another tag, or closed without being opened.
  let m = /^Expected a closing tag for `<([^>`]*)>`(?: before the end of `(\w+)`)?/.exec(reason);
  if (m) {
    const name = m[1];
    const opening = error.related ?? tagAt(text, error.start) ?? at;
    if (VOID_ELEMENTS.has(name.toLowerCase())) {
      return say(`\`<${name}>\` must be closed in MDX: write \`<${name} />\``, opening);
    }
    const container = m[2] ? (CONTAINERS[m[2]] ?? m[2]) : undefined;
    const where = container ? ` before the end of its ${container}` : '';
    return say(
      `\`<${name}>\` is never closed: add \`</${name}>\`${where}, or write \`<${name} />\` if it has no content`,
      opening,
    );
  }
  m = /^Unexpected closing tag `<\/([^>`]*)>`, expected corresponding closing tag for `<([^>`]*)>`/.exec(reason);
  if (m) {
    const openedAt = error.related ? ` (opened on line ${lineOf(text, error.related.start)})` : '';
    return say(`\`</${m[1]}>\` closes \`<${m[2]}>\`${openedAt}: close \`<${m[2]}>\` first with \`</${m[2]}>\``);
  }
  if (rule === 'unexpected-closing-slash' || /^Unexpected closing slash/.test(reason)) {
    const closing = tagAt(text, Math.max(0, text.lastIndexOf('<', error.start))) ?? at;
    return say(
      'this closing tag has no opening tag before it in the same block: remove it, or move the opening tag into this block',
      closing,
    );
  }
  if (/^Expected the closing tag `<\/([^>`]*)>`/.test(reason)) {
    const name = /`<\/([^>`]*)>`/.exec(reason)![1];
    return say(
      `\`</${name}>\` must close in the same block as \`<${name}>\`: in a list or block quote, keep both tags at the same indentation or \`>\` prefix`,
    );
  }
  if (rule === 'unexpected-lazy' || /lazy line/.test(reason)) {
    return say(
      'inside a block quote or list, every line of a component must keep the `>` or the indentation of the lines above',
    );
  }

  // Braces start JavaScript expressions.
  if (/in expression, expected a corresponding closing brace/.test(reason)) {
    return say('a `{` is never closed: in MDX `{` starts an expression; close it with `}`, or write `\\{` for a brace');
  }
  if (/^Could not parse expression with acorn/.test(reason)) {
    const detail = error.detail ? ` (${lowerFirst(error.detail)})` : '';
    return say(
      `the text in \`{…}\` is not a JavaScript expression${detail}: in MDX \`{\` starts an expression; write \`\\{\` to show a brace`,
      bracesAround(text, error.start) ?? at,
    );
  }
  if (rule === 'unexpected-empty-expression') return say('an empty `{}` is not allowed here: remove it');
  if (/^Could not parse import\/exports with acorn/.test(reason)) {
    const detail = error.detail ? ` (${lowerFirst(error.detail)})` : '';
    return say(
      `this \`import\`/\`export\` is not valid JavaScript${detail}: in MDX a line starting with \`import\` or \`export\` is code; ` +
        'fix it, or reword the sentence so the line does not start with that word',
      statementLine(text, error.start) ?? at,
    );
  }
  if (rule === 'non-esm' || /only import\/exports are supported/.test(reason)) {
    return say(
      'a block that starts with `import` or `export` may hold only import and export statements: move the other code into an `export`',
    );
  }
  if (rule === 'spread-extra' || rule === 'non-spread') {
    return say(
      'in a tag, `{…}` is only allowed as a single spread such as `{...props}`: give the value a name, `name={…}`',
    );
  }

  // Unexpected characters in or around tags.
  m = /^Unexpected (end of file|character `(.+?)` \(U\+[0-9A-F]+\)) (before|after|in) ([a-z ]+?), expected/.exec(
    reason,
  );
  if (m) {
    const eof = m[1] === 'end of file';
    const char = m[2];
    const where = `${m[3]} ${m[4]}`;
    if (/\(note: to create a comment in MDX/.test(reason)) {
      return say('HTML comments `<!-- … -->` are not allowed in MDX: write `{/* … */}`', commentAt(text, error.start));
    }
    if (/\(note: to create a link in MDX/.test(reason)) {
      return say(
        '`<…>` links are not allowed in MDX: write `[text](url)` or the bare URL',
        autolinkAt(text, error.start),
      );
    }
    if (where === 'in attribute value') return say('an attribute value is never closed: add the closing quote');
    if (where === 'before name' || where === 'before member name' || where === 'before local name') {
      const lt = Math.max(0, text.lastIndexOf('<', error.start));
      const what = eof ? 'a `<` with nothing after it' : `\`<${char}\``;
      return say(`\`<\` starts a tag in MDX, and ${what} is not one: write \`\\<\` or \`&lt;\` for a less-than sign`, {
        start: lt,
        end: eof ? lt + 1 : error.start + 1,
      });
    }
    if (eof) {
      const tag = openTagBefore(text, error.start);
      return say(
        `the tag${tag ? ` \`<${tag}\`` : ''} is never finished: end it with \`>\` or \`/>\``,
        tagStart(text, error.start),
      );
    }
    if (where === 'before attribute value') {
      return say(`attribute values need quotes or braces: write \`="…"\` or \`={…}\``, {
        start: error.start,
        end: error.start + 1,
      });
    }
    if (where.endsWith('name') || where.startsWith('after')) {
      return say(
        `\`${char}\` is not allowed here in a tag: names are letters, digits, \`-\`, \`_\` and \`.\`; write \`\\<\` or \`&lt;\` if this \`<\` is not a tag`,
        { start: error.start, end: error.start + 1 },
      );
    }
  }
  return say(`the page is not valid MDX: ${lowerFirst(reason)}`);
}

/** A zero-width place widened to the character there, so that editors can show it. */
function visible(text: string, start: number, end: number): { start: number; end: number } {
  if (end > start || start >= text.length || text[start] === '\n' || text[start] === '\r') return { start, end };
  return { start, end: start + 1 };
}

/** The `{…}` around an offset on its line. */
function bracesAround(text: string, offset: number): { start: number; end: number } | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const open = text.lastIndexOf('{', offset);
  if (open < lineStart) return undefined;
  const close = text.indexOf('}', offset);
  const lineEnd = endOfLine(text, offset);
  return { start: open, end: close >= 0 && close < lineEnd ? close + 1 : lineEnd };
}

/** The line, at or before an offset, that starts an `import`/`export` block. */
function statementLine(text: string, offset: number): { start: number; end: number } | undefined {
  let lineStart = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
  for (let n = 0; n < 50; n++) {
    if (/^(import|export)\b/.test(text.slice(lineStart, lineStart + 7))) {
      return { start: lineStart, end: endOfLine(text, lineStart) };
    }
    if (lineStart === 0) return undefined;
    lineStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  }
  return undefined;
}

function lowerFirst(s: string): string {
  return s.length > 1 && /^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The tag `<…>` starting at or after `offset` on its line. */
function tagAt(text: string, offset: number): { start: number; end: number } | undefined {
  const start = text.indexOf('<', offset);
  if (start < 0 || start - offset > 200) return undefined;
  const lineEnd = endOfLine(text, start);
  const close = text.indexOf('>', start);
  return { start, end: close >= 0 && close < lineEnd ? close + 1 : lineEnd };
}

function tagStart(text: string, offset: number): { start: number; end: number } {
  const start = text.lastIndexOf('<', Math.max(0, offset - 1));
  return start >= 0
    ? { start, end: Math.max(start + 1, Math.min(offset, endOfLine(text, start))) }
    : { start: offset, end: offset };
}

function openTagBefore(text: string, offset: number): string | undefined {
  const start = text.lastIndexOf('<', Math.max(0, offset - 1));
  if (start < 0) return undefined;
  return /^[A-Za-z][\w.-]*/.exec(text.slice(start + 1, start + 80))?.[0];
}

function commentAt(text: string, offset: number): { start: number; end: number } {
  const start = text.lastIndexOf('<', offset);
  const close = text.indexOf('-->', offset);
  return { start: Math.max(0, start), end: close >= 0 ? close + 3 : endOfLine(text, offset) };
}

function autolinkAt(text: string, offset: number): { start: number; end: number } {
  const start = text.lastIndexOf('<', offset);
  const close = text.indexOf('>', offset);
  const lineEnd = endOfLine(text, offset);
  return { start: Math.max(0, start), end: close >= 0 && close < lineEnd ? close + 1 : lineEnd };
}

function endOfLine(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end;
}
