// Folding ranges of a JSON file: every object and array that spans lines folds from its opening line to the line
// before its closing bracket. Iterative, so deep files cannot overflow the stack.
import type { Node as JsonNode } from 'jsonc-parser';
import type { SourceFile } from '../json/sourceFile';
import type { FoldingRange } from './types';

export function getFoldingRanges(file: SourceFile, limit = 5000): FoldingRange[] {
  const out: FoldingRange[] = [];
  const stack: JsonNode[] = file.root ? [file.root] : [];
  while (stack.length > 0 && out.length < limit) {
    const node = stack.pop()!;
    if (node.type === 'object' || node.type === 'array') {
      const startLine = file.positionAt(file.offsetOf(node)).line;
      const endLine = file.positionAt(file.endOf(node) - 1).line;
      if (endLine - 1 > startLine) out.push({ startLine, endLine: endLine - 1 });
    }
    for (const child of node.children ?? []) if (child.children) stack.push(child);
  }
  return out.sort((a, b) => a.startLine - b.startLine);
}
