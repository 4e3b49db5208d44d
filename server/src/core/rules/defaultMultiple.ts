// version-default-multiple / language-default-multiple: among sibling versions (or languages) more than one says
// "default": true, so which one a visitor lands on is not what the author expects.
import { prop } from '../model/composedTree';
import type { NavContainer } from '../model/siteModel';
import { defineRule } from './defineRule';
import type { ConfigRuleContext } from './ruleContext';

function checkDefaults(kind: 'version' | 'language', { model, report }: ConfigRuleContext): void {
  const byParent = new Map<number, NavContainer[]>();
  for (const c of model.containers) {
    if (c.kind !== kind || prop(c.node, 'default')?.value !== true) continue;
    const list = byParent.get(c.parentId) ?? [];
    list.push(c);
    byParent.set(c.parentId, list);
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
}

export const versionDefaultMultipleRule = defineRule({
  id: 'version-default-multiple',
  defaultSeverity: 'warning',
  description: 'More than one version is marked "default".',
  reads: 'config',
  check: (ctx) => checkDefaults('version', ctx),
});

export const languageDefaultMultipleRule = defineRule({
  id: 'language-default-multiple',
  defaultSeverity: 'warning',
  description: 'More than one language is marked "default".',
  reads: 'config',
  check: (ctx) => checkDefaults('language', ctx),
});
