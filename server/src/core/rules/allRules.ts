// The rules that run over the site model, in reporting order. (json-syntax and include are reported while the
// configuration is read, before there is a model.)
import type { Rule } from './rule';
import { schemaRule } from './schema';
import { pageMissingRule } from './pageMissing';
import { pagePathRule } from './pagePath';
import { globalAnchorRelativeRule } from './globalAnchorRelative';
import { languageUnknownRule } from './languageUnknown';
import { endpointUnknownRule } from './endpointUnknown';
import { endpointNoSpecRule } from './endpointNoSpec';
import { openapiUnreadableRule } from './openapiUnreadable';
import { openapiRemoteRule } from './openapiRemote';
import { keyIgnoredRule } from './keyIgnored';
import { navigationMultipleRootsRule } from './navigationMultipleRoots';
import { pageDuplicateRule } from './pageDuplicate';
import { languageDefaultMultipleRule, versionDefaultMultipleRule } from './defaultMultiple';
import { frontmatterRule } from './frontmatter';

/**
 * Rules whose result depends only on the configuration's structure, keys and non-page values. A page string edit cannot change it (any string
 * is a valid page entry), so the editor's incremental check reuses it.
 */
export const STRUCTURE_RULES: readonly Rule[] = [
  schemaRule,
  globalAnchorRelativeRule,
  languageUnknownRule,
  keyIgnoredRule,
  navigationMultipleRootsRule,
  versionDefaultMultipleRule,
  languageDefaultMultipleRule,
];

/** Rules that read pages, specs and the page and endpoint entries: run on every check. */
export const MODEL_RULES: readonly Rule[] = [
  pageMissingRule,
  pagePathRule,
  endpointUnknownRule,
  endpointNoSpecRule,
  openapiUnreadableRule,
  openapiRemoteRule,
  pageDuplicateRule,
  frontmatterRule,
];
