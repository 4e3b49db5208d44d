// The check of a docs.json that is not UTF-8 text: the service refuses to read it (DocsFileError), and the CLI and
// the server report this instead, its one json-syntax problem at the first bad byte.
import { undecodableFile, syntaxProblems } from '../json/syntaxProblems';
import type { Problem, SeveritySetting } from '../problem';
import { effectiveSeverity } from '../rules/registry';
import type { NotUtf8Error } from '../workspace/notUtf8Error';

/** Its problems under these severities: none when json-syntax is turned off. */
export function undecodableDocsProblems(
  error: NotUtf8Error,
  severities: Readonly<Record<string, SeveritySetting>> | undefined,
): Problem[] {
  const severity = effectiveSeverity('json-syntax', severities);
  if (!severity) return [];
  return syntaxProblems(undecodableFile(error)).map((p) => ({
    ruleId: 'json-syntax',
    severity,
    message: p.message,
    file: error.path,
    range: p.range,
  }));
}
