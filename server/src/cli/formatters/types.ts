import type { LintReport } from '../report';

export interface FormatOptions {
  /** Folder that stylish and github paths are relative to (the process's current folder). */
  cwd: string;
  /** ANSI colours; only stylish uses them. */
  color: boolean;
  /** docsjson's version, for SARIF's tool.driver. */
  version: string;
  /** Absolute URL about docsjson, for SARIF's tool.driver.informationUri. */
  informationUri: string;
}

/** A formatter is a pure function: same report and options, same text. Empty string when there is nothing to say. */
export type Formatter = (report: LintReport, options: FormatOptions) => string;
