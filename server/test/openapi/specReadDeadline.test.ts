// Reading a spec has a deadline (a hung network drive must not hang a lint), counted only while the thread is free
// to take the answer: a thread busy with the rest of a large lint, or a busy CI machine, never turns a read into
// "took too long". A read that really does not finish is a check that did not happen: a note, never an error, and
// the spec's endpoints are not judged against a spec nobody read.
import assert from 'node:assert/strict';
import { createDocsService, loadSpec, type Problem } from '../../src/core';
import { SpecFiles, DEFAULT_SPEC_LIMITS } from '../../src/core/openapi/specFiles';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { FakeClock } from '../helpers/fakeClock';

const SPEC =
  "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /pets:\n    get:\n      responses:\n        '200': {$ref: './responses.yaml#/Ok'}\n";
const RESPONSES = 'Ok: {description: ok}\n';

/** A workspace whose reads of `held` files wait until the test answers them (or forever). */
class HeldReads extends MemoryWorkspace {
  readonly waiting = new Map<string, () => void>();

  constructor(
    files: Record<string, string>,
    private readonly held: ReadonlySet<string>,
  ) {
    super(files);
  }

  override readFile(relPath: string): Promise<string> {
    if (!this.held.has(relPath)) return super.readFile(relPath);
    return new Promise((resolve, reject) => {
      this.waiting.set(relPath, () => super.readFile(relPath).then(resolve, reject));
    });
  }
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('spec reads: a deadline in free time, and a read that never ends is a note', () => {
  it('a read answered while the thread was busy far past the deadline is read, not refused', async () => {
    const ws = new HeldReads({ 'api.yaml': SPEC }, new Set(['api.yaml']));
    const clock = new FakeClock();
    const files = new SpecFiles(ws, DEFAULT_SPEC_LIMITS, clock);
    const loading = files.load('api.yaml');
    await until(() => ws.waiting.has('api.yaml') && clock.pending > 0);
    // The thread was busy for a minute (parsing another spec, checking pages): the deadline's steps fire late.
    clock.fire(60_000);
    clock.fire(60_000);
    ws.waiting.get('api.yaml')!();
    const loaded = await loading;
    assert.ok(loaded.ok, loaded.ok ? '' : loaded.reason);
  });

  it('a read that does not finish within its time on a free thread is given up as unfinished', async () => {
    const ws = new HeldReads({ 'api.yaml': SPEC }, new Set(['api.yaml']));
    const clock = new FakeClock();
    const files = new SpecFiles(ws, DEFAULT_SPEC_LIMITS, clock);
    const loading = files.load('api.yaml');
    await until(() => clock.pending > 0);
    clock.runFor(DEFAULT_SPEC_LIMITS.readTimeoutMs);
    const loaded = await loading;
    assert.ok(!loaded.ok && loaded.unfinished);
    assert.match(loaded.reason, /did not finish within 10 s/);
  });

  it('a spec or a $ref file that is never read gives notes and no error; its endpoints are not judged', async () => {
    for (const held of ['api.yaml', 'responses.yaml']) {
      const ws = new HeldReads(
        {
          'docs.json': JSON.stringify({
            theme: 'mint',
            name: 'Docs',
            colors: { primary: '#0D9373' },
            navigation: { groups: [{ group: 'API', openapi: 'api.yaml', pages: ['index', 'GET /pets', 'GET /nope'] }] },
          }),
          'index.mdx': '---\ntitle: Home\n---\n',
          'api.yaml': SPEC,
          'responses.yaml': RESPONSES,
        },
        new Set([held]),
      );
      const { problems } = await createDocsService({
        workspace: ws,
        // A read deadline of 50 ms on the real clock: the held read never ends, so it always runs out.
        specIndexer: {
          index: (relPath, options) => loadSpec(ws, relPath, { ...options, limits: { readTimeoutMs: 50 } }),
        },
      }).check();
      const shown = (ps: Problem[]) => ps.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`).join('\n');
      const notes = problems.filter((p) => p.ruleId === 'openapi-unreadable');
      assert.equal(notes.length, 1, shown(problems));
      assert.equal(notes[0].severity, 'info', shown(notes));
      assert.match(notes[0].message, new RegExp(`not checked.*"${held}" did not finish within 50 ms`));
      const expectedErrors = held === 'api.yaml' ? [] : ['endpoint-unknown']; // with the spec read, GET /nope is judged
      assert.deepEqual(
        problems.filter((p) => p.severity === 'error').map((p) => p.ruleId),
        expectedErrors,
        shown(problems),
      );
    }
  });
});
