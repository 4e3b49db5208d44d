// navigation-multiple-roots: one level uses several navigation keys; the builder takes the first of
// products, languages, versions, tabs, dropdowns, anchors, groups, pages and silently drops the others.
// (`pages` beside `groups` is the common case of this and is reported by key-ignored instead.)
import { DIVISION_KEYS } from '../model/navigationKinds';
import { kindName } from '../model/navigationKinds';
import { defineRule } from './defineRule';

export const navigationMultipleRootsRule = defineRule({
  id: 'navigation-multiple-roots',
  defaultSeverity: 'warning',
  description: 'Several navigation keys at one level: the builder uses only the first and drops the others.',
  reads: 'config',
  check({ model, report }) {
    for (const c of model.containers) {
      if (c.kind === 'group' || c.kind === 'global' || c.node.type !== 'object') continue;
      const present = DIVISION_KEYS.filter((k) => c.node.properties!.has(k));
      if (present.length < 2) continue;
      const [winner, ...losers] = present;
      for (const key of losers) {
        if (winner === 'groups' && key === 'pages') continue;
        const where = c.kind === 'navigation' ? 'navigation' : `this ${kindName(c.kind)}`;
        const property = c.node.properties!.get(key)!;
        report.atNode(
          property.filePath,
          property.keyNode,
          `"${key}" is ignored: ${where} already uses "${winner}", and the builder uses only the first of ${DIVISION_KEYS.join(', ')}; nest one inside the other`,
          {
            key,
            removeRange: model.source(property.filePath)!.rangeOfNode(property.propertyNode),
          },
        );
      }
    }
  },
});
