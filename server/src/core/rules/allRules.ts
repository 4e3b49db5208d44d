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

export const MODEL_RULES: readonly Rule[] = [
  schemaRule,
  pageMissingRule,
  pagePathRule,
  globalAnchorRelativeRule,
  languageUnknownRule,
  endpointUnknownRule,
  endpointNoSpecRule,
  openapiUnreadableRule,
  openapiRemoteRule,
  keyIgnoredRule,
  navigationMultipleRootsRule,
  pageDuplicateRule,
  versionDefaultMultipleRule,
  languageDefaultMultipleRule,
  frontmatterRule,
];
