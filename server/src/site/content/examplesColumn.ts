// The two-column layout of a page with request and response examples, as Mintlify lays out any page that has a
// RequestExample or ResponseExample at its top level (endpoint pages and hand-written pages alike): the page on the
// left, the examples on the right. The stylesheet puts the column beside the page from 1024px wide (sticky while the
// page scrolls) and below it on narrower screens; the examples take the place of "On this page".
import type { ElementContent, Root as HastRoot } from 'hast';
import { h } from './hast';

/** The page's top-level RequestExample / ResponseExample moved into the column, followed by `generated` ones. */
export function besideExamples(children: ElementContent[], generated: ElementContent[] = []): HastRoot {
  const written = children.filter(isExample);
  const examples = [...written, ...generated];
  if (examples.length === 0) return { type: 'root', children };
  const reference = children.filter((n) => !isExample(n));
  return {
    type: 'root',
    children: [
      h('div', { className: ['dj-endpoint'] }, [
        h('div', { className: ['dj-endpoint-reference'] }, reference),
        h('div', { className: ['dj-endpoint-examples'] }, examples),
      ]),
    ],
  };
}

/** Whether a rendered body was laid out with an examples column. */
export function hasExamplesColumn(root: HastRoot): boolean {
  const first = root.children[0];
  return first?.type === 'element' && first.properties.className?.toString() === 'dj-endpoint';
}

function isExample(n: ElementContent): boolean {
  return (
    n.type === 'element' &&
    Array.isArray(n.properties.className) &&
    (n.properties.className.includes('dj-request-example') || n.properties.className.includes('dj-response-example'))
  );
}
