// The editor preview resolves only what is on screen: the section that holds a position of docs.json (a JSON path),
// the divisions on the way to it with their siblings (for the tab bar and selectors), and nothing else. Its cost is
// the depth of the navigation plus the size of that one section, whatever the size of the site.
import { isSpecOnly, type NavContainer, type NavNode, type SiteModel } from '../core';
import type { Division, Section } from './resolvedSite';
import { DIVISION_KINDS, Resolver, type ResolveOptions } from './resolveNavigation';

/** A JSON path into docs.json (["navigation", "tabs", 0, "groups", 2]), as the editor knows the cursor. */
export type SectionFocus = readonly (string | number)[];

export interface ResolvedSection {
  /** The content of the focused part of the navigation (undefined when it has no groups or pages at all). */
  section?: Section;
  /** One level per division on the way: its siblings (without their content) and the one on the way. */
  levels: Array<{ siblings: Division[]; current: Division }>;
  /** The deepest navigation node at or above the focus. */
  focus?: NavNode;
}

export function resolveSection(model: SiteModel, focus: SectionFocus, options: ResolveOptions): ResolvedSection {
  const nav = model.navigation;
  if (!nav) return { levels: [] };
  const focusNode = deepestAt(nav, focus);
  // The container whose groups and pages hold the focus: the nearest ancestor that is not a group.
  let holder: NavContainer =
    focusNode.kind === 'page' || focusNode.kind === 'endpoint'
      ? (model.parentOf(focusNode) ?? nav)
      : (focusNode as NavContainer);
  for (let up = model.parentOf(holder); holder.kind === 'group' && up; up = model.parentOf(holder)) holder = up;
  // A division with no content of its own (a version holding tabs): show its first part that has some.
  for (let guard = 0; guard < 64 && !hasContent(holder); guard++) {
    const next = holder.children.find((c): c is NavContainer => !c.dropped && DIVISION_KINDS.has(c.kind));
    if (!next) break;
    holder = next;
  }

  const resolver = new Resolver(model, options);
  const chain: NavContainer[] = [];
  for (let c: NavContainer | undefined = holder; c && c.kind !== 'navigation'; c = model.parentOf(c)) chain.unshift(c);
  const levels: ResolvedSection['levels'] = [];
  const trail: Division[] = [];
  let parent: Division | undefined;
  for (const node of chain) {
    const up = model.parentOf(node);
    if (!DIVISION_KINDS.has(node.kind) || !up) continue;
    const siblings: Division[] = [];
    let current: Division | undefined;
    for (const sibling of up.children) {
      if (sibling.dropped || sibling.kind !== node.kind) continue;
      const d = resolver.divisionShell(sibling as NavContainer, parent);
      siblings.push(d);
      if (sibling === node) current = d;
    }
    siblings.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    levels.push({ siblings, current: current! });
    trail.push(current!);
    parent = current;
  }
  const section = resolver.sectionOf(holder, trail);
  return section ? { section, levels, focus: focusNode } : { levels, focus: focusNode };
}

function hasContent(c: NavContainer): boolean {
  return (
    isSpecOnly(c) ||
    c.children.some((n) => !n.dropped && (n.kind === 'page' || n.kind === 'endpoint' || n.kind === 'group'))
  );
}

/** Follows the JSON path down the navigation, as far as navigation nodes go. */
function deepestAt(nav: NavContainer, focus: SectionFocus): NavNode {
  let node: NavNode = nav;
  for (;;) {
    if (node.kind === 'page' || node.kind === 'endpoint') return node;
    const children: readonly NavNode[] = node.children;
    const depth: number = node.path.length;
    const next: NavNode | undefined = children.find((c) => c.kind !== 'global' && isPrefix(c.path, focus, depth));
    if (!next) return node;
    node = next;
  }
}

/** True when `path` is a prefix of `focus` (both start with the same `known` segments). */
function isPrefix(path: readonly (string | number)[], focus: SectionFocus, known: number): boolean {
  if (path.length > focus.length) return false;
  for (let i = known; i < path.length; i++) if (path[i] !== focus[i]) return false;
  return true;
}
