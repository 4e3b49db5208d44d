// `docsjson lint --fix` and `--fix-dry-run`, spawned on real folders as a user runs them: only certain fixes are
// applied (the editor's own quick fixes), files keep their formatting byte for byte outside the fixed spans, a
// guess is never applied, and what was fixed is reported.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

/** docs.json with tabs, a blank line and odd spacing: what --fix must keep. */
const DOCS = `{
\t"$schema": "https://mintlify.com/docs.json",
\t"name":    "Fix me",
\t"theme": "mint",
\t"colors": { "primary": "#0D9373" },

\t"navigation": {
\t\t"groups": [
\t\t\t{
\t\t\t\t"group": "Start",
\t\t\t\t"expandable": true,
\t\t\t\t"pages": ["intro.mdx", "Guides/Setup", "guides/usage/", "guides/instal", "faq"]
\t\t\t}
\t\t]
\t}
}
`;

const INTRO = `---
title: Intro
---

See [setup](/guides/setup.mdx#install), [usage](./guides/usage.mdx) and [nowhere](/guides/nowhere).
`;

function site() {
  return tempSite({
    'docs/docs.json': DOCS,
    'docs/intro.mdx': INTRO,
    'docs/guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install\n',
    'docs/guides/usage.mdx': '---\ntitle: Usage\n---\n\nText.\n',
    // Two files differ from "faq" only in letter case: which one was meant is a guess, so it is left alone.
    'docs/FAQ.mdx': '---\ntitle: FAQ\n---\n',
    'docs/Faq.md': '---\ntitle: Faq\n---\n',
    'docs/guides/install.mdx': '---\ntitle: Install\n---\n',
  });
}

describe('docsjson lint --fix and --fix-dry-run (spawned)', function () {
  this.timeout(scaledTimeout(60_000));
  let s: ReturnType<typeof site>;
  beforeEach(() => (s = site()));
  afterEach(() => s.cleanup());
  const read = (rel: string) => fs.readFileSync(path.join(s.dir, 'docs', ...rel.split('/')), 'utf8');

  it('--fix-dry-run prints the diff and what it would fix, and changes no file', () => {
    const out = runCli(['lint', 'docs', '--fix-dry-run'], s.dir);
    assert.equal(read('docs.json'), DOCS);
    assert.equal(read('intro.mdx'), INTRO);
    assert.match(out.stdout, /^--- a\/docs\/docs\.json\n\+\+\+ b\/docs\/docs\.json\n@@ /m);
    assert.match(out.stdout, /^-\t\t\t\t"expandable": true,\n/m);
    assert.match(out.stdout, /^\+\t\t\t\t"expanded": true,\n/m);
    assert.match(
      out.stdout,
      /^\+\t\t\t\t"pages": \["intro", "guides\/setup", "guides\/usage", "guides\/instal", "faq"\]$/m,
    );
    // A relative `./guides/usage.mdx` is left as written: Mintlify's render rewrites it to the page.
    assert.match(out.stdout, /^\+See \[setup\]\(\/guides\/setup#install\), \[usage\]\(\.\/guides\/usage\.mdx\) and/m);
    assert.match(out.stderr, /^docsjson: would fix 5 problems in 2 files:$/m);
    assert.match(out.stderr, /^ {2}docs\.json:11:5 {2}key-ignored {2}Rename "expandable" to "expanded"$/m);
    // What is left after the fixes is reported as usual: the guesses stay problems (warnings: exit 0).
    assert.match(out.stdout, /page "guides\/instal" has no file/);
    assert.equal(out.code, 0);
  });

  it('--fix rewrites only the fixed spans, reports them, and a second run finds nothing more to fix', () => {
    const first = runCli(['lint', 'docs', '--fix'], s.dir);
    assert.match(first.stderr, /^docsjson: fixed 5 problems in 2 files:$/m);
    assert.equal(
      read('docs.json'),
      DOCS.replace('"expandable"', '"expanded"').replace(
        '["intro.mdx", "Guides/Setup", "guides/usage/", "guides/instal", "faq"]',
        '["intro", "guides/setup", "guides/usage", "guides/instal", "faq"]',
      ),
    );
    assert.equal(read('intro.mdx'), INTRO.replace('/guides/setup.mdx#install', '/guides/setup#install'));
    // Not applied: an edit-distance guess ("guides/instal"), a case match with two candidates ("faq"), a link to
    // a page that does not exist.
    assert.doesNotMatch(first.stdout, /expandable/);
    assert.match(first.stdout, /page "guides\/instal" has no file/);
    assert.match(first.stdout, /page "faq" has no file/);
    assert.equal(first.code, 0);
    const second = runCli(['lint', 'docs', '--fix'], s.dir);
    assert.equal(second.stderr, 'docsjson: nothing to fix (no file changed)\n');
  });

  it('--fix keeps a byte order mark and CRLF line endings', () => {
    const crlf = '\ufeff' + DOCS.replace(/\n/g, '\r\n');
    fs.writeFileSync(path.join(s.dir, 'docs', 'docs.json'), crlf);
    runCli(['lint', 'docs', '--fix'], s.dir);
    const bytes = fs.readFileSync(path.join(s.dir, 'docs', 'docs.json'));
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    assert.equal(text.split('\r\n').length, DOCS.split('\n').length);
    assert.match(text, /"expanded": true,\r\n/);
  });

  it('--fix and --fix-dry-run together are a usage error', () => {
    const out = runCli(['lint', 'docs', '--fix', '--fix-dry-run'], s.dir);
    assert.equal(out.code, 2);
    assert.match(out.stderr, /use --fix \(write the fixes\) or --fix-dry-run \(print them\), not both/);
  });
});
