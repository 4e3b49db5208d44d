// Text from the docs folder (file names, docs.json strings quoted in messages, parser errors about page text) on its
// way to a terminal or a CI log, escaped by the core's `printable` ("\x1b"). JSON output (json, sarif) escapes by
// JSON's rules, which cover C0 only: the others are written as \u escapes there too, since JSON output is read on
// terminals as well.
import type { LintReport } from './report';
import type { FormatOptions } from './formatters/types';
import { printable, type Problem } from '../core';

export { printable, printableLines } from '../core';

/** Escaped in JSON text beyond what JSON.stringify escapes (C0, quote and backslash). */
const UNPRINTABLE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `value` as indented JSON that holds no control character raw: the same JSON value, since outside strings JSON text
 * is ASCII, and inside them `\u009b` means the same as the character.
 */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    UNPRINTABLE_IN_JSON,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A message is one sentence: its line breaks become spaces (the rest of its controls are escaped). */
export function printableMessage(message: string): string {
  return printable(message.replace(/[ \t]*(?:\r\n|\r|\n)[ \t]*/g, ' '));
}

/**
 * The report and options a text formatter (stylish, github) works from, with every string that came from the site
 * printable. Paths are escaped on both sides, the docs root and the folder they are shown relative to: the escape
 * never touches a separator or a dot, so the relative paths the formatter computes come out escaped and right.
 */
export function printableInputs(report: LintReport, options: FormatOptions): [LintReport, FormatOptions] {
  const problems = report.problems.map((p): Problem => ({
    ...p,
    file: printable(p.file),
    ruleId: printable(p.ruleId),
    message: printableMessage(p.message),
  }));
  return [
    { ...report, rootPath: printable(report.rootPath), docsFile: printable(report.docsFile), problems },
    {
      ...options,
      cwd: printable(options.cwd),
      annotationRoot: options.annotationRoot === undefined ? undefined : printable(options.annotationRoot),
    },
  ];
}
