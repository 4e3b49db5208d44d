// Machine formats carry every finding: a site with more than 5,000 problems of one rule gets every one of them in
// json, sarif and github output (one real site had 36,816 of one rule). Only stylish, for people, lists the first
// 5,000 of a rule and says how many more there are and how to see them all; its summary counts them all.
import assert from 'node:assert/strict';
import { FORMAT_NAMES } from '../../src/cli/args';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const MISSING = 5200;
/** Errors, so that github writes them as `::error` and the exit code says they count. */
const AS_ERRORS = ['--rule', 'page-missing=error'];

/** How many page-missing findings each machine format holds, read the way its consumers read it. */
const COUNTERS: Record<Exclude<(typeof FORMAT_NAMES)[number], 'stylish'>, (stdout: string) => number> = {
  json: (out) =>
    (JSON.parse(out) as Array<{ messages: Array<{ ruleId: string }> }>)
      .flatMap((f) => f.messages)
      .filter((m) => m.ruleId === 'page-missing').length,
  sarif: (out) =>
    (JSON.parse(out) as { runs: Array<{ results: Array<{ ruleId: string }> }> }).runs[0].results.filter(
      (r) => r.ruleId === 'page-missing',
    ).length,
  github: (out) =>
    out.split('\n').filter((line) => line.startsWith('::error ') && line.includes('title=page-missing')).length,
  gitlab: (out) =>
    (JSON.parse(out) as Array<{ check_name: string }>).filter((issue) => issue.check_name === 'page-missing').length,
  junit: (out) => (out.match(/<testcase [^>]*name="docsjson\.page-missing"/g) ?? []).length,
};

describe('lint output: every finding in the machine formats, a summary only for people', function () {
  this.timeout(scaledTimeout(120_000));
  let site: { dir: string; cleanup: () => void };

  before(() => {
    const pages = ['index', ...Array.from({ length: MISSING }, (_, i) => `missing/page-${i}`)];
    const docs = { theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages } };
    site = tempSite({ 'docs.json': JSON.stringify(docs, null, 2), 'index.mdx': '---\ntitle: Home\n---\n' });
  });
  after(() => site.cleanup());

  it('json, sarif and github carry all of them', () => {
    assert.deepEqual(
      FORMAT_NAMES.filter((f) => f !== 'stylish'),
      Object.keys(COUNTERS),
      'every machine format is counted here',
    );
    for (const [format, count] of Object.entries(COUNTERS)) {
      const out = runCli(['lint', '.', '--format', format, ...AS_ERRORS], site.dir);
      assert.equal(out.code, 1, out.stderr);
      assert.equal(count(out.stdout), MISSING, format);
      assert.doesNotMatch(out.stdout, /not shown|not listed/, format);
    }
  });

  it('stylish lists the first 5000, counts the rest, says how to see them all, and sums up all of them', () => {
    const out = runCli(['lint', '.', ...AS_ERRORS], site.dir);
    assert.equal(out.code, 1, out.stderr);
    const rows = out.stdout.split('\n').filter((line) => / error {2}.*page-missing$/.test(line));
    assert.equal(rows.length, 5000);
    assert.match(
      out.stdout,
      /\n\n\S+ 200 more page-missing problems are not listed here \(the first 5000 are\); docsjson lint --format json lists every one\n/,
    );
    assert.match(out.stdout, /✖ 5200 problems \(5200 errors, 0 warnings\)\n$/);
  });
});
