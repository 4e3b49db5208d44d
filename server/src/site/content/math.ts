// Math (`$...$`, `$$...$$`, <Latex>) as MathML made by KaTeX, which browsers lay out natively: no fonts, no
// stylesheet, no script, nothing fetched. KaTeX runs with `trust: false` (no \href, \includegraphics, \url), and
// its output is parsed into the tree and sanitized like everything else. TeX that KaTeX rejects is shown as code.
import type { Element, ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { h, text } from './hast';

const MAX_TEX_LENGTH = 20_000;

type Katex = typeof import('katex');
let katex: Katex | undefined;

export function mathElement(tex: string, display: boolean): Element {
  const wrapper = display ? 'div' : 'span';
  const rendered = tex.length <= MAX_TEX_LENGTH ? renderMathMl(tex, display) : undefined;
  if (!rendered) {
    return h(wrapper, { className: ['dj-math', 'dj-math-source'] }, [h('code', {}, [text(tex)])]);
  }
  return h(wrapper, { className: display ? ['dj-math', 'dj-math-display'] : ['dj-math'] }, [rendered]);
}

function renderMathMl(tex: string, display: boolean): Element | undefined {
  try {
    katex ??= require('katex') as Katex;
    const html = katex.renderToString(tex, {
      output: 'mathml',
      displayMode: display,
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxSize: 50,
      maxExpand: 1000,
    });
    const root = fromHtml(html, { fragment: true });
    return findMath(root.children);
  } catch {
    return undefined;
  }
}

function findMath(nodes: ReadonlyArray<ElementContent | { type: string }>): Element | undefined {
  for (const n of nodes) {
    if (n.type !== 'element') continue;
    const e = n as Element;
    if (e.tagName === 'math') return e;
    const inner = findMath(e.children);
    if (inner) return inner;
  }
  return undefined;
}
