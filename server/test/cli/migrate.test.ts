// mint.json sites from the command line, spawned: `docsjson migrate` writes the docs.json Mintlify's upgrade makes
// (the conversion itself is held against Mintlify's in test/differential/mintMigration.test.ts), keeps mint.json,
// lists what it drops and never overwrites a docs.json unasked; `docsjson lint` reads a mint.json-only folder
// through the same conversion, saying so, and the docs.json it checks is the one migrate writes.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const MINT = JSON.stringify(
  {
    name: 'Old',
    colors: { primary: '#0D9373', anchors: { from: '#000000', to: '#ffffff' } },
    topbarLinks: [{ name: 'Support', url: 'mailto:help@example.com' }],
    tabs: [{ name: 'API', url: 'api' }],
    navigation: [{ group: 'Start', pages: ['intro', 'api/get', 'missing'] }],
    feedback: { thumbsRating: true },
  },
  null,
  2,
);

describe('docsjson migrate and lint of a mint.json site (spawned)', function () {
  this.timeout(scaledTimeout(60_000));
  let s: ReturnType<typeof tempSite>;
  beforeEach(
    () =>
      (s = tempSite({
        'docs/mint.json': MINT,
        'docs/intro.mdx': '---\ntitle: Intro\n---\n',
        'docs/api/get.mdx': '---\ntitle: Get\n---\n',
      })),
  );
  afterEach(() => s.cleanup());
  const docs = (rel: string) => path.join(s.dir, 'docs', rel);

  it('lint reads a mint.json-only folder through the conversion, with a note', () => {
    const out = runCli(['lint', 'docs', '--format', 'json'], s.dir);
    assert.equal(out.code, 0); // a missing page is a warning
    assert.match(out.stderr, /no docs\.json in .*: checking the docs\.json that Mintlify makes from mint\.json/);
    const messages = (JSON.parse(out.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>)
      .flatMap((r) => r.messages)
      .map((m) => [m.ruleId, m.message]);
    assert.deepEqual(messages, [['page-missing', 'page "missing" has no file (looked for missing.mdx, missing.md)']]);
    assert.ok(!fs.existsSync(docs('docs.json')), 'lint writes nothing');
  });

  it('migrate writes docs.json, keeps mint.json, lists the dropped keys; the result lints as the note said', () => {
    const before = runCli(['lint', 'docs'], s.dir).stdout;
    const out = runCli(['migrate', 'docs'], s.dir);
    assert.equal(out.code, 0, out.stderr);
    assert.equal(
      out.stdout,
      `docsjson: wrote ${docs('docs.json')} from mint.json (mint.json is kept; delete it once the site builds)\n` +
        'Not carried over (docs.json has no such setting):\n  colors.anchors\n  feedback\n',
    );
    assert.equal(fs.readFileSync(docs('mint.json'), 'utf8'), MINT);
    const written = JSON.parse(fs.readFileSync(docs('docs.json'), 'utf8'));
    assert.deepEqual(written.navbar, { links: [{ label: 'Support', href: 'mailto:help@example.com' }] });
    assert.deepEqual(
      written.navigation.tabs.map((t: { tab: string; groups: Array<{ pages: string[] }> }) => [
        t.tab,
        t.groups[0].pages,
      ]),
      [
        ['Documentation', ['intro', 'missing']],
        ['API', ['api/get']],
      ],
    );
    // The same problems at the same places: lint of the mint.json site checked this very text.
    assert.equal(runCli(['lint', 'docs'], s.dir).stdout, before);
  });

  it('migrate does not replace a docs.json without --force, and says why it cannot read a mint.json', () => {
    fs.writeFileSync(docs('docs.json'), '{}\n');
    const refused = runCli(['migrate', 'docs'], s.dir);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /docs\.json exists already: pass --force to replace it/);
    assert.equal(fs.readFileSync(docs('docs.json'), 'utf8'), '{}\n');
    assert.equal(runCli(['migrate', 'docs', '--force'], s.dir).code, 0);
    assert.notEqual(fs.readFileSync(docs('docs.json'), 'utf8'), '{}\n');
    fs.writeFileSync(docs('mint.json'), '{ "name": ');
    const bad = runCli(['migrate', 'docs', '--force'], s.dir);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /mint\.json is not valid JSON/);
  });
});
