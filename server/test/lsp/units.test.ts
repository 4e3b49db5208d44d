// Unit tests of the protocol layer's parts that need no process: scheduler, runSafe, settings, the workspace
// where open buffers win, positions.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ValidationScheduler } from '../../src/lsp/validationScheduler';
import { RequestGuard, runSafeNotification, type GuardClock } from '../../src/lsp/runSafe';
import { parseSettings } from '../../src/lsp/settings';
import { LspWorkspace } from '../../src/lsp/lspWorkspace';
import { DocumentStore } from '../../src/lsp/documentStore';
import { isValidPosition } from '../../src/lsp/context';
import { relativeTo } from '../../src/lsp/paths';
import type { Logger } from '../../src/lsp/logger';
import { fileUri, makeSite } from './client';
import { scaledTimeout } from '../helpers/timeScale';

function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    error: (m) => lines.push('E ' + m),
    warn: (m) => lines.push('W ' + m),
    info: (m) => lines.push('I ' + m),
  };
}

/** A check whose completion the test controls. */
function controlled() {
  const pending: Array<(v: number) => void> = [];
  let n = 0;
  return {
    check: () => new Promise<number>((resolve) => pending.push(() => resolve(++n))),
    finishNext: () => pending.shift()!(0),
    get waiting() {
      return pending.length;
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('validation scheduler', () => {
  it('checks at once, then once more for everything that arrived meanwhile, publishing only the last', async () => {
    const c = controlled();
    const published: number[] = [];
    const s = new ValidationScheduler(c.check, (r) => void published.push(r), memoryLogger(), 'test');
    s.trigger();
    assert.equal(c.waiting, 1, 'started at once, no debounce');
    for (let i = 0; i < 50; i++) s.trigger();
    assert.equal(c.waiting, 1, 'edits during a check do not start more checks');
    c.finishNext();
    await tick();
    assert.deepEqual(published, [], 'the stale result is not published');
    assert.equal(c.waiting, 1, 'one more check for the 50 edits');
    c.finishNext();
    await s.whenIdle();
    assert.deepEqual(published, [2]);
    assert.equal(s.runs, 2);
  });

  it('keeps going after a failing check and logs it', async () => {
    const logger = memoryLogger();
    let calls = 0;
    const published: string[] = [];
    const s = new ValidationScheduler(
      async () => {
        if (++calls === 1) throw new Error('boom');
        return 'ok';
      },
      (r) => void published.push(r),
      logger,
      'site',
    );
    s.trigger();
    await s.whenIdle();
    s.trigger();
    await s.whenIdle();
    assert.deepEqual(published, ['ok']);
    assert.match(logger.lines[0], /^E checking site failed: Error: boom/);
  });
});

describe('RequestGuard', () => {
  const token = { isCancellationRequested: false, onCancellationRequested: () => ({ dispose() {} }) };

  /** A clock whose time moves only when the test says so. */
  function fakeClock(): GuardClock & { advance(ms: number): void } {
    let now = 0;
    let timers: Array<{ at: number; fn: () => void }> = [];
    return {
      now: () => now,
      setTimeout: (fn, ms) => {
        const timer = { at: now + ms, fn };
        timers.push(timer);
        return timer;
      },
      clearTimeout: (handle) => (timers = timers.filter((t) => t !== handle)),
      advance(ms) {
        now += ms;
        const due = timers.filter((t) => t.at <= now);
        timers = timers.filter((t) => t.at > now);
        for (const t of due) t.fn();
      },
    };
  }

  it('answers the fallback and logs when a handler throws or rejects', async () => {
    const guard = new RequestGuard(memoryLogger());
    assert.equal(
      await guard.request('hover', null, () => {
        throw new TypeError('x is undefined');
      })({}, token as never),
      null,
    );
    assert.deepEqual(
      await guard.request('links', [], async () => Promise.reject(new RangeError('deep')))({}, token as never),
      [],
    );
    const lines = (guard.logger as ReturnType<typeof memoryLogger>).lines;
    assert.equal(lines.length, 2);
    assert.match(lines[0], /hover failed: TypeError: x is undefined/);
    assert.deepEqual(guard.underWay(), []);
  });

  it('catches rejected notification handlers, so no unhandled rejection ends the process', async () => {
    const logger = memoryLogger();
    runSafeNotification(logger, 'didChange', async () => {
      throw new Error('late');
    })({});
    await tick();
    assert.match(logger.lines[0], /didChange failed: Error: late/);
  });

  it('answers the fallback for a cancelled request', async () => {
    let ran = false;
    const cancelled = { ...token, isCancellationRequested: true };
    assert.equal(
      await new RequestGuard(memoryLogger()).request(
        'x',
        'empty',
        () => ((ran = true), 'full'),
      )({}, cancelled as never),
      'empty',
    );
    assert.equal(ran, false);
  });

  it('runs the handler after handing its promise over, so a stopped handler can still be answered', async () => {
    const guard = new RequestGuard(memoryLogger());
    let ran = false;
    const answer = guard.request('x', 'empty', () => ((ran = true), 'full'))({}, token as never);
    assert.equal(ran, false, 'nothing of the handler runs inside the call that returns the promise');
    assert.deepEqual(guard.underWay(), ['x']);
    assert.equal(await answer, 'full');
    assert.deepEqual(guard.underWay(), []);
  });

  it('answers every request under way with its fallback when told their handlers were stopped', async () => {
    const guard = new RequestGuard(memoryLogger());
    const never = new Promise<string>(() => {});
    const first = guard.request('textDocument/completion', 'none', () => never)({}, token as never);
    const second = guard.request('textDocument/hover', null, () => never)({}, token as never);
    await tick();
    assert.deepEqual(guard.underWay(), ['textDocument/completion', 'textDocument/hover']);
    guard.abandonAll();
    assert.deepEqual(await Promise.all([first, second]), ['none', null]);
    assert.deepEqual(guard.underWay(), []);
  });

  it('answers a request whose handler waits past the deadline with its fallback, and logs it', async () => {
    const clock = fakeClock();
    const logger = memoryLogger();
    const guard = new RequestGuard(logger, clock, 1000);
    let finish: (v: string) => void = () => {};
    const answer = guard.request(
      'docsjson/navigationPreview',
      'none',
      () => new Promise<string>((r) => (finish = r)),
    )({}, token as never);
    await tick();
    clock.advance(999);
    assert.deepEqual(guard.underWay(), ['docsjson/navigationPreview']);
    clock.advance(1);
    assert.equal(await answer, 'none');
    assert.match(logger.lines[0], /docsjson\/navigationPreview gave no answer in 1 s; answered empty/);
    finish('late'); // a late answer changes nothing
    assert.deepEqual(guard.underWay(), []);
  });
});

describe('settings', () => {
  it('reads docsjson.rules, maps warn to warning, drops unknown ids and values', () => {
    assert.deepEqual(
      parseSettings({
        docsjson: {
          rules: { 'page-missing': 'warn', 'key-ignored': 'off', nope: 'error', schema: 'loud', 'language-unknown': 3 },
        },
      }),
      {
        rules: { 'page-missing': 'warning', 'key-ignored': 'off' },
      },
    );
    assert.deepEqual(parseSettings({ rules: { 'page-missing': 'info' } }), { rules: { 'page-missing': 'info' } });
    for (const junk of [null, undefined, 42, 'x', [], { rules: [] }, { docsjson: null }])
      assert.deepEqual(parseSettings(junk), { rules: {} });
  });

  it('never lets a __proto__ key through', () => {
    const raw = JSON.parse('{"rules": {"__proto__": "error", "page-missing": "error"}}');
    const parsed = parseSettings(raw);
    assert.deepEqual(Object.keys(parsed.rules), ['page-missing']);
  });
});

describe('LspWorkspace: open buffers win over the disk', () => {
  it('reads the buffer for an open file and the disk otherwise, never outside the root', async () => {
    const root = makeSite({ 'docs.json': '{"on": "disk"}', 'a.mdx': 'disk a' });
    try {
      const store = new DocumentStore();
      const docs = (store as unknown as { documents: { _syncedDocuments: Map<string, TextDocument> } }).documents
        ._syncedDocuments;
      const uri = fileUri(`${root}/docs.json`);
      // Simulate didOpen through the store's path index.
      docs.set(uri, TextDocument.create(uri, 'json', 3, '{"in": "buffer"}'));
      (store as unknown as { byPath: Map<string, string> }).byPath.set(`${root}/docs.json`, uri);
      const ws = new LspWorkspace(root, store);
      assert.equal(await ws.readFile('docs.json'), '{"in": "buffer"}');
      assert.equal(await ws.readFile('a.mdx'), 'disk a');
      assert.equal((await ws.stat('docs.json'))?.mtimeMs, -3);
      assert.equal((await ws.diskStat('docs.json'))?.kind, 'file');
      await assert.rejects(ws.readFile('../etc/passwd'), /outside|not a path/);
      assert.deepEqual((await ws.listFiles()).sort(), ['a.mdx', 'docs.json']);
      const heads = await ws.readFileHeads(['docs.json', 'a.mdx', 'missing.mdx'], 4);
      assert.deepEqual(heads.get('docs.json'), { text: '{"in": "buffer"}', complete: true });
      assert.equal((heads.get('a.mdx') as { text: string }).text.length <= 6, true);
      assert.equal((heads.get('missing.mdx') as Error).name, 'WorkspaceError');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('positions and paths', () => {
  const doc = TextDocument.create('file:///x', 'json', 1, '{\n  "a": 1\n}');
  it('accepts positions inside the document only', () => {
    assert.equal(isValidPosition(doc, { line: 1, character: 8 }), true);
    assert.equal(isValidPosition(doc, { line: 2, character: 1 }), true);
    const crlf = TextDocument.create('file:///y', 'json', 1, 'ab\r\ncd');
    assert.equal(isValidPosition(crlf, { line: 0, character: 2 }), true);
    assert.equal(isValidPosition(crlf, { line: 0, character: 3 }), false);
    for (const p of [
      { line: 1e9, character: -5 },
      { line: 0, character: 2 },
      { line: 1, character: 9 },
      { line: 3, character: 0 },
      { line: -1, character: 0 },
      { line: 0.5, character: 0 },
    ]) {
      assert.equal(isValidPosition(doc, p), false, JSON.stringify(p));
    }
    assert.equal(isValidPosition(doc, undefined), false);
  });

  it('relativeTo refuses paths outside the root', () => {
    assert.equal(relativeTo('/a/b', '/a/b/c/d.mdx'), 'c/d.mdx');
    assert.equal(relativeTo('/a/b', '/a/bc/d.mdx'), undefined);
    assert.equal(relativeTo('/a/b', '/a/b'), undefined);
  });
});

describe('docsjson-language-server command line', () => {
  const { spawnSync } = require('child_process') as typeof import('child_process');
  const { SERVER_MAIN } = require('./client') as typeof import('./client');
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [SERVER_MAIN, ...args], {
      encoding: 'utf8',
      timeout: scaledTimeout(30_000),
      input: '',
    });

  it('--version prints the package version, --help the usage, an unknown option exits 2', () => {
    const version = run('--version');
    assert.equal(version.status, 0);
    assert.match(version.stdout, /^\d+\.\d+\.\d+\n$/);
    const help = run('--help');
    assert.equal(help.status, 0);
    assert.match(help.stdout, /^Usage: docsjson-language-server --stdio/);
    const bad = run('--bogus');
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /unknown option --bogus/);
    assert.equal(bad.stdout, '', 'nothing on stdout, the protocol stream');
  });
});
