// Metadata of every rule: the stable ids the CLI, config files, SARIF output and editor settings all share.
import type { Severity, SeveritySetting } from '../problem';

export interface RuleMeta {
  /** Stable id: never renamed once published; config files and editor settings refer to it. */
  id: string;
  defaultSeverity: SeveritySetting;
  /** One line, for `--help`, SARIF rule metadata and editor settings. */
  description: string;
}

export const RULE_METAS: readonly RuleMeta[] = [
  { id: 'json-syntax', defaultSeverity: 'error', description: 'docs.json (or a file it includes) is not valid JSON.' },
  {
    id: 'include',
    defaultSeverity: 'error',
    description: 'A "$ref" include is missing, cyclic, leaves the project or is not valid JSON.',
  },
  {
    id: 'schema',
    defaultSeverity: 'error',
    description: 'A value has the wrong type or shape, or a required field is missing.',
  },
  { id: 'page-missing', defaultSeverity: 'error', description: 'A navigation page has no .mdx or .md file.' },
  {
    id: 'page-path',
    defaultSeverity: 'error',
    description:
      'A page path can never name a file inside the docs root ("..", backslashes, UNC paths: errors) or is written in a non-canonical way ("//", trailing "/", spaces: warnings).',
  },
  {
    id: 'global-anchor-relative',
    defaultSeverity: 'error',
    description: 'A global anchor (or other global item) links to a relative path instead of an absolute URL.',
  },
  { id: 'language-unknown', defaultSeverity: 'error', description: 'A language code is not one the builder accepts.' },
  {
    id: 'endpoint-unknown',
    defaultSeverity: 'error',
    description: 'A "METHOD /path" entry names a path or method that is not in its OpenAPI spec.',
  },
  {
    id: 'endpoint-no-spec',
    defaultSeverity: 'error',
    description: 'A "METHOD /path" entry has no OpenAPI spec on it or on any ancestor.',
  },
  {
    id: 'openapi-unreadable',
    defaultSeverity: 'error',
    description: 'An OpenAPI spec file is missing, unsafe, unparsable or not a valid OpenAPI document.',
  },
  {
    id: 'openapi-remote',
    defaultSeverity: 'info',
    description: 'A spec given by URL cannot be checked offline; its endpoint entries are not checked.',
  },
  {
    id: 'key-ignored',
    defaultSeverity: 'warning',
    description:
      'A key the builder silently drops (unknown, misspelled, from mint.json, or beside a navigation key that wins).',
  },
  {
    id: 'navigation-multiple-roots',
    defaultSeverity: 'warning',
    description: 'Several navigation keys at one level: the builder uses only the first and drops the others.',
  },
  {
    id: 'page-duplicate',
    defaultSeverity: 'info',
    description: 'The same page appears more than once in one navigation division.',
  },
  {
    id: 'version-default-multiple',
    defaultSeverity: 'warning',
    description: 'More than one version is marked "default".',
  },
  {
    id: 'language-default-multiple',
    defaultSeverity: 'warning',
    description: 'More than one language is marked "default".',
  },
  {
    id: 'frontmatter',
    defaultSeverity: 'warning',
    description:
      'A page does not start with YAML front matter holding a string "title" (and a string "description" when present).',
  },
];

export function ruleMeta(id: string): RuleMeta | undefined {
  return RULE_METAS.find((r) => r.id === id);
}

/** Effective severity of a rule under the given settings; undefined when the rule is off. */
export function effectiveSeverity(
  id: string,
  settings: Readonly<Record<string, SeveritySetting>> | undefined,
): Severity | undefined {
  const setting = settings?.[id] ?? ruleMeta(id)?.defaultSeverity ?? 'error';
  return setting === 'off' ? undefined : setting;
}
