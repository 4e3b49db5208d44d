// HostLimits: at most N tasks at once in all and M per host, started in the order asked for, and a host at its limit
// does not hold back the others. Tasks end when the test says so: nothing here waits on a clock.
import assert from 'node:assert/strict';
import { HostLimits } from '../../src/node/hostLimits';

/** A task that runs until `finish` is called, recording when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (started.push(name), done), finish: () => finish() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('HostLimits', () => {
  it('runs at most two per host and three in all, and lets another host past a busy one', async () => {
    const limits = new HostLimits(3, 2);
    const started: string[] = [];
    const gates = ['a1', 'a2', 'a3', 'b1', 'c1', 'c2'].map((name) => ({ name, ...gate(started, name) }));
    const results = gates.map((g) => limits.run(g.name[0], g.task));
    await turn();
    // a3 waits for host a; b1 is started in its place; c1 waits for room in all.
    assert.deepEqual(started, ['a1', 'a2', 'b1']);
    gates[0].finish(); // a1
    await turn();
    assert.deepEqual(started, ['a1', 'a2', 'b1', 'a3']);
    gates[3].finish(); // b1
    await turn();
    assert.deepEqual(started, ['a1', 'a2', 'b1', 'a3', 'c1']);
    for (const g of gates) g.finish();
    await Promise.all(results);
    assert.deepEqual(started, ['a1', 'a2', 'b1', 'a3', 'c1', 'c2']);
  });

  it('gives each task its own result or failure, and a failure frees its place', async () => {
    const limits = new HostLimits(1, 1);
    const failing = limits.run('a', () => Promise.reject(new Error('refused')));
    const next = limits.run('a', async () => 'answered');
    await assert.rejects(failing, /refused/);
    assert.equal(await next, 'answered');
  });
});
