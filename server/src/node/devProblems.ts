// The problems `docsjson dev` shows on a page: those of docs.json and the files it includes, and those of the page's
// own file; errors first, at most a screenful. The same list is rendered into the page and pushed to open tabs.
import type { Problem } from '../core';
import { escapeHtml } from '../site';

export interface OverlayProblem {
  /** "docs.json:12:5" */
  where: string;
  severity: string;
  message: string;
  rule: string;
}

const MAX_SHOWN = 50;

export function problemsForPage(
  problems: readonly Problem[],
  configFiles: ReadonlySet<string>,
  pageFile: string | undefined,
): OverlayProblem[] {
  return problems
    .filter((p) => p.severity !== 'info' && (configFiles.has(p.file) || p.file === pageFile))
    .sort((a, b) => Number(b.severity === 'error') - Number(a.severity === 'error'))
    .slice(0, MAX_SHOWN)
    .map((p) => ({
      where: `${p.file}:${p.range.start.line + 1}:${p.range.start.character + 1}`,
      severity: p.severity,
      message: p.message,
      rule: p.ruleId,
    }));
}

/** The overlay as the page's script builds it, for the first paint (and for readers without script). */
export function renderProblemsOverlay(problems: readonly OverlayProblem[]): string {
  if (problems.length === 0) return '';
  const items = problems
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.where)}</code> ${escapeHtml(p.severity)}: ${escapeHtml(p.message)} (${escapeHtml(p.rule)})</li>`,
    )
    .join('');
  const heading = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `<div class="dj-overlay" role="alert"><h2>${heading}</h2><ul>${items}</ul></div>`;
}
