// What the editor features for pages read about the rest of the site: the same SiteFacts the page rules read,
// and, where the host has them, other pages' parsed content (for the positions of their headings).
import type { ParsedPage } from '../../pages/parsedPage';
import type { SiteFacts } from '../../pages/siteFacts';

export interface PageFeatureSite {
  site: SiteFacts;
  /** Another page or snippet, parsed; without it, targets in other files point at their first line. */
  page?(file: string): ParsedPage | undefined;
}
