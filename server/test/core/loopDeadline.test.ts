// The deadline of spec reads and full validation counts only the time the thread was free to take the answer: a
// thread held up by other work (or a busy machine) does not make an answer late, while a read or a worker that never
// answers still runs out of time. Driven by a fake clock: nothing here depends on how fast the machine is.
import assert from 'node:assert/strict';
import { LoopDeadline, withLoopDeadline } from '../../src/core/workspace/loopDeadline';
import { FakeClock } from '../helpers/fakeClock';

describe('LoopDeadline', () => {
  it('expires once its time has passed on a thread that was free', () => {
    const clock = new FakeClock();
    let expired = 0;
    new LoopDeadline(1000, () => expired++, clock);
    clock.runFor(999);
    assert.equal(expired, 0);
    clock.runFor(1);
    assert.equal(expired, 1);
    assert.equal(clock.pending, 0, 'an expired deadline leaves no timer behind');
  });

  it('does not count the time the thread was busy: a minute held up costs it at most two steps', () => {
    const clock = new FakeClock();
    let expired = 0;
    const deadline = new LoopDeadline(2000, () => expired++, clock);
    clock.fire(60_000); // the first step fires a minute late
    assert.equal(expired, 0);
    assert.ok(deadline.elapsed <= 501, `counted ${deadline.elapsed} ms`);
    clock.fire(60_000);
    assert.equal(expired, 0);
    assert.ok(deadline.elapsed <= 1002, `counted ${deadline.elapsed} ms`);
    clock.runFor(2000 - deadline.elapsed - 1);
    assert.equal(expired, 0);
    clock.runFor(1);
    assert.equal(expired, 1);
  });

  it('can be extended while it runs, and never fires once cancelled', () => {
    const clock = new FakeClock();
    let expired = 0;
    const deadline = new LoopDeadline(1000, () => expired++, clock);
    clock.runFor(750);
    deadline.extend(2000);
    assert.equal(deadline.limit, 3000);
    clock.runFor(2000);
    assert.equal(expired, 0);
    deadline.cancel();
    clock.runFor(10_000);
    assert.equal(expired, 0);
    assert.equal(clock.pending, 0);
  });

  it('withLoopDeadline: an answer that came while the thread was busy wins; one that never comes is refused', async () => {
    const clock = new FakeClock();
    let answer!: (text: string) => void;
    const read = withLoopDeadline(
      new Promise<string>((resolve) => (answer = resolve)),
      1000,
      () => new Error('too slow'),
      clock,
    );
    clock.fire(30_000); // busy for 30 s: the answer arrived meanwhile and is taken next
    answer('text');
    assert.equal(await read, 'text');
    assert.equal(clock.pending, 0, 'the timer is cleared once the answer is in');

    const hung = withLoopDeadline(new Promise<string>(() => undefined), 1000, () => new Error('too slow'), clock);
    clock.runFor(1000);
    await assert.rejects(hung, /too slow/);
  });
});
