// version-default-multiple / language-default-multiple: among sibling versions (or languages) more than one says
// "default": true, so which one a visitor lands on is not what the author expects.
import { prop } from '../model/composedTree';
import type { NavContainer } from '../model/siteModel';
import type { Rule } from './rule';

function defaultMultipleRule(id: string, kind: 'version' | 'language'): Rule {
  return {
    id,
    check({ model, report }) {
      const byParent = new Map<NavContainer | undefined, NavContainer[]>();
      for (const c of model.containers) {
        if (c.kind !== kind || prop(c.node, 'default')?.value !== true) continue;
        const list = byParent.get(c.parent) ?? [];
        list.push(c);
        byParent.set(c.parent, list);
      }
      for (const list of byParent.values()) {
        if (list.length < 2) continue;
        const first = list[0];
        for (const c of list.slice(1)) {
          report.at(
            prop(c.node, 'default')!,
            `${kind} "${c.label ?? '?'}" is marked default, but ${kind} "${first.label ?? '?'}" already is; keep "default": true on one ${kind} only`,
          );
        }
      }
    },
  };
}

export const versionDefaultMultipleRule = defaultMultipleRule('version-default-multiple', 'version');
export const languageDefaultMultipleRule = defaultMultipleRule('language-default-multiple', 'language');
