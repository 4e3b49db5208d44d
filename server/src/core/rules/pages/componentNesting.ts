// component-nesting: a component used outside the component it belongs in (`<Step>` outside `<Steps>`, `<Tab>`
// outside `<Tabs>`, and the others the catalog names). In a snippet a top-level `<Step>` is fine: the page that
// imports the snippet may place it inside `<Steps>`.
import { defineRule } from '../defineRule';
import { componentSpec } from '../../pages/mdx/components';
import { orList } from './suggestions';

export const componentNestingRule = defineRule({
  id: 'component-nesting',
  defaultSeverity: 'warning',
  description: 'A component outside the component it must be inside, such as a <Step> outside <Steps>.',
  reads: 'pages',
  checkPage({ page, site, report }) {
    const elements = page.facts.elements;
    const snippet = site.isSnippet(page.file);
    for (const element of elements) {
      const parents = componentSpec(element.name)?.parents;
      if (!parents) continue;
      let inside = false;
      let enclosedByComponent = false;
      for (let i = element.parent; i >= 0; i = elements[i].parent) {
        if (parents.includes(elements[i].name)) {
          inside = true;
          break;
        }
        if (componentSpec(elements[i].name)) enclosedByComponent = true;
      }
      if (inside || (snippet && !enclosedByComponent)) continue;
      const wrapper = parents[0];
      report(
        page.lines.rangeAt(element.nameStart, element.nameEnd),
        `\`<${element.name}>\` only works inside ${orList(parents.map((p) => `<${p}>`))}: ` +
          `wrap it in \`<${wrapper}>…</${wrapper}>\``,
      );
    }
  },
});
