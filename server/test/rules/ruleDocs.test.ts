// Every rule of the registry has its page, docs/rules/<id>.md, in the shape a reader expects: its default
// severity, links to its code and tests, and the six sections. The page's two examples are run: the one that fails
// gets the rule's problem, the one that passes gets none. SARIF and the language server link each rule to its page.
// The list of rules is the registry, so a new rule without a page fails here by name.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { toSarifLog } from '../../src/cli/formatters/sarif';
import { RULES, ruleDocsUrl, type RuleDefinition } from '../../src/core';
import { toDiagnostic } from '../../src/lsp/diagnostics';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { WorkerSpecValidator } from '../../src/node/specValidator';
import { lintSite } from '../helpers/checkSite';
import { docsJson } from '../helpers/textRanges';
import { scaledTimeout } from '../helpers/timeScale';
import { FakeLinkChecker, notFound } from '../helpers/fakeLinkChecker';

const REPO = path.resolve(__dirname, '../../../..');
const PAGES = 'docs/rules';
const SECTIONS = [
  'What it finds',
  'Why it matters',
  'Example that fails',
  'Example that passes',
  'How to fix',
  'How Mintlify behaves',
];

function pageOf(id: string): string | undefined {
  const file = path.join(REPO, PAGES, `${id}.md`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** The `## ` sections of a page, in order, with their text (a `## ` line inside a fenced example is text). */
function sectionsOf(text: string): Array<{ title: string; body: string }> {
  const sections: Array<{ title: string; body: string }> = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (!fenced && line.startsWith('## ')) sections.push({ title: line.slice(3).trim(), body: '' });
    else if (sections.length > 0) sections[sections.length - 1].body += `${line}\n`;
  }
  return sections;
}

/** The files an example is made of: each fenced block whose info string names a path (```json docs.json). */
/**
 * The files of an example: fenced blocks named by path (```mdx guide.mdx). A block may say how its text is saved,
 * for the rules about bytes (```mdx menu.mdx latin1): `latin1` writes each character as one byte.
 */
function exampleFiles(body: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const m of body.matchAll(/^```\S+ +(\S+)( +latin1)?\n([\s\S]*?)^```$/gm))
    files[m[1]] = m[2] ? LATIN1 + m[3] : m[3];
  return files;
}

/** Marks a file's text as saved in Latin-1 (see exampleFiles). */
const LATIN1 = '\u0000latin1\u0000';

/**
 * An example as a site: its files, and when it shows no docs.json (a page rule's example), one that lists each of
 * its pages outside snippets/ in the navigation.
 */
function siteOf(files: Record<string, string>): Record<string, string> {
  if ('docs.json' in files) return files;
  const pages = Object.keys(files)
    .filter((f) => /\.mdx?$/.test(f) && !/^_?snippets\//.test(f))
    .map((f) => f.replace(/\.mdx?$/, ''));
  return { 'docs.json': docsJson({ pages }), ...files };
}

/** The rule's problems on an example written to a folder, checked as lint checks it (full OpenAPI validation too). */
async function problemsOf(rule: RuleDefinition, files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `docsjson-rule-${rule.id}-`));
  const validator = new WorkerSpecValidator(root, { idleMs: 0 });
  try {
    for (const [file, text] of Object.entries(siteOf(files))) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      if (text.startsWith(LATIN1)) fs.writeFileSync(path.join(root, file), text.slice(LATIN1.length), 'latin1');
      else fs.writeFileSync(path.join(root, file), text);
    }
    // A rule off by default is checked as the page tells its readers to turn it on.
    const severities = rule.defaultSeverity === 'off' ? { [rule.id]: 'warning' as const } : undefined;
    // link-external's examples cite URLs whose answers the page states; the tests make no request, so a checker
    // answers as the page says those servers do.
    const externalLinks =
      rule.id === 'link-external'
        ? new FakeLinkChecker({ 'https://example.com/retired-guide': notFound('https://example.com/retired-guide') })
        : undefined;
    const result = await lintSite(new NodeWorkspace(root), { specValidator: validator, severities, externalLinks });
    return result.problems.filter((p) => p.ruleId === rule.id);
  } finally {
    await validator.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

describe('rule pages (docs/rules/<id>.md)', function () {
  this.timeout(scaledTimeout(120_000));

  it('exist for every rule, with the six sections in order, and for no id that is not a rule', () => {
    const problems: string[] = [];
    for (const rule of RULES) {
      const text = pageOf(rule.id);
      if (text === undefined) {
        problems.push(`rule ${rule.id} has no ${PAGES}/${rule.id}.md`);
        continue;
      }
      if (!text.startsWith(`# \`${rule.id}\`\n`))
        problems.push(`${PAGES}/${rule.id}.md does not start with # \`${rule.id}\``);
      const titles = sectionsOf(text).map((s) => s.title);
      if (JSON.stringify(titles) !== JSON.stringify(SECTIONS))
        problems.push(
          `${PAGES}/${rule.id}.md has the sections ${titles.join(' | ')}; expected ${SECTIONS.join(' | ')}`,
        );
      for (const section of sectionsOf(text))
        if (section.body.trim() === '') problems.push(`${PAGES}/${rule.id}.md: "${section.title}" is empty`);
    }
    const ids = new Set(RULES.map((r) => r.id));
    for (const name of fs.readdirSync(path.join(REPO, PAGES)))
      if (name.endsWith('.md') && !ids.has(name.slice(0, -3)))
        problems.push(`${PAGES}/${name} describes no rule of the registry`);
    assert.deepEqual(problems, []);
  });

  it("state the rule's default severity and link its code and its tests", () => {
    const problems: string[] = [];
    for (const rule of RULES) {
      const text = pageOf(rule.id);
      if (text === undefined) continue; // the test above names it
      const where = `${PAGES}/${rule.id}.md`;
      if (!text.includes(`Default severity: **${rule.defaultSeverity}**`))
        problems.push(`${where} does not say "Default severity: **${rule.defaultSeverity}**"`);
      const links = [...text.matchAll(/\]\((\.\.\/\.\.\/[^)#\s]+)\)/g)].map((m) => path.join(REPO, PAGES, m[1]));
      for (const link of links)
        if (!fs.existsSync(link)) problems.push(`${where} links ${path.relative(REPO, link)}, which does not exist`);
      const tests = path.join(REPO, 'server/test/rules', `${rule.id}.test.ts`);
      if (!links.includes(tests)) problems.push(`${where} does not link server/test/rules/${rule.id}.test.ts`);
      const code = links.find(
        (l) =>
          l.startsWith(path.join(REPO, 'server/src/core/rules') + path.sep) &&
          fs.existsSync(l) &&
          fs.readFileSync(l, 'utf8').includes(`id: '${rule.id}'`),
      );
      if (!code) problems.push(`${where} does not link the module under server/src/core/rules that defines the rule`);
    }
    assert.deepEqual(problems, []);
  });

  it('give an example that gets the rule’s problem, at its default severity, and one that gets none', async () => {
    const problems: string[] = [];
    for (const rule of RULES) {
      const text = pageOf(rule.id);
      if (text === undefined) continue;
      const where = `${PAGES}/${rule.id}.md`;
      const sections = new Map(sectionsOf(text).map((s) => [s.title, s.body]));
      const failing = exampleFiles(sections.get('Example that fails') ?? '');
      const passing = exampleFiles(sections.get('Example that passes') ?? '');
      for (const [name, files] of [
        ['fails', failing],
        ['passes', passing],
      ] as const)
        if (Object.keys(files).length === 0)
          problems.push(`${where}: the example that ${name} has no file (a fenced block such as \`\`\`json docs.json)`);
      if (Object.keys(failing).length > 0) {
        const found = await problemsOf(rule, failing);
        const expected = rule.defaultSeverity === 'off' ? 'warning' : rule.defaultSeverity;
        if (!found.some((p) => p.severity === expected))
          problems.push(
            `${where}: the example that fails gets no ${rule.defaultSeverity} from ${rule.id} (it gets ${JSON.stringify(found.map((p) => [p.severity, p.message]))})`,
          );
      }
      if (Object.keys(passing).length > 0) {
        const found = await problemsOf(rule, passing);
        if (found.length > 0)
          problems.push(`${where}: the example that passes gets ${JSON.stringify(found.map((p) => p.message))}`);
      }
    }
    assert.deepEqual(problems, []);
  });
});

describe('links from a problem to its rule page', () => {
  it('are the project homepage’s /rules/<id>, one address per rule', () => {
    const homepage = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).homepage as string;
    for (const rule of RULES) assert.equal(ruleDocsUrl(rule.id), `${homepage}/rules/${rule.id}`);
  });

  it('SARIF: every rule of tool.driver.rules has its page as helpUri', () => {
    const log = toSarifLog(
      { rootPath: REPO, docsFile: 'docs.json', problems: [] },
      { cwd: REPO, color: false, version: '0.0.0', informationUri: 'https://example.test' },
    );
    assert.deepEqual(
      log.runs[0].tool.driver.rules!.map((r) => [r.id, r.helpUri]),
      RULES.map((r) => [r.id, ruleDocsUrl(r.id)]),
    );
  });

  it('language server: a diagnostic of every rule links its page as codeDescription; an unknown id links nothing', () => {
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };
    for (const rule of RULES) {
      const diagnostic = toDiagnostic({ file: 'docs.json', range, severity: 'error', ruleId: rule.id, message: 'm' });
      assert.deepEqual(diagnostic.codeDescription, { href: ruleDocsUrl(rule.id) }, rule.id);
    }
    const unknown = toDiagnostic({ file: 'docs.json', range, severity: 'error', ruleId: 'not-a-rule', message: 'm' });
    assert.equal(unknown.codeDescription, undefined);
  });
});
