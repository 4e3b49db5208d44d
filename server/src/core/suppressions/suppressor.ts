// Which directive of a page silences a problem: a line directive on the problem's first line (or the line before
// it), else the `docsjson-disable` … `docsjson-enable` stretch the problem starts in, else the front matter key.
// An `enable` naming rules re-enables those inside a stretch that disabled every rule; an `enable` naming none ends
// every stretch, as in ESLint.
import type { Directive } from './directives';

/** The directive (and which of its rules, '' for all) that silences `ruleId` at this place, if any. */
export function suppressingDirective(
  directives: readonly Directive[],
  ruleId: string,
  line: number,
  offset: number,
): { directive: Directive; rule: string } | undefined {
  const names = (d: Directive) => (d.rules.length === 0 ? '' : d.rules.includes(ruleId) ? ruleId : undefined);
  for (const d of directives) {
    const on = d.kind === 'disable-line' ? d.line === line : d.kind === 'disable-next-line' && d.endLine + 1 === line;
    const rule = on ? names(d) : undefined;
    if (rule !== undefined) return { directive: d, rule };
  }
  let all: Directive | undefined;
  const except = new Set<string>();
  const some = new Map<string, Directive>();
  for (const d of directives) {
    if (d.start >= offset) break;
    if (d.kind === 'disable') {
      if (d.rules.length === 0) {
        all = d;
        except.clear();
      } else
        for (const r of d.rules) {
          some.set(r, d);
          except.delete(r);
        }
    } else if (d.kind === 'enable') {
      if (d.rules.length === 0) {
        all = undefined;
        except.clear();
        some.clear();
      } else
        for (const r of d.rules) {
          some.delete(r);
          if (all) except.add(r);
        }
    }
  }
  const one = some.get(ruleId);
  if (one) return { directive: one, rule: ruleId };
  if (all && !except.has(ruleId)) return { directive: all, rule: '' };
  const page = directives.find((d) => d.kind === 'front-matter');
  const rule = page && names(page);
  return rule !== undefined ? { directive: page!, rule } : undefined;
}
