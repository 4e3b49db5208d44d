// global-anchor-relative: items of navigation.global link out. The builder fails on a link that is neither a URL
// nor a path from the site root (an error); it accepts a path from the site root (Mintlify's own docs link a global
// anchor to "/changelog") or a `#` link, which the format describes as linking outside: a warning.
import { prop } from '../model/composedTree';
import { kindName } from '../model/navigationKinds';
import { defineRule } from './defineRule';

/** What the builder makes of a global item's link. */
export function globalHrefKind(href: string): 'external' | 'site' | 'invalid' {
  if (href.startsWith('//')) return 'external'; // protocol-relative: another host
  if (href.startsWith('/') || href.startsWith('#')) return 'site';
  if (href.startsWith('mailto:')) return 'external';
  try {
    new URL(href);
    return 'external';
  } catch {
    return 'invalid';
  }
}

export const globalAnchorRelativeRule = defineRule({
  id: 'global-anchor-relative',
  defaultSeverity: 'error',
  description:
    'A global anchor (or other global item) links to a bare relative path, which fails the build (error), or to a path inside the site instead of an absolute URL (warning).',
  reads: 'config',
  check({ model, report }) {
    for (const c of model.containers) {
      if (!c.global || c.kind === 'global' || c.href === undefined) continue;
      const kind = globalHrefKind(c.href);
      if (kind === 'external') continue;
      const what = `global ${kindName(c.kind)}${c.label ? ` "${c.label}"` : ''}`;
      const node = prop(c.node, 'href')!;
      if (kind === 'invalid') {
        report.at(
          node,
          `${what} links to "${c.href}", which is neither a URL nor a path from the site root, and the builder fails on it; write an absolute URL (https://...), or "/${c.href.replace(/^\.?\/*/, '')}" for a page of this site`,
        );
      } else {
        report.at(
          node,
          `${what} links to "${c.href}" inside this site; global items are meant to link outside it (https://...), though the builder accepts this`,
          undefined,
          'warning',
        );
      }
    }
  },
});
