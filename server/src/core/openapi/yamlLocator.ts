// Positions in a YAML spec, read off the Document that yaml already built (node ranges are UTF-16 offsets).
// Walks only the requested paths; duplicate keys are noticed in the mappings it walks through (yaml's own
// uniqueKeys check is quadratic, so it is off, see specParser.ts).
import { Document, isAlias, isMap, isPair, isScalar, isSeq, Node as YamlNode, Pair } from 'yaml';
import { DocLocator, DocPath, DuplicateKey, LocateResult, Located } from './docLocator';
import { LineIndex } from '../text/lineIndex';

const MAX_ALIAS_HOPS = 16;

export class YamlLocator implements DocLocator {
  private readonly checkedMaps = new Set<unknown>();
  private readonly pairIndex = new WeakMap<object, Map<string, Pair>>();

  constructor(
    private readonly doc: Document,
    private readonly lines: LineIndex,
  ) {}

  locate(paths: readonly DocPath[]): LocateResult {
    const duplicateKeys: DuplicateKey[] = [];
    const found = paths.map((path) => this.locateOne(path, duplicateKeys));
    return { found, duplicateKeys };
  }

  private deref(node: unknown): unknown {
    let hops = 0;
    while (isAlias(node) && hops++ < MAX_ALIAS_HOPS) node = node.resolve(this.doc);
    return node;
  }

  private locateOne(path: DocPath, duplicateKeys: DuplicateKey[]): Located | undefined {
    let node: unknown = this.doc.contents;
    let keyNode: unknown;
    for (const seg of path) {
      node = this.deref(node);
      keyNode = undefined;
      if (isMap(node)) {
        this.checkDuplicates(node, duplicateKeys);
        const match = this.pairsOf(node).get(seg);
        if (!match) return undefined;
        keyNode = match.key;
        node = match.value;
        if (node === null || node === undefined) {
          const r = (keyNode as YamlNode | null)?.range;
          if (!r) return undefined;
          return { keyRange: this.lines.rangeAt(r[0], r[1]), valueRange: this.lines.rangeAt(r[1], r[1]) };
        }
      } else if (isSeq(node)) {
        if (!/^(0|[1-9]\d*)$/.test(seg)) return undefined;
        node = node.items[Number(seg)];
        if (node === undefined) return undefined;
      } else {
        return undefined;
      }
    }
    const range = (node as YamlNode | null)?.range;
    if (!range) return undefined;
    const kr = (keyNode as YamlNode | null | undefined)?.range;
    const valueRange = this.lines.rangeAt(range[0], range[1]);
    return kr ? { keyRange: this.lines.rangeAt(kr[0], kr[1]), valueRange } : { valueRange };
  }

  /** Key -> pair of a mapping, built once per mapping (a `paths` map with thousands of keys is looked up often). */
  private pairsOf(map: { items: unknown[] }): Map<string, Pair> {
    let pairs = this.pairIndex.get(map);
    if (!pairs) {
      pairs = new Map();
      for (const pair of map.items) {
        if (!isPair(pair)) continue;
        const k = pair.key;
        const name = isScalar(k) ? String(k.value) : k === null || k === undefined ? '' : undefined;
        if (name !== undefined) pairs.set(name, pair); // last one wins, as in the value
      }
      this.pairIndex.set(map, pairs);
    }
    return pairs;
  }

  private checkDuplicates(map: { items: unknown[] }, out: DuplicateKey[]): void {
    if (this.checkedMaps.has(map)) return;
    this.checkedMaps.add(map);
    const seen = new Set<string>();
    for (const pair of map.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const name = String(pair.key.value);
      if (seen.has(name)) {
        const r = pair.key.range;
        if (r) out.push({ key: name, range: this.lines.rangeAt(r[0], r[1]) });
      } else seen.add(name);
    }
  }
}
