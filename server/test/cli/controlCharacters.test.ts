// Control characters from the docs folder (docs.json strings, file names, page text) never reach a terminal raw: an
// ESC or BEL byte is a command to the terminal. lint (stylish and github), build and dev print them escaped, with
// colours or without; json and sarif escape them as JSON escapes (\u001b), with the same value read back.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { printable, printableJson, printableMessage } from '../../src/cli/printable';
import { run, type RunContext } from '../../src/cli/run';
import { stderrLogger } from '../../src/lsp/logger';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

/** ESC, BEL, the 8-bit CSI, and a right-to-left override. */
const HOSTILE_PAGE = 'evil\u001b]0;owned\u0007\u009b2J\u202eder';
const HOSTILE_FILE = 'bad\u001b[7mname.mdx';
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/;

function hostileSite() {
  return tempSite({
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'T',
      colors: { primary: '#112233' },
      navigation: { groups: [{ group: 'G', pages: ['index', HOSTILE_PAGE] }] },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHello\n',
    [HOSTILE_FILE]: '---\ntitle: [\n---\n',
  });
}

describe('control characters from the site on the terminal', function () {
  this.timeout(scaledTimeout(60000));
  let site: ReturnType<typeof hostileSite>;
  before(() => (site = hostileSite()));
  after(() => site.cleanup());

  it('escapes every control character, and only those', () => {
    assert.equal(
      printable('a\u001b[31mb\u0007c\u009bd\u007fe\u202ef\tg\nh'),
      'a\\x1b[31mb\\x07c\\x9bd\\x7fe\\u202ef\\x09g\\x0ah',
    );
    assert.equal(printable('plain "text", accents é, CJK 文, emoji 🙂'), 'plain "text", accents é, CJK 文, emoji 🙂');
    assert.equal(printableMessage('one\n  two\r\nthree\u001b'), 'one two three\\x1b');
    const value = { text: 'a\u001b\u009b\u202e\u2028"\\' };
    assert.equal(printableJson(value), '{\n  "text": "a\\u001b\\u009b\\u202e\\u2028\\"\\\\"\n}');
    assert.deepEqual(JSON.parse(printableJson(value)), value);
  });

  for (const format of ['stylish', 'github']) {
    it(`lint --format ${format}: names and messages escaped, even with colours on`, () => {
      for (const env of [{}, { FORCE_COLOR: '1' }] as Record<string, string>[]) {
        const r = runCli(['lint', '.', '--format', format], site.dir, env);
        assert.equal(r.code, 1, r.stderr);
        // Colours are ours: with them on, ESC appears only in front of a colour code.
        const withoutColours = r.stdout.replace(/\u001b\[\d+m/g, '');
        assert.doesNotMatch(withoutColours, RAW);
        assert.ok(r.stdout.includes('evil\\x1b]0;owned\\x07\\x9b2J\\u202eder'), r.stdout);
        assert.ok(r.stdout.includes('bad\\x1b[7mname.mdx'), r.stdout);
      }
    });
  }

  for (const format of ['json', 'sarif']) {
    it(`lint --format ${format}: JSON escapes them, and the values read back unchanged`, () => {
      const r = runCli(['lint', '.', '--format', format], site.dir);
      assert.doesNotMatch(r.stdout, RAW);
      const text = JSON.stringify(JSON.parse(r.stdout));
      assert.ok(text.includes(JSON.stringify(HOSTILE_PAGE).slice(1, -1)), text);
    });
  }

  it('build prints its report and summary escaped', async () => {
    const outParent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-ctl-'));
    try {
      const out = path.join(outParent, 'site\u001b[2J');
      const r = await run(['build', site.dir, '--out', out, '--no-color'], {
        cwd: outParent,
        env: {},
        stdoutIsTTY: false,
      });
      assert.equal(r.exitCode, 1, r.stderr);
      assert.doesNotMatch(r.stdout + r.stderr, RAW);
      assert.ok(r.stdout.includes('evil\\x1b]0;owned'), r.stdout);
      assert.match(r.stdout, /in site\\x1b\[2J\n$/);
    } finally {
      fs.rmSync(outParent, { recursive: true, force: true });
    }
  });

  it('dev prints its start line and problems escaped', async () => {
    let printed = '';
    const stop = new AbortController();
    const shownProblems = new Promise<void>((resolve) => {
      const ctx: RunContext = {
        cwd: site.dir,
        env: {},
        stdoutIsTTY: false,
        signal: stop.signal,
        stdout: {
          write(text: string) {
            printed += text;
            if (/problems? \(/.test(text)) resolve();
          },
        },
      };
      void run(['dev', site.dir, '--port', '0', '--no-color'], ctx).then(() => resolve());
    });
    await shownProblems;
    stop.abort();
    assert.doesNotMatch(printed, RAW);
    assert.match(printed, /serving \S+ at http/);
    assert.ok(printed.includes('bad\\x1b[7mname.mdx'), printed);
  });

  it('a refusal naming the site escapes it', async () => {
    const r = await run(['lint', path.join(site.dir, 'no\u001b[2Jhere')], {
      cwd: site.dir,
      env: {},
      stdoutIsTTY: false,
    });
    assert.equal(r.exitCode, 2);
    assert.doesNotMatch(r.stderr, RAW);
    assert.match(r.stderr, /no\\x1b\[2Jhere does not exist/);
  });

  it("the language server's log escapes them too (before it is connected, it writes to stderr)", () => {
    const written: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((text: string) => written.push(text) > 0) as typeof process.stderr.write;
    try {
      stderrLogger.warn(`cannot read ${HOSTILE_FILE}\n  at line 2`);
    } finally {
      process.stderr.write = write;
    }
    assert.deepEqual(written, ['[docsjson] warning: cannot read bad\\x1b[7mname.mdx\n  at line 2\n']);
  });
});
