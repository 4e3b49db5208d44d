// The last step of every check, in lint and in the editor alike: drops the problems a page's suppression comments
// silence, and reports the comments themselves when they name an unknown rule (directive-invalid) or, when asked,
// silence nothing (directive-unused). The problems of the `directive-*` rules are never silenced.
import type { Problem, Severity } from '../problem';
import type { ParsedPage } from '../pages/parsedPage';
import { isRuleId, RULES } from '../rules/registry';
import { closest } from '../text/didYouMean';
import { pageDirectives, type Directive } from './directives';
import { suppressingDirective } from './suppressor';
import { compareProblems } from '../service/problemSink';

export interface SuppressionSite {
  /** Every page and snippet parsed in this check whose text may hold a directive. */
  pages: Iterable<ParsedPage>;
  /** The rule's severity in a file (after `.docsjsonrc.json`'s overrides); undefined when it is off there. */
  severityIn(ruleId: string, file: string): Severity | undefined;
  /**
   * Rules this host cannot run (link-external without a network check): a directive naming one is not unused, it
   * silences what a run that checks them would find.
   */
  notRun?: ReadonlySet<string>;
}

const OWN_RULES = new Set(['directive-invalid', 'directive-unused']);

export function applySuppressions(problems: readonly Problem[], site: SuppressionSite): Problem[] {
  const directivesOf = new Map<string, readonly Directive[]>();
  const pageOf = new Map<string, ParsedPage>();
  for (const page of site.pages) {
    const found = pageDirectives(page);
    if (found.length === 0) continue;
    directivesOf.set(page.file, found);
    pageOf.set(page.file, page);
  }
  if (directivesOf.size === 0) return problems as Problem[];
  const used = new Set<string>(); // `${start}\u0000${rule}` of each directive rule that silenced something
  const kept: Problem[] = [];
  for (const p of problems) {
    const directives = directivesOf.get(p.file);
    const page = directives && !OWN_RULES.has(p.ruleId) ? directives : undefined;
    const hit =
      page &&
      suppressingDirective(page, p.ruleId, p.range.start.line, pageOf.get(p.file)!.lines.offsetAt(p.range.start));
    if (hit) used.add(`${p.file}\u0000${hit.directive.start}\u0000${hit.rule}`);
    else kept.push(p);
  }
  const ids = RULES.map((r) => r.id);
  for (const [file, directives] of directivesOf) {
    const invalid = site.severityIn('directive-invalid', file);
    const unused = site.severityIn('directive-unused', file);
    for (const d of directives) {
      const where = describe(d);
      for (const rule of d.rules) {
        if (isRuleId(rule) || !invalid) continue;
        const meant = closest(rule, ids);
        kept.push({
          ruleId: 'directive-invalid',
          severity: invalid,
          message: `${where} names "${rule}", which is not a rule${meant ? `; did you mean "${meant}"?` : ''} (run docsjson rules to list them)`,
          file,
          range: d.range,
          ...(meant && { data: { candidates: [meant] } }),
        });
      }
      if (!unused || d.kind === 'enable') continue;
      for (const rule of d.rules.length === 0 ? [''] : d.rules.filter((r) => isRuleId(r) && !site.notRun?.has(r))) {
        if (used.has(`${file}\u0000${d.start}\u0000${rule}`)) continue;
        const what = rule === '' ? 'no problem is' : `no ${rule} problem is`;
        kept.push({
          ruleId: 'directive-unused',
          severity: unused,
          message: `${where} silences nothing: ${what} reported ${scope(d)}; remove ${rule === '' || d.rules.length === 1 ? 'it' : `"${rule}" from it`}`,
          file,
          range: d.range,
        });
      }
    }
  }
  return kept.sort(compareProblems);
}

function describe(d: Directive): string {
  return d.kind === 'front-matter' ? 'the docsjson-disable front matter key' : `this docsjson-${d.kind} comment`;
}

function scope(d: Directive): string {
  switch (d.kind) {
    case 'disable-line':
      return 'on its line';
    case 'disable-next-line':
      return 'on the next line';
    case 'front-matter':
      return 'on this page';
    default:
      return 'until the next docsjson-enable';
  }
}
