// page-path: page strings that can never name a file inside the docs root (errors) or that are written in a way
// that is probably a mistake (warnings). Runs on text only: unsafe strings never reach a file lookup.
import { defineRule } from './defineRule';

export const pagePathRule = defineRule({
  id: 'page-path',
  defaultSeverity: 'error',
  description:
    'A page path can never name a file inside the docs root ("..", backslashes, UNC paths: errors) or is written in a non-canonical way ("//", trailing "/", spaces: warnings).',
  reads: 'navigation',
  check({ model, report }) {
    for (const entry of model.pages) {
      const ref = entry.ref;
      if (ref.unsafe) report.at(entry.node, `page "${entry.value}" cannot be used: ${ref.unsafe}`);
      else if (ref.warnings.length > 0)
        report.at(entry.node, `page "${entry.value}" looks wrong: ${ref.warnings.join('; ')}`, undefined, 'warning');
    }
  },
});
