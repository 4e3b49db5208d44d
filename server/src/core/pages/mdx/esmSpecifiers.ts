// In `import { A } from '…'` and `export { A }` the JavaScript parser uses one identifier object for both names of
// the specifier, and the MDX parser, which moves every node of an import or export from block positions to page
// positions, then moves that shared object twice: its position points past the name, depending on where the block
// sits in the page. Giving each name its own object at the specifier's place (without `as`, the specifier is the
// name) makes positions right and the same however the block was parsed (whole page or a few blocks again).
import type { Root } from 'mdast';

interface Positioned {
  type: string;
  start: number;
  end: number;
  loc?: { start: object; end: object };
  range?: [number, number];
  [key: string]: unknown;
}

export function separateSpecifierNames(tree: Root): void {
  for (const block of tree.children) {
    if (block.type !== 'mdxjsEsm') continue;
    const program = block.data?.estree as { body?: Positioned[] } | undefined;
    for (const statement of program?.body ?? []) {
      for (const specifier of (statement.specifiers as Positioned[] | undefined) ?? []) {
        if (specifier.type === 'ImportSpecifier' && specifier.imported === specifier.local) {
          specifier.imported = atSpecifier(specifier.imported as Positioned, specifier);
          specifier.local = atSpecifier(specifier.local as Positioned, specifier);
        } else if (specifier.type === 'ExportSpecifier' && specifier.local === specifier.exported) {
          specifier.local = atSpecifier(specifier.local as Positioned, specifier);
          specifier.exported = atSpecifier(specifier.exported as Positioned, specifier);
        }
      }
    }
  }
}

/** A copy of `name` (keeping its class) placed where `specifier` is. */
function atSpecifier(name: Positioned, specifier: Positioned): Positioned {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(name)) as Positioned, name);
  copy.start = specifier.start;
  copy.end = specifier.end;
  if (specifier.loc) copy.loc = { start: { ...specifier.loc.start }, end: { ...specifier.loc.end } };
  if (specifier.range) copy.range = [specifier.range[0], specifier.range[1]];
  return copy;
}
