// A way to read and parse many page files at once that the core cannot provide itself: the CLI's parses them on a
// worker thread and on the main thread together (MDX parsing decides how fast a lint with page rules is), and can
// answer from a cache of earlier runs. The core parses whatever a reader leaves out.
import type { PageContent } from './parsedPage';

/** One page file as a reader read it: its whole text and what parsing it yields, without the syntax tree. */
export interface ReadPage {
  text: string;
  content: PageContent;
}

export interface PageReader {
  /**
   * Reads and parses these root-relative page files. Files left out of the answer (unreadable, not vetted, or the
   * reader failed) are read and parsed by the core as usual, so that their problems are reported the usual way.
   * Files with the same text may share one `content` object.
   */
  read(relPaths: readonly string[]): Promise<Map<string, ReadPage>>;
  /** Optional: stops the reads under way (their answers come back empty). */
  cancel?(): void;
}
