// ESLint-style human output:
//
//   docs/docs.json
//      3:12  error    Page "intro" has no .mdx or .md file  page-missing
//     14:5   warning  ...                                   key-ignored
//
//   ✖ 2 problems (1 error, 1 warning)
//
// Lines and columns are 1-based, the column counting UTF-16 code units like the editor. Nothing at all when clean.
import * as path from 'path';
import type { Problem } from '../../core';
import { COLOR, PLAIN, displayWidth, padEnd, padStart, type Style } from '../ansi';
import { absoluteFile, countProblems, groupByFile, oneBased, plural, type LintReport } from '../report';
import type { FormatOptions } from './types';

export function formatStylish(report: LintReport, options: FormatOptions): string {
  if (report.problems.length === 0) return '';
  const c = options.color ? COLOR : PLAIN;
  let out = '';
  for (const group of groupByFile(report)) {
    const header = path.relative(options.cwd, absoluteFile(report, group.file)) || group.file;
    out += `\n${c.underline(header)}\n`;
    const rows = group.problems.map((p) => {
      const pos = oneBased(p);
      return { p, line: String(pos.line), column: String(pos.column), message: oneLine(p.message) };
    });
    // reduce, not Math.max(...): a file may carry tens of thousands of problems.
    const widest = (f: (r: (typeof rows)[number]) => number) => rows.reduce((w, r) => Math.max(w, f(r)), 0);
    const lineW = widest((r) => r.line.length);
    const colW = widest((r) => r.column.length);
    const sevW = widest((r) => r.p.severity.length);
    const msgW = widest((r) => displayWidth(r.message));
    for (const r of rows) {
      const where = `${padStart(r.line, lineW)}:${padEnd(r.column, colW)}`;
      const severity = paint(c, r.p, r.p.severity) + ' '.repeat(sevW - r.p.severity.length);
      out += `  ${c.dim(where)}  ${severity}  ${padEnd(r.message, msgW)}  ${c.dim(r.p.ruleId)}\n`;
    }
  }
  return `${out}\n${summary(report.problems, c)}\n`;
}

function summary(problems: readonly Problem[], c: Style): string {
  const n = countProblems(problems);
  const parts = [plural(n.errors, 'error'), plural(n.warnings, 'warning')];
  if (n.infos > 0) parts.push(plural(n.infos, 'info'));
  const text = `${plural(problems.length, 'problem')} (${parts.join(', ')})`;
  if (n.errors > 0) return c.bold(c.red(`✖ ${text}`));
  if (n.warnings > 0) return c.bold(c.yellow(`✖ ${text}`));
  return c.bold(c.blue(`ℹ ${text}`));
}

function paint(c: Style, p: Problem, s: string): string {
  return p.severity === 'error' ? c.red(s) : p.severity === 'warning' ? c.yellow(s) : c.blue(s);
}

/** Messages are one sentence; a stray line break would break the table. */
function oneLine(message: string): string {
  return message.replace(/\s*(\r\n|\r|\n)\s*/g, ' ');
}
