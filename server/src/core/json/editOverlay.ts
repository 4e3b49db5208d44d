// The string edits that separate a version of a configuration file from the text its tree was parsed from. Typing
// in a page path changes one JSON string; instead of parsing the whole file again, the new version shares the old
// tree and records, per edited string node, its new value and how much longer it got. Offsets in the shared tree
// are "base" offsets; this maps them to the current text and back. Edited spans never overlap.
//
// A line break or spaces typed between two tokens are recorded the same way, as a span of whitespace that got
// longer or shorter (no node, no value). Such a span always holds at least one base character, so that a token
// ending where it starts stays put and a token starting where it ends moves.
import type { Node as JsonNode } from 'jsonc-parser';

interface EditedString {
  /** The string token; undefined for a span of whitespace between tokens. */
  readonly node: JsonNode | undefined;
  /** The string token's base span, quotes included. */
  readonly baseStart: number;
  readonly baseEnd: number;
  /** Current token length minus base token length. */
  readonly delta: number;
  readonly value: string;
}

/** Past this many edited strings a file is parsed again: the maps below stay cheap. */
export const MAX_EDITED_STRINGS = 64;

export class EditOverlay {
  static readonly NONE = new EditOverlay([]);
  private readonly byNode: Map<JsonNode, EditedString>;

  private constructor(private readonly edits: readonly EditedString[]) {
    this.byNode = new Map(edits.flatMap((e) => (e.node ? [[e.node, e]] : [])));
  }

  get size(): number {
    return this.edits.length;
  }

  /** Current offset of a base offset: shifted by every edited string that ends at or before it. */
  toCurrent(base: number): number {
    let shifted = base;
    for (const e of this.edits) {
      if (e.baseEnd > base) break;
      shifted += e.delta;
    }
    return shifted;
  }

  /** Base offset of a current offset; an offset inside an edited string maps into that string's base token. */
  toBase(current: number): number {
    let delta = 0;
    for (const e of this.edits) {
      const start = e.baseStart + delta;
      const end = e.baseEnd + delta + e.delta;
      // A span of whitespace deleted whole has no current character: an offset there is the next token's.
      if (current < start || (current === start && end > start)) break;
      if (current < end) return e.baseStart + Math.min(current - start, e.baseEnd - e.baseStart - 1);
      delta += e.delta;
    }
    return current - delta;
  }

  /** The current value of a node: the edited text for an edited string, else the parsed value. */
  valueOf(node: JsonNode): unknown {
    const edit = this.byNode.get(node);
    return edit ? edit.value : node.value;
  }

  /** Current length of a node (a string token or one of its ancestors grows with the edits inside it). */
  lengthOf(node: JsonNode): number {
    return this.toCurrent(node.offset + node.length) - this.toCurrent(node.offset);
  }

  /** A new overlay where `node` (a string token) now spans `currentLength` characters and holds `value`. */
  withEdit(node: JsonNode, currentLength: number, value: string): EditOverlay {
    const edit: EditedString = {
      node,
      baseStart: node.offset,
      baseEnd: node.offset + node.length,
      delta: currentLength - node.length,
      value,
    };
    return this.with(
      edit,
      this.edits.filter((e) => e.node !== node),
    );
  }

  /**
   * A new overlay where the whitespace at base offsets [baseStart, baseEnd) (at least one character, between two
   * tokens and outside every edited string) is now `delta` characters longer. A span that meets one recorded
   * before is merged with it.
   */
  withWhitespace(baseStart: number, baseEnd: number, delta: number): EditOverlay {
    let start = baseStart;
    let end = baseEnd;
    let total = delta;
    const others = this.edits.filter((e) => {
      const meets = !e.node && e.baseStart <= end && e.baseEnd >= start;
      if (meets) {
        start = Math.min(start, e.baseStart);
        end = Math.max(end, e.baseEnd);
        total += e.delta;
      }
      return !meets;
    });
    return this.with({ node: undefined, baseStart: start, baseEnd: end, delta: total, value: '' }, others);
  }

  private with(edit: EditedString, others: readonly EditedString[]): EditOverlay {
    let at = others.findIndex((e) => e.baseStart > edit.baseStart);
    if (at < 0) at = others.length;
    return new EditOverlay([...others.slice(0, at), edit, ...others.slice(at)]);
  }
}
