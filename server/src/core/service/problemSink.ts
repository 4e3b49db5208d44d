// Collects the problems of one check: applies the configured severities, caps each rule's count when the host
// asks for a cap (an editor), and sorts them by file and position at the end. Without a cap every problem is kept:
// lint's machine formats carry them all, and only its human format summarises.
import type { Position, Problem, ProblemData, Range, Severity, SeveritySetting } from '../problem';
import type { SourceFile } from '../json/sourceFile';
import type { TextChange } from '../json/stringEdit';
import { effectiveSeverity } from '../rules/registry';
import type { FilePolicy } from '../config/filePolicy';

const SEVERITY_ORDER: Record<Severity, number> = { error: 2, warning: 1, info: 0 };

export class ProblemSink {
  readonly problems: Problem[];
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly severities: Readonly<Record<string, SeveritySetting>> | undefined,
    initial: readonly Problem[] = [],
    /** Past this many problems of one rule, one note says how many more there are. */
    private readonly maxPerRule = Infinity,
    /** Severities per file (`ignores`, `overrides`), when the settings have any. */
    private readonly policy?: FilePolicy,
  ) {
    this.problems = [...initial];
  }

  report(
    ruleId: string,
    file: string,
    range: Range,
    message: string,
    data?: ProblemData,
    severityOverride?: Severity,
  ): void {
    const severity = this.policy?.isPerFile
      ? this.policy.severityIn(ruleId, file)
      : effectiveSeverity(ruleId, this.severities);
    if (!severity) return;
    const n = (this.counts.get(ruleId) ?? 0) + 1;
    this.counts.set(ruleId, n);
    if (n > this.maxPerRule) return;
    const problem: Problem = { ruleId, severity: milder(severity, severityOverride), message, file, range };
    if (data && Object.values(data).some((v) => v !== undefined)) problem.data = data;
    this.problems.push(problem);
  }

  /** The problems, sorted, with a note per rule that reported more than the cap. */
  finish(docsFile: string): Problem[] {
    for (const [ruleId, n] of this.counts) {
      if (n <= this.maxPerRule) continue;
      const origin = { line: 0, character: 0 };
      this.problems.push({
        ruleId,
        severity: 'info',
        message: `${n - this.maxPerRule} more ${ruleId} problems are not shown`,
        file: docsFile,
        range: { start: origin, end: origin },
      });
    }
    return this.problems.sort(compareProblems);
  }
}

/** A rule may report something milder than its configured severity (a BOM is only a warning), never harsher. */
function milder(configured: Severity, suggested: Severity | undefined): Severity {
  return suggested && SEVERITY_ORDER[suggested] < SEVERITY_ORDER[configured] ? suggested : configured;
}

export function compareProblems(a: Problem, b: Problem): number {
  return (
    (a.file === b.file ? 0 : a.file < b.file ? -1 : 1) ||
    a.range.start.line - b.range.start.line ||
    a.range.start.character - b.range.start.character ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

/**
 * A problem found before an edit inside a string on `line`: its positions after the edit point move by `delta`
 * (such an edit adds no line, so nothing else moves).
 */
export function shiftOnLine(problem: Problem, line: number, character: number, delta: number): Problem {
  const range = shiftRange(problem.range, line, character, delta);
  const removeRange = problem.data?.removeRange && shiftRange(problem.data.removeRange, line, character, delta);
  if (range === problem.range && removeRange === problem.data?.removeRange) return problem;
  return { ...problem, range, ...(problem.data ? { data: { ...problem.data, removeRange } } : {}) };
}

function shiftRange(range: Range, line: number, character: number, delta: number): Range {
  const shift = (p: Range['start']) =>
    p.line === line && p.character > character ? { line, character: p.character + delta } : p;
  const start = shift(range.start);
  const end = shift(range.end);
  return start === range.start && end === range.end ? range : { start, end };
}

/**
 * Moves problems found before an edit of `before` into `after` that replaced [change.start, change.oldEnd)
 * (whitespace between tokens: no problem starts or ends inside it, only at its edges): positions from its end on
 * move with the text, across lines too.
 */
export function problemMover(before: SourceFile, after: SourceFile, change: TextChange): (problem: Problem) => Problem {
  const edge = before.positionAt(change.start);
  const at = (p: Position): Position => {
    if (p.line < edge.line || (p.line === edge.line && p.character <= edge.character)) return p;
    const offset = before.offsetAt(p);
    return after.positionAt(offset >= change.oldEnd ? offset + change.newEnd - change.oldEnd : change.start);
  };
  const move = (r: Range): Range => {
    const start = at(r.start);
    const end = at(r.end);
    return start === r.start && end === r.end ? r : { start, end };
  };
  return (problem) => {
    const range = move(problem.range);
    const removeRange = problem.data?.removeRange && move(problem.data.removeRange);
    if (range === problem.range && removeRange === problem.data?.removeRange) return problem;
    return { ...problem, range, ...(problem.data ? { data: { ...problem.data, removeRange } } : {}) };
  };
}
