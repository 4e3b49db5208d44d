// The output formats of a lint report. stylish and github write lines for people and CI logs: they see the report
// only through printableInputs, so no byte of the site's text reaches a terminal as a control character. json and
// sarif are JSON, which escapes control characters itself.
import type { FormatName } from '../args';
import { printableInputs } from '../printable';
import { formatGithub } from './github';
import { formatGitlab } from './gitlab';
import { formatJunit } from './junit';
import { formatJson } from './json';
import { formatSarif } from './sarif';
import { formatStylish } from './stylish';
import type { Formatter } from './types';

export type { FormatOptions, Formatter } from './types';

/** A formatter of text lines, given the report with the site's text made printable. */
function forTerminal(format: Formatter): Formatter {
  return (report, options) => format(...printableInputs(report, options));
}

export const FORMATTERS: Readonly<Record<FormatName, Formatter>> = {
  stylish: forTerminal(formatStylish),
  json: formatJson,
  sarif: formatSarif,
  github: forTerminal(formatGithub),
  gitlab: formatGitlab,
  // XML cannot carry most control characters even as references: they are written as `\x1b`, as on a terminal.
  junit: forTerminal(formatJunit),
};
