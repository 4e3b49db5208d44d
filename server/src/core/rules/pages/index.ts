// The rules that read page content, in reporting order. The check engine runs `checkPage` for every page file
// (and for each snippet where a page imports it) and `checkSite` once per check.
import type { PagesRule } from '../defineRule';
import { mdxSyntaxRule } from './mdxSyntax';
import { pageUnreadableRule } from './pageUnreadable';
import { headingLevelRule } from './headingLevel';
import { componentUnknownRule } from './componentUnknown';
import { componentAttributeRule } from './componentAttribute';
import { componentNestingRule } from './componentNesting';
import { imageAltRule } from './imageAlt';
import { snippetMissingRule } from './snippetMissing';
import { linkBrokenRule } from './linkBroken';
import { linkExternalRule } from './linkExternal';
import { pageOrphanRule } from './pageOrphan';
import { agentFileRule } from './agentFile';

export const PAGE_RULES: readonly PagesRule[] = [
  pageUnreadableRule,
  mdxSyntaxRule,
  headingLevelRule,
  componentUnknownRule,
  componentAttributeRule,
  componentNestingRule,
  imageAltRule,
  snippetMissingRule,
  linkBrokenRule,
  linkExternalRule,
  pageOrphanRule,
  agentFileRule,
];
