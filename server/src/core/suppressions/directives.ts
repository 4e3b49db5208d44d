// The suppression comments of a page, as ESLint's and markdownlint's users write them, in MDX's comment syntax:
//   {/* docsjson-disable-next-line image-alt */}   the next line
//   {/* docsjson-disable-line image-alt */}        its own line
//   {/* docsjson-disable image-alt */} … {/* docsjson-enable image-alt */}   a stretch of the page
// and a front matter key for the whole page: `docsjson-disable: image-alt` (or a list, or `true` for every rule).
// No rule named means every rule; a reason may follow "--". A comment counts only where MDX reads it as an
// expression holding nothing but that comment: the same text in a code block or in prose is not a directive.
import type { Root, Nodes } from 'mdast';
import type { Range } from '../problem';
import type { ParsedPage } from '../pages/parsedPage';
import { frontMatterFields } from '../pages/frontMatter';
import { parseMdx } from '../pages/mdx/parseMdx';

export type DirectiveKind = 'disable' | 'enable' | 'disable-line' | 'disable-next-line' | 'front-matter';

export interface Directive {
  kind: DirectiveKind;
  /** Rule ids as written; empty means every rule. */
  rules: string[];
  /** Offsets of the whole `{/* … *\/}` (or of the front matter block). */
  start: number;
  end: number;
  range: Range;
  /** Zero-based lines the comment starts and ends on. */
  line: number;
  endLine: number;
}

/** The text every directive starts with; a page without it has none (most pages: no parse needed). */
export const DIRECTIVE_PREFIX = 'docsjson-';
export const FRONT_MATTER_KEY = 'docsjson-disable';

const COMMENT = /^\s*\/\*\s*docsjson-(disable-next-line|disable-line|disable|enable)(?=\s|\*\/)([\s\S]*?)\*\/\s*$/;

const byPage = new WeakMap<ParsedPage, readonly Directive[]>();
const NONE: readonly Directive[] = Object.freeze([]);

/** The directives of a parsed page, in the order they are written (front matter first); found once per parse. */
export function pageDirectives(page: ParsedPage): readonly Directive[] {
  let found = byPage.get(page);
  if (!found) byPage.set(page, (found = page.text.includes(DIRECTIVE_PREFIX) ? readDirectives(page) : NONE));
  return found;
}

function readDirectives(page: ParsedPage): readonly Directive[] {
  const out: Directive[] = [];
  const frontMatter = frontMatterDirective(page);
  if (frontMatter) out.push(frontMatter);
  // A lint keeps no trees: the few pages that mention a directive are parsed again for them. A page that does not
  // parse has none (its mdx-syntax error stands).
  const tree: Root | undefined =
    page.mdx.tree ?? (page.mdx.error || page.mdx.limit ? undefined : parseMdx(page.text).tree);
  if (!tree) return out;
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && node.position) {
      const m = COMMENT.exec(node.value);
      if (m) {
        const start = node.position.start.offset!;
        const end = node.position.end.offset!;
        const range = page.lines.rangeAt(start, end);
        out.push({
          kind: m[1] as DirectiveKind,
          rules: ruleList(m[2]),
          start,
          end,
          range,
          line: range.start.line,
          endLine: range.end.line,
        });
      }
    }
    if ('children' in node) {
      const children = node.children as Nodes[];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return out;
}

/** "image-alt, link-broken -- reviewed in #12" → ["image-alt", "link-broken"]. */
function ruleList(text: string): string[] {
  const body = text.split(/\s--\s|\s--$/)[0];
  return body.split(/[\s,]+/).filter((w) => w !== '');
}

function frontMatterDirective(page: ParsedPage): Directive | undefined {
  const fields = frontMatterFields(page.text);
  if (!fields?.has(FRONT_MATTER_KEY)) return undefined;
  const value = fields.get(FRONT_MATTER_KEY);
  const rules =
    value === true
      ? []
      : typeof value === 'string'
        ? ruleList(value)
        : Array.isArray(value)
          ? value.map(String)
          : undefined;
  if (rules === undefined || value === false) return undefined;
  // The key's line, found in the text (the YAML reader gives values, not places).
  const at = new RegExp(`^${FRONT_MATTER_KEY}\\s*:`, 'm').exec(page.text);
  const start = at?.index ?? 0;
  const lineEnd = page.text.indexOf('\n', start);
  const end = lineEnd < 0 ? page.text.length : lineEnd;
  const range = page.lines.rangeAt(start, end);
  return { kind: 'front-matter', rules, start, end, range, line: range.start.line, endLine: range.end.line };
}
