// json-syntax and include: problems found while reading docs.json and the files it includes.
import type { SourceFile } from '../json/sourceFile';
import { syntaxProblems } from '../json/syntaxProblems';
import type { IncludeProblem } from '../model/includes';
import type { Problem, ProblemData, Range } from '../problem';

export type RawReport = (
  ruleId: string,
  file: string,
  range: Range,
  message: string,
  data?: ProblemData,
  severity?: Problem['severity'],
) => void;

export function reportSyntax(file: SourceFile, report: RawReport): void {
  for (const p of syntaxProblems(file)) report('json-syntax', file.path, p.range, p.message, undefined, p.severity);
}

export function reportIncludes(problems: IncludeProblem[], report: RawReport): void {
  for (const p of problems) report(p.ruleId ?? 'include', p.file.path, p.file.rangeOfNode(p.node), p.message);
}
