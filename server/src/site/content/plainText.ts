// Plain text of rendered HTML (headings for the table of contents, the whole body for the search index) and of
// syntax-tree nodes (the fallback for content nested too deeply to render). Iterative: no recursion on input depth.
import type { Nodes as HastNodes } from 'hast';
import { PARAGRAPH_ENDING } from './blockElements';
import type { AnyNode } from './nodes';

/** Blocks, and the parts of lists, tables and disclosures that stand on lines of their own. */
const BLOCK: ReadonlySet<string> = new Set([
  ...PARAGRAPH_ENDING,
  'dt',
  'dd',
  'li',
  'summary',
  'tr',
  'td',
  'th',
  'math',
]);

/** Text of HTML nodes; blocks become line breaks, white space inside a line collapses (not inside <pre>). */
export function hastText(nodes: readonly HastNodes[]): string {
  const parts: string[] = [];
  const stack: Array<HastNodes | '\n'> = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === '\n') {
      parts.push('\n');
      continue;
    }
    if (node.type === 'text') parts.push(node.value);
    else if (node.type === 'element') {
      if (node.tagName === 'input' || node.tagName === 'annotation') continue;
      if (node.tagName === 'br') {
        parts.push('\n');
        continue;
      }
      const block = BLOCK.has(node.tagName);
      if (block) {
        parts.push('\n');
        stack.push('\n');
      } else if (node.tagName === 'td' || node.tagName === 'th') parts.push(' ');
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    } else if (node.type === 'root') {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

/** Text of one line: all white space collapsed. */
export function inlineText(nodes: readonly HastNodes[]): string {
  return hastText(nodes).replace(/\s+/g, ' ').trim();
}

/** Text of syntax-tree nodes, for content that is shown as text instead of rendered. */
export function sourceText(nodes: readonly AnyNode[]): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'djExpression') parts.push(node.source);
    else if (node.type === 'djTooDeep') parts.push(node.text);
    else if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxjsEsm' && node.type !== 'yaml') {
      parts.push(node.value);
    }
    if ('children' in node && Array.isArray(node.children)) {
      parts.push(' ');
      const children = node.children as AnyNode[];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
