// GitHub Actions workflow commands, one line per problem, which the runner turns into annotations on the diff:
//   ::error file=docs/docs.json,line=3,col=12,endLine=3,endColumn=20,title=page-missing::Page "intro" has no file
// warning → ::warning, info → ::notice. Paths are relative to the repository root (options.annotationRoot), as
// GitHub requires, whichever folder docsjson runs from.
// Escaping follows @actions/core: %, CR and LF in the message; also "," and ":" in property values.
import * as path from 'path';
import { absoluteFile, groupByFile, oneBased, type LintReport } from '../report';
import type { FormatOptions } from './types';

export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatGithub(report: LintReport, options: FormatOptions): string {
  let out = '';
  for (const group of groupByFile(report)) {
    const rel = path.relative(options.annotationRoot ?? options.cwd, absoluteFile(report, group.file)) || group.file;
    const file = rel.split(path.sep).join('/');
    for (const p of group.problems) {
      const pos = oneBased(p);
      const command = p.severity === 'error' ? 'error' : p.severity === 'warning' ? 'warning' : 'notice';
      const props = [
        `file=${escapeProperty(file)}`,
        `line=${pos.line}`,
        `col=${pos.column}`,
        `endLine=${pos.endLine}`,
        `endColumn=${pos.endColumn}`,
        `title=${escapeProperty(p.ruleId)}`,
      ];
      out += `::${command} ${props.join(',')}::${escapeData(p.message)}\n`;
    }
  }
  return out;
}
