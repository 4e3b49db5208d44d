// Where a rule's page is read: every surface that names a rule (SARIF's helpUri, the language server's
// codeDescription) links to it through this one function. The page's source is docs/rules/<id>.md in this
// repository; the project's site (package.json "homepage", a test holds the two equal) publishes it at
// /rules/<id>. CONTRIBUTING.md says why the homepage and not a repository address.
export const RULE_DOCS_BASE = 'https://docsjson.dev/rules/';

/** The address of the page that explains a rule: what it finds, why, examples, the fix, Mintlify's behaviour. */
export function ruleDocsUrl(id: string): string {
  return `${RULE_DOCS_BASE}${encodeURIComponent(id)}`;
}
