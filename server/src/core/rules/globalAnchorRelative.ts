// global-anchor-relative: items of navigation.global link out, so their href must be an absolute URL.
import { prop } from '../model/composedTree';
import { kindName } from '../model/navigationKinds';
import { defineRule } from './defineRule';

export function isAbsoluteUrl(href: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href)) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

export const globalAnchorRelativeRule = defineRule({
  id: 'global-anchor-relative',
  defaultSeverity: 'error',
  description: 'A global anchor (or other global item) links to a relative path instead of an absolute URL.',
  reads: 'config',
  check({ model, report }) {
    for (const c of model.containers) {
      if (!c.global || c.kind === 'global' || c.href === undefined) continue;
      if (isAbsoluteUrl(c.href.trim())) continue;
      const what = `global ${kindName(c.kind)}${c.label ? ` "${c.label}"` : ''}`;
      report.at(
        prop(c.node, 'href')!,
        `${what} links to "${c.href}", but global items only link to absolute URLs (https://...); move it out of "global" to link to a page`,
      );
    }
  },
});
