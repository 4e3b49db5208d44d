// Quick fixes in a page, read only from the data a check recorded on its diagnostic: the edits a rule recorded
// itself (`data.fix`, such as removing an h1 that repeats the title), replace a link's target with a "did you mean"
// candidate (`/guide.mdx` -> `/guide`), and silence a rule on one line with a
// `{/* docsjson-disable-next-line RULE */}` comment above it. A fix the check marked certain is flagged so
// (`docsjson lint --fix` applies those and no other).
import type { ParsedPage } from '../../pages/parsedPage';
import { asProblemData, getFileFixes, type FixableDiagnostic } from '../codeActions';
import { disableNextLineEdit } from '../../suppressions/directiveEdits';
import type { SiteCodeAction, TextEdit } from '../types';

/**
 * Rules whose range is exactly the text a candidate replaces (a link's target, an import's path). Other page rules'
 * candidates (a component name, an attribute value) are for the message only: their range is not what to replace.
 */
const REPLACES_RANGE = new Set(['link-broken', 'snippet-missing']);

export function getPageCodeActions(page: ParsedPage, diagnostics: readonly FixableDiagnostic[]): SiteCodeAction[] {
  const actions: SiteCodeAction[] = getFileFixes(page.file, diagnostics);
  diagnostics.forEach((diagnostic, index) => {
    const add = (title: string, edits: TextEdit[], extra: Partial<SiteCodeAction> = {}) =>
      actions.push({
        title,
        kind: 'quickfix',
        diagnosticIndex: index,
        edit: { edits: [{ file: page.file, edits }] },
        ...extra,
      });
    const data = asProblemData(diagnostic.data);
    const rule = typeof diagnostic.code === 'string' ? diagnostic.code : undefined;
    const written = page.text.slice(
      page.lines.offsetAt(diagnostic.range.start),
      page.lines.offsetAt(diagnostic.range.end),
    );
    // Where the target could not be located exactly, the range is the whole link: nothing is replaced then.
    const replaceable = rule !== undefined && REPLACES_RANGE.has(rule) && /^[^\s[\](){}<>"'`]+$/.test(written);
    const candidates = replaceable ? (data?.candidates ?? []) : [];
    candidates.slice(0, 5).forEach((candidate, i) => {
      const certain = i === 0 && data?.certain === true;
      add(`Change to \`${candidate}\``, [{ range: diagnostic.range, newText: candidate }], {
        isPreferred: i === 0 && candidates.length === 1,
        ...(certain && { certain }),
      });
    });
    if (rule) {
      const edit = disableNextLineEdit(page, diagnostic.range.start.line, rule);
      if (edit) add(`Disable ${rule} for this line`, [edit]);
    }
  });
  return actions;
}
