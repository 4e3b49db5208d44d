// Every rule, built from the rule modules: the one list that the check engine, the CLI (`docsjson rules`, SARIF
// rule metadata), the language server's settings and the README table all read. Adding a rule is writing its
// module and naming it here; the order is the order of `docsjson rules` and the README.
import type { Severity, SeveritySetting } from '../problem';
import type { RuleDefinition } from './defineRule';
import { jsonSyntaxRule } from './jsonSyntax';
import { includeRule } from './include';
import { schemaRule } from './schema';
import { pageMissingRule } from './pageMissing';
import { pagePathRule } from './pagePath';
import { globalAnchorRelativeRule } from './globalAnchorRelative';
import { languageUnknownRule } from './languageUnknown';
import { endpointUnknownRule } from './endpointUnknown';
import { endpointNoSpecRule } from './endpointNoSpec';
import { endpointRouteRule } from './endpointRoute';
import { routeDuplicateRule } from './routeDuplicate';
import { openapiUnreadableRule } from './openapiUnreadable';
import { openapiRemoteRule } from './openapiRemote';
import { openapiInvalidRule } from './openapiInvalid';
import { keyIgnoredRule } from './keyIgnored';
import { navigationMultipleRootsRule } from './navigationMultipleRoots';
import { pageDuplicateRule } from './pageDuplicate';
import { languageDefaultMultipleRule, versionDefaultMultipleRule } from './defaultMultiple';
import { colorContrastRule } from './colorContrast';
import { redirectDestinationRule } from './redirectDestination';
import { frontmatterRule } from './frontmatter';
import { PAGE_RULES } from './pages';
import { frontmatterInvalidRule } from './frontmatterInvalid';
import { frontmatterEndpointRule } from './frontmatterEndpoint';
import { directiveInvalidRule } from './directiveInvalid';
import { directiveUnusedRule } from './directiveUnused';

export const RULES: readonly RuleDefinition[] = [
  jsonSyntaxRule,
  includeRule,
  schemaRule,
  pageMissingRule,
  pagePathRule,
  globalAnchorRelativeRule,
  languageUnknownRule,
  endpointUnknownRule,
  endpointNoSpecRule,
  endpointRouteRule,
  routeDuplicateRule,
  openapiUnreadableRule,
  openapiRemoteRule,
  openapiInvalidRule,
  keyIgnoredRule,
  navigationMultipleRootsRule,
  pageDuplicateRule,
  versionDefaultMultipleRule,
  languageDefaultMultipleRule,
  redirectDestinationRule,
  colorContrastRule,
  frontmatterRule,
  frontmatterInvalidRule,
  frontmatterEndpointRule,
  ...PAGE_RULES,
  directiveInvalidRule,
  directiveUnusedRule,
];

const BY_ID = new Map(RULES.map((r) => [r.id, r]));
if (BY_ID.size !== RULES.length) throw new Error('two rules share an id');

export function ruleById(id: string): RuleDefinition | undefined {
  return BY_ID.get(id);
}

export function isRuleId(id: string): boolean {
  return BY_ID.has(id);
}

/** Effective severity of a rule under the given settings; undefined when the rule is off. */
export function effectiveSeverity(
  id: string,
  settings: Readonly<Record<string, SeveritySetting>> | undefined,
): Severity | undefined {
  const setting = settings?.[id] ?? BY_ID.get(id)?.defaultSeverity ?? 'error';
  return setting === 'off' ? undefined : setting;
}
