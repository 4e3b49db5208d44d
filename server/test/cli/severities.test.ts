// Rule severities from the command line and the config file, through the real core, in-process.
import assert from 'node:assert/strict';
import { run } from '../../src/cli/run';
import { tempSite } from './helpers';

interface JsonEntry {
  messages: { ruleId: string; severity: number; info?: boolean }[];
  errorCount: number;
  warningCount: number;
  infoCount: number;
}

/** Valid except for one page without a file. */
const DOCS_JSON = JSON.stringify(
  {
    theme: 'mint',
    name: 'Demo',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'a/missing'] }] },
  },
  null,
  2,
);

describe('severities through the real core', function () {
  let site: ReturnType<typeof tempSite>;
  beforeEach(() => {
    site = tempSite({
      'docs/docs.json': DOCS_JSON,
      'docs/index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    });
  });
  afterEach(() => site.cleanup());

  async function lint(...args: string[]) {
    const out = await run(['lint', 'docs', '--format', 'json', ...args], {
      cwd: site.dir,
      env: {},
      stdoutIsTTY: false,
    });
    assert.notEqual(out.exitCode, 2, out.stderr);
    const entries = JSON.parse(out.stdout) as JsonEntry[];
    const pageMissing = entries.flatMap((e) => e.messages).filter((m) => m.ruleId === 'page-missing');
    return { exitCode: out.exitCode, pageMissing, stderr: out.stderr };
  }

  it('page-missing is a warning by default, as Mintlify builds a site without the page: exit 0', async () => {
    const r = await lint();
    assert.deepEqual(
      r.pageMissing.map((m) => m.severity),
      [1],
    );
    assert.equal(r.exitCode, 0);
  });

  it('--rule ID=error makes it an error: exit 1', async () => {
    const r = await lint('--rule', 'page-missing=error');
    assert.deepEqual(
      r.pageMissing.map((m) => m.severity),
      [2],
    );
    assert.equal(r.exitCode, 1);
  });

  it('--rule ID=warn keeps it a warning that passes unless over --max-warnings', async () => {
    const r = await lint('--rule', 'page-missing=warn');
    assert.deepEqual(
      r.pageMissing.map((m) => m.severity),
      [1],
    );
    assert.equal(r.pageMissing[0].info, undefined);
    assert.equal(r.exitCode, 0, 'the only problem is now a warning');
    const strict = await lint('--rule', 'page-missing=warn', '--max-warnings', '0');
    assert.equal(strict.exitCode, 1);
    assert.match(strict.stderr, /too many warnings/);
  });

  it('--rule ID=info shows it without counting it, even with --max-warnings 0', async () => {
    const r = await lint('--rule', 'page-missing=info', '--max-warnings', '0');
    assert.deepEqual(r.pageMissing, [{ ...r.pageMissing[0], severity: 1, info: true }]);
    assert.equal(r.exitCode, 0);
  });

  it('.docsjsonrc.json turns it off, and --rule wins over the file', async () => {
    site.cleanup();
    site = tempSite({
      'docs/docs.json': DOCS_JSON,
      'docs/index.mdx': '---\ntitle: Home\n---\n',
      'docs/.docsjsonrc.json': '{ "rules": { "page-missing": "off" } }',
    });
    const off = await lint();
    assert.deepEqual(off.pageMissing, []);
    assert.equal(off.exitCode, 0);
    assert.deepEqual(
      (await lint('--rule', 'page-missing=error')).pageMissing.map((m) => m.severity),
      [2],
    );
  });
});
