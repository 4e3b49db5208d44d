// ESLint-style human output:
//
//   docs/docs.json
//      3:12  error    Page "intro" has no .mdx or .md file  page-missing
//     14:5   warning  ...                                   key-ignored
//
//   ✖ 2 problems (1 error, 1 warning)
//
// Lines and columns are 1-based, the column counting UTF-16 code units like the editor. A clean site gets one
// line that says what was checked:
//
//   ✓ docs/docs.json: 42 pages, 0 problems
//
// With options.width, long messages wrap within the message column and continue under it.
//
// The one format that may summarise: past MAX_SHOWN_PER_RULE problems of one rule (a navigation of untranslated
// pages can give tens of thousands), the rest are counted in a line that says how to list them all. The summary
// line counts every problem; the machine formats carry every one.
import * as path from 'path';
import type { Problem } from '../../core';
import { COLOR, PLAIN, displayWidth, padEnd, padStart, type Style } from '../ansi';
import { absoluteFile, countProblems, groupByFile, oneBased, plural, type LintReport } from '../report';
import { wrapText } from '../wrap';
import type { FormatOptions } from './types';

/** Narrower than this, a wrapped message would be a column of single words: lines run past the edge instead. */
const MIN_MESSAGE_WIDTH = 24;

/** Problems of one rule listed before the rest are only counted. */
export const MAX_SHOWN_PER_RULE = 5000;

export function formatStylish(report: LintReport, options: FormatOptions): string {
  const c = options.color ? COLOR : PLAIN;
  const shown = (file: string) => path.relative(options.cwd, absoluteFile(report, file)) || file;
  if (report.problems.length === 0) return `${c.green('✓')} ${confirmation(report, shown(report.docsFile))}\n`;
  const { listed, left } = firstOfEachRule(report.problems);
  let out = '';
  for (const group of groupByFile({ ...report, problems: listed })) {
    out += `\n${c.underline(shown(group.file))}\n`;
    const rows = group.problems.map((p) => {
      const pos = oneBased(p);
      return { p, line: String(pos.line), column: String(pos.column), message: oneLine(p.message) };
    });
    // reduce, not Math.max(...): a file may carry tens of thousands of problems.
    const widest = (f: (r: (typeof rows)[number]) => number) => rows.reduce((w, r) => Math.max(w, f(r)), 0);
    const lineW = widest((r) => r.line.length);
    const colW = widest((r) => r.column.length);
    const sevW = widest((r) => r.p.severity.length);
    const ruleW = widest((r) => r.p.ruleId.length);
    // "  line:col  severity  " before the message, "  rule-id" after it.
    const indent = 2 + lineW + 1 + colW + 2 + sevW + 2;
    const room =
      options.width === undefined ? Infinity : Math.max(MIN_MESSAGE_WIDTH, options.width - indent - 2 - ruleW);
    const msgW = Math.min(
      room,
      widest((r) => displayWidth(r.message)),
    );
    for (const r of rows) {
      const where = `${padStart(r.line, lineW)}:${padEnd(r.column, colW)}`;
      const severity = paint(c, r.p, r.p.severity) + ' '.repeat(sevW - r.p.severity.length);
      const [first, ...rest] = wrapText(r.message, msgW);
      out += `  ${c.dim(where)}  ${severity}  ${padEnd(first, msgW)}  ${c.dim(r.p.ruleId)}\n`;
      for (const line of rest) out += `${' '.repeat(indent)}${line}\n`;
    }
  }
  if (left.size > 0) out += '\n';
  for (const [ruleId, n] of left)
    out += `${c.blue('ℹ')} ${n} more ${ruleId} problems are not listed here (the first ${MAX_SHOWN_PER_RULE} are); docsjson lint --format json lists every one\n`;
  return `${out}\n${summary(report.problems, c)}\n`;
}

/** The first MAX_SHOWN_PER_RULE problems of each rule in report order, and how many of each rule are left. */
function firstOfEachRule(problems: readonly Problem[]): { listed: Problem[]; left: Map<string, number> } {
  const seen = new Map<string, number>();
  const left = new Map<string, number>();
  const listed: Problem[] = [];
  for (const p of problems) {
    const n = (seen.get(p.ruleId) ?? 0) + 1;
    seen.set(p.ruleId, n);
    if (n <= MAX_SHOWN_PER_RULE) listed.push(p);
    else left.set(p.ruleId, (left.get(p.ruleId) ?? 0) + 1);
  }
  return { listed, left };
}

/** "docs.json: 42 pages, 0 problems": what a clean check looked at. */
function confirmation(report: LintReport, docsFile: string): string {
  const parts: string[] = [];
  if (report.navigation) {
    parts.push(plural(report.navigation.pages, 'page'));
    if (report.navigation.endpoints > 0) parts.push(plural(report.navigation.endpoints, 'endpoint'));
  }
  parts.push('0 problems');
  return `${docsFile}: ${parts.join(', ')}`;
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
