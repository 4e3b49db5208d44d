// json-syntax: docs.json or a file it includes is not valid JSON, or docs.json holds no settings object. Comments
// and trailing commas are errors (the parse still recovers, so the other rules run); a byte order mark is only a
// warning. The sentences and places come from json/syntaxProblems.ts.
import { syntaxProblems } from '../json/syntaxProblems';
import { defineRule } from './defineRule';

export const jsonSyntaxRule = defineRule({
  id: 'json-syntax',
  defaultSeverity: 'error',
  description: 'docs.json (or a file it includes) is not valid JSON.',
  reads: 'text',
  check({ files, includeProblems, report }) {
    for (const file of files)
      for (const p of syntaxProblems(file)) report(file.path, p.range, p.message, undefined, p.severity);
    // A top level that is not an object is found while the configuration is composed.
    for (const p of includeProblems)
      if (p.ruleId === 'json-syntax') report(p.file.path, p.file.rangeOfNode(p.node), p.message);
  },
});
