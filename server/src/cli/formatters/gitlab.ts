// GitLab's Code Quality report (artifacts:reports:codequality), the subset of the Code Climate format GitLab reads:
//   [{ "description", "check_name", "fingerprint", "severity", "location": { "path", "lines": { "begin", "end" } } }]
// error → major, warning → minor, info → info (as the ESLint formatters for GitLab map them). Paths are relative to
// the repository root (options.annotationRoot), where GitLab looks them up. The fingerprint identifies a problem
// across runs, so that a merge request shows which are new: it hashes the rule, the file, the message and the
// problem's rank among identical ones, not its line (adding a line above must not make it "new").
import { createHash } from 'crypto';
import * as path from 'path';
import { absoluteFile, groupByFile, oneBased, type LintReport } from '../report';
import type { FormatOptions } from './types';

export interface CodeQualityIssue {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: 'info' | 'minor' | 'major';
  location: { path: string; lines: { begin: number; end: number } };
}

const SEVERITY = { error: 'major', warning: 'minor', info: 'info' } as const;

export function formatGitlab(report: LintReport, options: FormatOptions): string {
  const issues: CodeQualityIssue[] = [];
  for (const group of groupByFile(report)) {
    const rel = path.relative(options.annotationRoot ?? options.cwd, absoluteFile(report, group.file)) || group.file;
    const file = rel.split(path.sep).join('/');
    const seen = new Map<string, number>();
    for (const p of group.problems) {
      const key = `${p.ruleId}\u0000${file}\u0000${p.message}`;
      const rank = (seen.get(key) ?? 0) + 1;
      seen.set(key, rank);
      const pos = oneBased(p);
      issues.push({
        description: p.message,
        check_name: p.ruleId,
        fingerprint: createHash('sha256').update(`${key}\u0000${rank}`).digest('hex').slice(0, 32),
        severity: SEVERITY[p.severity],
        location: { path: file, lines: { begin: pos.line, end: pos.endLine } },
      });
    }
  }
  return `${JSON.stringify(issues, null, 2)}\n`;
}
