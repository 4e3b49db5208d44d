import type { LintReport } from '../report';

export interface FormatOptions {
  /** Folder that stylish paths are relative to (the process's current folder). */
  cwd: string;
  /** Folder that github annotations and gitlab Code Quality paths are relative to: the git repository's root; default `cwd`. */
  annotationRoot?: string;
  /** ANSI colours; only stylish uses them. */
  color: boolean;
  /** Terminal width that stylish wraps its messages to; undefined = no wrapping. */
  width?: number;
  /** docsjson's version, for SARIF's tool.driver. */
  version: string;
  /** Absolute URL about docsjson, for SARIF's tool.driver.informationUri. */
  informationUri: string;
}

/** A formatter is a pure function: same report and options, same text. Empty string when there is nothing to say. */
export type Formatter = (report: LintReport, options: FormatOptions) => string;
