// The options CI setups reach for, spawned as a pipeline runs them: --quiet, --output-file, --format gitlab and
// junit read back as their consumers read them, and --report-unused-disable-directives.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const DOCS = JSON.stringify({
  $schema: 'https://mintlify.com/docs.json',
  name: 'CI',
  theme: 'mint',
  colors: { primary: '#0D9373' },
  navigation: { pages: ['index', 'missing'] },
});
const INDEX = '---\ntitle: Home\n---\n\n{/* docsjson-disable-next-line link-broken */}\n![](/logo.png)\n';

describe('docsjson lint options for CI (spawned)', function () {
  this.timeout(scaledTimeout(60_000));
  let s: ReturnType<typeof tempSite>;
  beforeEach(() => (s = tempSite({ 'docs/docs.json': DOCS, 'docs/index.mdx': INDEX, 'docs/logo.png': '' })));
  afterEach(() => s.cleanup());

  it('--quiet shows and counts errors only', () => {
    const out = runCli(['lint', 'docs', '--quiet', '--max-warnings', '0', '--rule', 'page-missing=error'], s.dir);
    assert.equal(out.code, 1); // the missing page, made an error
    assert.match(out.stdout, /page "missing" has no file/);
    assert.doesNotMatch(out.stdout, /image-alt/);
    const warningsOnly = runCli(['lint', 'docs', '--quiet', '--max-warnings', '0'], s.dir);
    assert.deepEqual([warningsOnly.code, warningsOnly.stderr], [0, '']);
  });

  it('--output-file writes the report there (folders created) and nothing on stdout; the exit code is the same', () => {
    const out = runCli(
      ['lint', 'docs', '--format', 'junit', '--output-file', 'reports/lint.xml', '--max-warnings', '0'],
      s.dir,
    );
    assert.equal(out.code, 1);
    assert.equal(out.stdout, '');
    const xml = fs.readFileSync(path.join(s.dir, 'reports', 'lint.xml'), 'utf8');
    assert.match(xml, /^<\?xml version="1.0" encoding="utf-8"\?>\n<testsuites>\n/);
    assert.match(xml, /<testsuite package="docsjson" time="0" tests="1" errors="1" name="docs\/docs.json">/);
    assert.match(
      xml,
      /<testcase time="0" name="docsjson.page-missing" classname="docs\/docs.json"><failure message="page &quot;missing&quot; has no file/,
    );
    assert.match(
      xml,
      /name="docsjson.image-alt" classname="docs\/index.mdx"><failure message="this image has no alternative text/,
    );
  });

  it('--format gitlab: a Code Quality report with paths from the repository root and stable fingerprints', () => {
    fs.mkdirSync(path.join(s.dir, '.git'));
    const read = () => JSON.parse(runCli(['lint', '.', '--format', 'gitlab'], path.join(s.dir, 'docs')).stdout);
    const issues = read() as Array<{
      check_name: string;
      severity: string;
      fingerprint: string;
      location: { path: string; lines: { begin: number } };
    }>;
    assert.deepEqual(
      issues.map((i) => [i.check_name, i.severity, i.location.path, i.location.lines.begin]),
      [
        ['page-missing', 'minor', 'docs/docs.json', 1],
        ['image-alt', 'minor', 'docs/index.mdx', 6],
      ],
    );
    // A line added above a problem does not make it a new one.
    fs.writeFileSync(path.join(s.dir, 'docs', 'index.mdx'), INDEX.replace('---\n\n', '---\n\nIntro.\n\n'));
    assert.deepEqual(
      read().map((i: { fingerprint: string }) => i.fingerprint),
      issues.map((i) => i.fingerprint),
    );
  });

  it('--report-unused-disable-directives reports a comment that silences nothing, as an error', () => {
    const plain = runCli(['lint', 'docs', '--rule', 'page-missing=off'], s.dir);
    assert.equal(plain.code, 0);
    const out = runCli(['lint', 'docs', '--rule', 'page-missing=off', '--report-unused-disable-directives'], s.dir);
    assert.equal(out.code, 1);
    assert.match(
      out.stdout,
      /5:1 +error +this docsjson-disable-next-line comment silences nothing: no link-broken problem is reported on the next line; remove it +directive-unused/,
    );
  });
});
