// Trees deeper than the renderer shows are cut before any library walks them (mdast-util-to-hast visits the whole
// tree recursively before it starts): the part below the cap becomes one node holding its text. The page's tree is
// shared, so nothing is changed in place; only the nodes on the way down to a cut are copied.
import type { RenderNode } from './nodes';
import { sourceText } from './plainText';

export function limitDepth(nodes: RenderNode[], maxDepth: number): RenderNode[] {
  return deepestLevel(nodes, maxDepth) < maxDepth ? nodes : cut(nodes, 0, maxDepth);
}

/** The depth of the deepest node, or `stopAt` as soon as that is reached (iterative). */
function deepestLevel(nodes: readonly RenderNode[], stopAt: number): number {
  let deepest = 0;
  const stack: Array<[RenderNode, number]> = nodes.map((n) => [n, 1]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest >= stopAt) return deepest;
    const children = childrenOf(node);
    for (const c of children) stack.push([c, depth + 1]);
  }
  return deepest;
}

function cut(nodes: readonly RenderNode[], depth: number, maxDepth: number): RenderNode[] {
  return nodes.map((node) => {
    const children = childrenOf(node);
    if (children.length === 0) return node;
    if (depth + 1 >= maxDepth) return { type: 'djTooDeep', text: sourceText([node]) };
    return { ...node, children: cut(children, depth + 1, maxDepth) } as RenderNode;
  });
}

function childrenOf(node: RenderNode): RenderNode[] {
  return 'children' in node && Array.isArray(node.children) ? (node.children as RenderNode[]) : [];
}
