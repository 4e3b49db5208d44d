// Selection ranges (expand selection): string content, the string, the property, the enclosing object or array,
// and so on up to the whole document.
import type { SourceFile } from '../json/sourceFile';
import type { Position, Range } from '../problem';
import { contentRange } from './cursor';
import type { SelectionRange } from './types';

export function getSelectionRanges(file: SourceFile, positions: readonly Position[]): SelectionRange[] {
  return positions.map((position) => {
    const offset = file.offsetAt(position);
    const ranges: Range[] = [];
    let node = file.nodeAt(offset, true);
    if (node?.type === 'string' && offset > file.offsetOf(node) && offset < file.endOf(node))
      ranges.push(contentRange(file, node));
    for (; node; node = node.parent) ranges.push(file.rangeOfNode(node));
    ranges.push(file.rangeOf(0, file.text.length));
    let result: SelectionRange | undefined;
    for (const range of ranges.reverse()) {
      if (result && sameRange(result.range, range)) continue;
      result = result ? { range, parent: result } : { range };
    }
    return result ?? { range: { start: position, end: position } };
  });
}

function sameRange(a: Range, b: Range): boolean {
  return (
    a.start.line === b.start.line &&
    a.start.character === b.start.character &&
    a.end.line === b.end.line &&
    a.end.character === b.end.character
  );
}
