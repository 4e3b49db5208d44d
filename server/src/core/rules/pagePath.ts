// page-path: page strings that can never name a file inside the docs root (errors) or that are written in a way
// that is probably a mistake (warnings). Runs on text only: unsafe strings never reach a file lookup.
import { toSafeRelativePath } from '../workspace/safePath';
import { defineRule } from './defineRule';

export const pagePathRule = defineRule({
  id: 'page-path',
  defaultSeverity: 'error',
  description:
    'A page path can never name a file inside the docs root ("..", backslashes, UNC paths: errors) or is written in a non-canonical way ("//", trailing "/", spaces: warnings).',
  reads: 'navigation',
  check({ model, report }) {
    for (const entry of model.pages) {
      const ref = entry.ref;
      if (ref.unsafe) report.at(entry.node, `page "${entry.value}" cannot be used: ${ref.unsafe}`);
      else if (ref.warnings.length > 0) {
        const canonical = canonicalForm(entry.value);
        report.at(
          entry.node,
          `page "${entry.value}" looks wrong: ${ref.warnings.join('; ')}`,
          canonical === undefined ? undefined : { candidates: [canonical], certain: true },
          'warning',
        );
      }
    }
  },
});

/**
 * The same page written canonically (no outer spaces, no empty folder name, no trailing "/"), keeping a leading "/"
 * or "./" as the author wrote it; undefined when there is nothing certain to write ("%" may or may not have been
 * meant as URL encoding).
 */
function canonicalForm(value: string): string | undefined {
  if (value.includes('%')) return undefined;
  const trimmed = value.trim();
  const safe = toSafeRelativePath(trimmed);
  if (!safe.ok) return undefined;
  const lead = /^(\.\/|\/)/.exec(trimmed)?.[0] ?? '';
  const canonical = lead + safe.path;
  return canonical === value ? undefined : canonical;
}
