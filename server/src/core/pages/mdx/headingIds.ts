// Heading ids for a renderer that meets headings one at a time (the site builder). The ids of what a page file
// writes (its headings and components) come from `assignAnchorIds` (anchorIds.ts), which sees the whole page at
// once and which the page rules check links against; a renderer reads them through `anchorPlan` and writes them as
// they are. For headings no page file writes (an endpoint page's generated sections), the slug Mintlify gives a
// heading's text and a per-page allocator that keeps ids unique, around the ids the page's files already use.
import { cleanAnchorId, encodedSlug, SlugDeduplicator } from './slugs';
import { typographicText } from './typography';

/** The id of a heading's plain text as written (SmartyPants first, as Mintlify's pipeline), before numbering. */
export function headingSlug(text: string): string {
  return cleanAnchorId(encodedSlug(typographicText([{ value: text, code: false }])));
}

/** Hands out unique ids on one page, in document order: the second `setup` is `setup-2`. */
export class HeadingIdAllocator {
  private readonly ids = new SlugDeduplicator();

  /** A custom id is kept as written when it is free; any id is made unique as Mintlify does. */
  allocate(base: string, custom: boolean): string {
    return custom ? this.ids.next(base) : cleanAnchorId(this.ids.next(base));
  }

  /** Marks an id as used on the page (one the page's files give), so that `allocate` never hands it out again. */
  reserve(id: string): void {
    this.ids.reserve(id);
  }
}
