// What `docsjson lint --fix` changes: for each problem, the editor's own quick fixes (features/codeActions.ts for
// docs.json and its includes, features/pages/pageCodeActions.ts for pages), of which only those the check marked
// certain are taken: a guess (two candidates, a spelling match, a file to create) is never applied. Edits that
// overlap one taken before are left for the next pass, after the text has changed.
import type { Problem } from '../problem';
import type { SiteModel } from '../model/siteModel';
import type { ParsedPage } from '../pages/parsedPage';
import { getCodeActions, type FixableDiagnostic } from '../features/codeActions';
import { getPageCodeActions } from '../features/pages/pageCodeActions';
import type { SiteFiles } from '../features/siteContext';
import type { OptInFix, SiteCodeAction, SiteEdit, TextEdit } from '../features/types';
import { nonOverlapping } from '../text/applyEdits';
import { LineIndex } from '../text/lineIndex';

export interface FixSite {
  model?: SiteModel;
  files?: SiteFiles;
  /** A page or snippet file, parsed; undefined when it cannot be read. */
  page(file: string): Promise<ParsedPage | undefined>;
}

export interface AppliedFix {
  problem: Problem;
  /** The quick fix's title, as the editor shows it ("Change to "guide""). */
  title: string;
}

export interface FixChoice {
  /** Also the fixes the user asked for by name (`--fix-image-alt`), which are not certain. */
  optIns?: ReadonlySet<OptInFix>;
}

export async function certainFixes(
  problems: readonly Problem[],
  site: FixSite,
  choice: FixChoice = {},
): Promise<{ edit: SiteEdit; fixes: AppliedFix[] }> {
  const chosen = (action: { certain?: boolean; optIn?: OptInFix }) =>
    action.certain === true || (action.optIn !== undefined && choice.optIns?.has(action.optIn) === true);
  const byFile = new Map<string, Problem[]>();
  for (const p of problems) {
    // The only problems with a fix to apply.
    if (!p.data?.certain && !(p.data?.fix?.optIn && choice.optIns?.has(p.data.fix.optIn))) continue;
    let list = byFile.get(p.file);
    if (!list) byFile.set(p.file, (list = []));
    list.push(p);
  }
  const edit: SiteEdit = { edits: [] };
  const fixes: AppliedFix[] = [];
  for (const [file, list] of byFile) {
    const diagnostics: FixableDiagnostic[] = list.map((p) => ({ range: p.range, code: p.ruleId, data: p.data }));
    let actions: SiteCodeAction[];
    let text: string;
    let lines: LineIndex | undefined;
    const source = site.model?.source(file);
    if (source) {
      actions = getCodeActions({ file: source, model: site.model, files: site.files }, diagnostics);
      text = source.text;
    } else {
      const page = /\.mdx?$/i.test(file) ? await site.page(file) : undefined;
      if (!page) continue;
      actions = getPageCodeActions(page, diagnostics);
      text = page.text;
      lines = page.lines;
    }
    const taking: Array<TextEdit & { action: SiteCodeAction }> = [];
    for (const action of actions) {
      if (!chosen(action) || action.edit.create?.length) continue;
      const own = action.edit.edits.filter((e) => e.file === file).flatMap((e) => e.edits);
      // One edit per fix: all of a fix's edits go in together or not at all.
      if (own.length !== 1 || action.edit.edits.some((e) => e.file !== file)) continue;
      taking.push({ ...own[0], action });
    }
    const taken = nonOverlapping(text, lines ?? new LineIndex(text), taking);
    if (taken.length === 0) continue;
    edit.edits.push({ file, edits: taken.map(({ range, newText }) => ({ range, newText })) });
    for (const t of taken) fixes.push({ problem: list[t.action.diagnosticIndex], title: t.action.title });
  }
  return { edit, fixes };
}
