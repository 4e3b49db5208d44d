// Hover in MDX pages: on a component's name (opening or closing tag) its documentation from the catalog, on an
// attribute's name the attribute's. Read from the page's facts, so only while the page parses.
import type { ParsedPage } from '../../pages/parsedPage';
import { componentSpec } from '../../pages/mdx/components';
import type { Hover } from '../types';
import { attributeDocumentation, componentDocumentation } from './componentDocs';

export function hoverInPage(page: ParsedPage, offset: number): Hover | null {
  for (const element of page.facts.elements) {
    if (offset < element.start || offset > element.end) continue;
    const spec = componentSpec(element.name);
    if (!spec) continue;
    const onName = offset >= element.nameStart && offset <= element.nameEnd;
    const closing = element.closingNameStart;
    const onClosing = closing !== undefined && offset >= closing && offset <= closing + element.name.length;
    if (onName || onClosing) {
      const start = onName ? element.nameStart : closing!;
      return {
        contents: { kind: 'markdown', value: componentDocumentation(spec) },
        range: page.lines.rangeAt(start, start + element.name.length),
      };
    }
    for (const attribute of element.attributes) {
      if (offset < attribute.start || offset > attribute.nameEnd) continue;
      const a = spec.attributes.find((x) => x.name === attribute.name);
      if (!a) continue;
      return {
        contents: { kind: 'markdown', value: attributeDocumentation(spec, a) },
        range: page.lines.rangeAt(attribute.start, attribute.nameEnd),
      };
    }
  }
  return null;
}
