// ESLint's JSON result shape, so tools that read `eslint --format json` read ours:
//   [{ filePath, messages: [{ ruleId, severity, message, line, column, endLine, endColumn }], errorCount,
//      warningCount, infoCount, fatalErrorCount }]
// severity 2 = error, 1 = warning; an info is severity 1 plus "info": true and counts only in infoCount.
// filePath is absolute; line/column are 1-based, column = UTF-16 code unit + 1; end is exclusive.
// One entry per file with problems, plus the config file always (with no messages when clean).
import { absoluteFile, groupByFile, oneBased, type LintReport } from '../report';
import type { FormatOptions } from './types';
import { printableJson } from '../printable';

export interface JsonMessage {
  ruleId: string;
  severity: 1 | 2;
  info?: true;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface JsonResult {
  filePath: string;
  messages: JsonMessage[];
  errorCount: number;
  warningCount: number;
  infoCount: number;
  fatalErrorCount: 0;
}

export function toJsonResults(report: LintReport): JsonResult[] {
  return groupByFile(report, true).map((group) => ({
    filePath: absoluteFile(report, group.file),
    messages: group.problems.map((p): JsonMessage => {
      const pos = oneBased(p);
      return {
        ruleId: p.ruleId,
        severity: p.severity === 'error' ? 2 : 1,
        ...(p.severity === 'info' ? { info: true as const } : {}),
        message: p.message,
        line: pos.line,
        column: pos.column,
        endLine: pos.endLine,
        endColumn: pos.endColumn,
      };
    }),
    errorCount: group.counts.errors,
    warningCount: group.counts.warnings,
    infoCount: group.counts.infos,
    fatalErrorCount: 0,
  }));
}

export function formatJson(report: LintReport, _options: FormatOptions): string {
  return `${printableJson(toJsonResults(report))}\n`;
}
