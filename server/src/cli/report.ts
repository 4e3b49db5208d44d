// What a lint run produced, in the shape every formatter reads: the docs root, the config file and the problems,
// grouped per file in a stable order. Pure: no fs, no terminal.
import * as path from 'path';
import type { Problem, SiteModel } from '../core';

export interface LintReport {
  /** Absolute path of the docs root (the folder holding docs.json). */
  rootPath: string;
  /** Root-relative POSIX path of the config file the run checked ("docs.json"). */
  docsFile: string;
  problems: readonly Problem[];
  /** What the navigation holds, when docs.json could be read: for the line that confirms a clean check. */
  navigation?: NavigationCounts;
}

export interface NavigationCounts {
  /** Distinct pages the navigation names (a page listed twice counts once). */
  pages: number;
  /** Distinct `METHOD /path` entries. */
  endpoints: number;
}

/** Pages and endpoint entries the builder keeps (not those of a navigation key it drops), each counted once. */
export function navigationCounts(model: SiteModel): NavigationCounts {
  const pages = new Set<string>();
  for (const p of model.pages) if (!p.dropped) pages.add(p.ref.page ?? p.value);
  const endpoints = new Set<string>();
  for (const e of model.endpoints) if (!e.dropped) endpoints.add(`${e.spec ?? ''} ${e.method} ${e.apiPath}`);
  return { pages: pages.size, endpoints: endpoints.size };
}

export interface Counts {
  errors: number;
  warnings: number;
  /** `info` problems: shown, never counted as errors or warnings, never change the exit code. */
  infos: number;
}

export interface FileProblems {
  /** Root-relative POSIX path, as in Problem.file. */
  file: string;
  problems: Problem[];
  counts: Counts;
}

export function countProblems(problems: readonly Problem[]): Counts {
  const counts: Counts = { errors: 0, warnings: 0, infos: 0 };
  for (const p of problems) {
    if (p.severity === 'error') counts.errors++;
    else if (p.severity === 'warning') counts.warnings++;
    else counts.infos++;
  }
  return counts;
}

/**
 * Problems grouped by file: the config file first, then the other files in code-unit order; inside a file, by
 * start position (ties keep the core's order). With `includeDocsFile`, the config file is listed even when clean.
 */
export function groupByFile(report: LintReport, includeDocsFile = false): FileProblems[] {
  const byFile = new Map<string, Problem[]>();
  if (includeDocsFile) byFile.set(report.docsFile, []);
  for (const p of report.problems) {
    let list = byFile.get(p.file);
    if (!list) byFile.set(p.file, (list = []));
    list.push(p);
  }
  const files = [...byFile.keys()].sort((a, b) =>
    a === report.docsFile ? -1 : b === report.docsFile ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  return files.map((file) => {
    const problems = byFile
      .get(file)!
      .map((p, i) => ({ p, i }))
      .sort(
        (x, y) =>
          x.p.range.start.line - y.p.range.start.line ||
          x.p.range.start.character - y.p.range.start.character ||
          x.i - y.i,
      )
      .map((x) => x.p);
    return { file, problems, counts: countProblems(problems) };
  });
}

/** Absolute native path of a root-relative POSIX path. */
export function absoluteFile(report: LintReport, file: string): string {
  return path.join(report.rootPath, ...file.split('/'));
}

/** One-based line and column as every formatter prints them (column = UTF-16 character + 1, exclusive end). */
export function oneBased(p: Problem): { line: number; column: number; endLine: number; endColumn: number } {
  return {
    line: p.range.start.line + 1,
    column: p.range.start.character + 1,
    endLine: p.range.end.line + 1,
    endColumn: p.range.end.character + 1,
  };
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
