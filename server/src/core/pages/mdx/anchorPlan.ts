// The anchor ids of one page file, by where they are written, for a renderer: the ids `assignAnchorIds` gives its
// headings and components are the ones the page rules accept in links, so the site builder writes exactly these
// rather than working ids out again. Keyed by the 0-based offset where the heading or element starts in the file,
// which is where the renderer's syntax tree (the same parse) has it.
import type { PageFacts } from './pageFacts';

export interface AnchorPlan {
  /** The id of the heading that starts at `offset`: '' when it has none (levels 5 and 6); undefined when the file
   * has no heading there. */
  heading(offset: number): string | undefined;
  /** The ids the element that starts at `offset` puts on the page; undefined when it puts none. */
  element(offset: number): readonly string[] | undefined;
  /** Every id of the file. */
  readonly ids: readonly string[];
}

export function anchorPlan(facts: PageFacts): AnchorPlan {
  const headings = new Map<number, string>();
  for (const h of facts.headings) headings.set(h.start, h.id);
  const elements = new Map<number, readonly string[]>();
  for (const e of facts.elements) if (e.anchors?.length) elements.set(e.start, e.anchors);
  const ids = [...new Set([...facts.headings.flatMap((h) => (h.id ? [h.id] : [])), ...facts.elementIds])];
  return {
    heading: (offset) => headings.get(offset),
    element: (offset) => elements.get(offset),
    ids,
  };
}
