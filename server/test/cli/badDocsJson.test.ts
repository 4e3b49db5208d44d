// A docs.json that is not a settings object, not UTF-8 text, or has a trailing comma: an error in the file like
// any other, at its place, in every format, exit 1; never an internal error.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { FORMAT_NAMES } from '../../src/cli/args';
import { run } from '../../src/cli/run';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const ctx = (cwd: string) => ({ cwd, env: {}, stdoutIsTTY: false });

/** Line:column (1-based) and message of the first problem, read back from each format's output. */
function firstProblemIn(format: string, stdout: string): { line: number; column?: number; message: string } {
  switch (format) {
    case 'json': {
      const m = (JSON.parse(stdout) as Array<{ messages: Array<{ line: number; column: number; message: string }> }>)
        .flatMap((r) => r.messages)
        .at(0)!;
      return { line: m.line, column: m.column, message: m.message };
    }
    case 'sarif': {
      const r = JSON.parse(stdout).runs[0].results[0];
      const region = r.locations[0].physicalLocation.region;
      return { line: region.startLine, column: region.startColumn, message: r.message.text };
    }
    case 'github': {
      const m = /^::error file=[^,]+,line=(\d+),col=(\d+),[^:]*::(.*)$/m.exec(stdout)!;
      return { line: Number(m[1]), column: Number(m[2]), message: m[3] };
    }
    case 'gitlab': {
      const issue = (JSON.parse(stdout) as Array<{ description: string; location: { lines: { begin: number } } }>)[0];
      // Code Quality reports lines only.
      return { line: issue.location.lines.begin, message: issue.description };
    }
    case 'junit': {
      const m = /<!\[CDATA\[line (\d+), col (\d+), Error - ([\s\S]*?) \(json-syntax\)\]\]>/.exec(stdout)!;
      return { line: Number(m[1]), column: Number(m[2]), message: m[3] };
    }
    default: {
      const m = /^ +(\d+):(\d+) +error +(.*?) +json-syntax$/m.exec(stdout)!;
      return { line: Number(m[1]), column: Number(m[2]), message: m[3] };
    }
  }
}

describe('docsjson lint on a docs.json that is not a settings object or not UTF-8', function () {
  this.timeout(scaledTimeout(60_000));
  let site: ReturnType<typeof tempSite>;
  beforeEach(() => (site = tempSite({})));
  afterEach(() => site.cleanup());

  const write = (rel: string, content: string | Buffer) => {
    const abs = path.join(site.dir, ...rel.split('/'));
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, content);
  };

  for (const [text, what] of [
    ['[]', 'an array'],
    ['null', 'null'],
    ['1', 'the number 1'],
    ['"x"', 'a string'],
    ['\n  [ "intro" ]\n', 'an array'],
  ]) {
    it(`${JSON.stringify(text)} at the top level: exit 1 and the error at that value, in every format`, async () => {
      write('docs/docs.json', text);
      const where = text.trimStart() === text ? { line: 1, column: 1 } : { line: 2, column: 3 };
      for (const format of FORMAT_NAMES) {
        const out = await run(['lint', 'docs', '--format', format], ctx(site.dir));
        assert.equal(out.stderr, '', `${format}: ${out.stderr}`);
        assert.equal(out.exitCode, 1, format);
        const p = firstProblemIn(format, out.stdout);
        assert.deepEqual({ line: p.line, column: p.column ?? where.column }, where, format);
        assert.equal(
          p.message,
          `docs.json must hold a JSON object with the site's settings ({ "name": ..., "navigation": ... }), not ${what}`,
        );
      }
    });
  }

  it('invalid UTF-8: exit 1 and one error at the first bad byte, in every format', async () => {
    write(
      'docs/docs.json',
      Buffer.concat([Buffer.from('{\n  "name": "Caf'), Buffer.from([0xe9]), Buffer.from('"\n}\n')]),
    );
    for (const format of FORMAT_NAMES) {
      const out = await run(['lint', 'docs', '--format', format], ctx(site.dir));
      assert.equal(out.stderr, '', `${format}: ${out.stderr}`);
      assert.equal(out.exitCode, 1, format);
      const p = firstProblemIn(format, out.stdout);
      const where = { line: 2, column: '  "name": "Caf'.length + 1 };
      assert.deepEqual({ line: p.line, column: p.column ?? where.column }, where, format);
      assert.match(p.message, /^docs\.json is not checked: it is not UTF-8 text \(the byte 0xE9 here/);
    }
  });

  it('invalid UTF-8 in an included file: the error in that file at its bad byte', async () => {
    write(
      'docs/docs.json',
      JSON.stringify({
        theme: 'mint',
        name: 'x',
        colors: { primary: '#123456' },
        navigation: { $ref: 'nav.json' },
      }),
    );
    // The bad byte right after `  "pages": [` on line 2.
    write(
      'docs/nav.json',
      Buffer.concat([Buffer.from('{\n  "pages": ['), Buffer.from([0xff]), Buffer.from('"a"]\n}')]),
    );
    const out = await run(['lint', 'docs', '--format', 'json'], ctx(site.dir));
    assert.equal(out.exitCode, 1, out.stderr);
    const results = JSON.parse(out.stdout) as Array<{ filePath: string; messages: Array<Record<string, unknown>> }>;
    const nav = results.find((r) => r.filePath.endsWith('nav.json'))!;
    assert.deepEqual(
      nav.messages.map((m) => [m.ruleId, m.line, m.column]),
      [['json-syntax', 2, '  "pages": ['.length + 1]],
    );
  });

  it('a trailing comma: one error, at the comma', async () => {
    const line3 = '  "navigation": { "pages": ["a", "b",] },';
    write('docs/docs.json', `{\n  "name": "x",\n${line3}\n}\n`);
    const out = await run(['lint', 'docs', '--format', 'json', '--rule', 'schema=off'], ctx(site.dir));
    const messages = (JSON.parse(out.stdout) as Array<{ messages: Array<Record<string, unknown>> }>)[0].messages;
    const message = 'trailing comma: JSON does not allow a "," before a closing bracket';
    assert.deepEqual(
      messages.filter((m) => m.ruleId === 'json-syntax').map((m) => [m.line, m.column, m.message]),
      [
        [3, line3.indexOf(',]') + 1, message],
        [3, line3.lastIndexOf(',') + 1, message],
      ],
    );
  });

  it('the spawned executable: exit 1, the report on stdout, nothing on stderr', () => {
    write('docs/docs.json', '[]');
    const out = runCli(['lint', 'docs'], site.dir);
    assert.equal(out.code, 1);
    assert.equal(out.stderr, '');
    assert.match(out.stdout, /1:1 +error +docs\.json must hold a JSON object/);
    write('docs/docs.json', Buffer.from([0x7b, 0xff, 0x7d]));
    const bad = runCli(['lint', 'docs', '--format', 'github'], site.dir);
    assert.equal(bad.code, 1);
    assert.equal(bad.stderr, '');
    assert.match(bad.stdout, /^::error file=docs\/docs\.json,line=1,col=2,/);
  });
});
