// include: a `$ref` include that is missing, cyclic, unsafe or not JSON. Found while the configuration is
// composed; the object keeps what is written beside the `$ref`.
import { defineRule } from './defineRule';

export const includeRule = defineRule({
  id: 'include',
  defaultSeverity: 'error',
  description: 'A "$ref" include is missing, cyclic, leaves the project or is not valid JSON.',
  reads: 'text',
  check({ includeProblems, report }) {
    for (const p of includeProblems)
      if (p.ruleId === undefined) report(p.file.path, p.file.rangeOfNode(p.node), p.message);
  },
});
