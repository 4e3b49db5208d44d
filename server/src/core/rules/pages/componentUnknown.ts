// component-unknown: a capitalised JSX element that is neither a Mintlify component nor imported or defined in the
// page. Mintlify renders such a page with an error in place of the component (or fails to build it).
import { defineRule } from '../defineRule';
import { COMPONENTS, componentSpec } from '../../pages/mdx/components';
import { localNames } from '../../pages/mdx/pageFacts';
import { closestLinkTargets } from '../../text/didYouMean';

const COMPONENT_NAMES = COMPONENTS.map((c) => c.name);

export const componentUnknownRule = defineRule({
  id: 'component-unknown',
  defaultSeverity: 'warning',
  description: 'A component that is not a Mintlify component and is neither imported nor defined in the page.',
  reads: 'pages',
  checkPage({ page, report }) {
    const facts = page.facts;
    if (facts.elements.length === 0) return;
    const local = localNames(facts);
    for (const element of facts.elements) {
      const name = element.name;
      const first = name.charCodeAt(0);
      if (!(first >= 65 && first <= 90)) continue; // lower case: an HTML element
      const root = name.split('.')[0];
      if (componentSpec(name) || local.has(root)) continue;
      const candidates = closestLinkTargets(name, COMPONENT_NAMES);
      const hint = candidates.length
        ? `; did you mean \`<${candidates[0]}>\`?`
        : ': import it (`import { ' + root + " } from '/snippets/….jsx'`) or define it with `export const`";
      report(
        page.lines.rangeAt(element.nameStart, element.nameEnd),
        `\`<${name}>\` is not a Mintlify component, and this page neither imports nor defines it${hint}`,
        candidates.length ? { candidates } : undefined,
      );
    }
  },
});
