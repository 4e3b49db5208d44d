import type { FormatName } from '../args';
import { formatGithub } from './github';
import { formatGitlab } from './gitlab';
import { formatJunit } from './junit';
import { formatJson } from './json';
import { formatSarif } from './sarif';
import { formatStylish } from './stylish';
import type { Formatter } from './types';

export type { FormatOptions, Formatter } from './types';

export const FORMATTERS: Readonly<Record<FormatName, Formatter>> = {
  stylish: formatStylish,
  json: formatJson,
  sarif: formatSarif,
  github: formatGithub,
  gitlab: formatGitlab,
  junit: formatJunit,
};
