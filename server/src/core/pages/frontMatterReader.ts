// A way to read the front matter of many pages at once that the core cannot provide itself: the CLI's reads them
// on worker threads while the main thread runs the other rules (a 100,000-page lint spends most of its time
// opening page files). The core falls back to its own reads for anything a reader leaves out.
import type { FrontMatterResult } from './frontMatter';

export interface FrontMatterReader {
  /**
   * Front matter of these root-relative page files. Files left out of the answer (a reader may refuse files it
   * cannot vouch for, or fail altogether) are read by the core as usual. Pages without problems may come back
   * without `title` and `description`: a one-shot check does not show them.
   */
  read(relPaths: readonly string[]): Promise<Map<string, FrontMatterResult>>;
  /** Optional: the caller now waits for the reads under way, and a reader may use the calling thread for them too. */
  join?(): void;
  /** Optional: stops the reads under way (their answers come back empty); later reads work as usual. */
  cancel?(): void;
}

/** The result for a page that cannot be read: one problem at its start. */
export function unreadablePageResult(reason: string): FrontMatterResult {
  const origin = { line: 0, character: 0 };
  return { problems: [{ message: `the page cannot be read: ${reason}`, range: { start: origin, end: origin } }] };
}
