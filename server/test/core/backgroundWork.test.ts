// Background work keeps still while the user types and lets other work in between its slices. Time is a clock that
// moves only when the test moves it (test/helpers/fakeClock.ts): each step "takes" 2 ms of it, the user's keystrokes
// come at the times the test says, so the outcome never depends on how busy the machine is.
import assert from 'node:assert/strict';
import { BackgroundWork, UserActivity } from '../../src/core/service/backgroundWork';
import { FakeClock } from '../helpers/fakeClock';

/** One turn of the event loop: what woken code queued (promises, setImmediate) runs before the test goes on. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Moves the clock on by `ms`, a millisecond at a time, letting the code its timers wake run in between. */
async function advance(clock: FakeClock, ms: number): Promise<void> {
  for (let i = 0; i < ms; i++) {
    clock.runFor(1);
    await turn(); // the woken code's own setImmediate,
    await turn(); // then what it starts after it
  }
}

/** Steps of 2 ms of busy work each on `clock` (no timer is waiting while a step runs), counting those done. */
function busySteps(clock: FakeClock, count: number, done: { n: number }) {
  return Array.from({ length: count }, () => async () => {
    clock.runFor(2);
    done.n++;
  });
}

/** Moves the clock on until the work has finished (bounded, so that a stuck run fails instead of hanging). */
async function untilFinished(clock: FakeClock, finished: () => boolean): Promise<void> {
  for (let ms = 0; ms < 10_000 && !finished(); ms++) await advance(clock, 1);
  assert.ok(finished(), 'the work did not finish within 10 s of its clock');
}

/** A fake clock, the user's activity on it, and background work that counts its steps and says when it finished. */
function backgroundWork() {
  const clock = new FakeClock();
  const activity = new UserActivity(clock);
  const done = { n: 0 };
  let ended = false;
  const work = new BackgroundWork(() => (ended = true), activity);
  return { clock, activity, done, work, finished: () => ended };
}

describe('BackgroundWork', () => {
  it('keeps still while the user is active, and starts 200 ms after their last keystroke', async () => {
    const { clock, activity, done, work, finished } = backgroundWork();
    activity.touch();
    work.start(busySteps(clock, 50, done));
    // Keystrokes every 20 ms for 300 ms: not one step runs meanwhile.
    for (let t = 0; t < 15; t++) {
      await advance(clock, 20);
      activity.touch();
    }
    assert.equal(done.n, 0);
    assert.equal(work.busy, true);
    await advance(clock, 199);
    assert.equal(done.n, 0, 'started before the user had been quiet for 200 ms');
    await untilFinished(clock, finished);
    assert.equal(done.n, 50);
    assert.equal(work.busy, false);
  });

  it('keeps still while a check holds it, however long the check takes, and 200 ms after it ends', async () => {
    const { clock, activity, done, work, finished } = backgroundWork();
    const release = activity.hold();
    work.start(busySteps(clock, 10, done));
    await advance(clock, 1000);
    assert.equal(done.n, 0, 'a step ran during a check that outlasted the moment of quiet');
    release();
    await advance(clock, 199);
    assert.equal(done.n, 0, 'a step ran before 200 ms after the check');
    await untilFinished(clock, finished);
    assert.equal(done.n, 10);
  });

  it('a keystroke during a run stops it at the end of the step under way, until the user is quiet again', async () => {
    const { clock, activity, done, work, finished } = backgroundWork();
    const steps = busySteps(clock, 50, done);
    // The user types while the 4th step runs (a step cannot be interrupted).
    const typing = steps[3];
    steps[3] = async () => {
      activity.touch();
      await typing();
    };
    work.start(steps);
    // Enough turns of the event loop for the slices to run up to the keystroke, and more.
    for (let i = 0; i < 12; i++) await turn();
    // The step under way ends the slice (its 4 ms would have taken 2 steps): nothing more until 200 ms after the
    // keystroke.
    assert.equal(done.n, 4);
    await advance(clock, 150);
    assert.equal(done.n, 4);
    await untilFinished(clock, finished);
    assert.equal(done.n, 50);
  });

  it('a keystroke that takes three turns of the event loop to reach its handler waits only for the slice under way', async () => {
    const { clock, activity, done, work, finished } = backgroundWork();
    const steps = busySteps(clock, 50, done);
    // The bytes of a keystroke arrive while the 6th step runs (in the 3rd slice). As with JSON-RPC, they are read in
    // the next turn of the event loop, decoded in an immediate that queues, and handled in one the decoding queues.
    let handledAfter: number | undefined;
    const arriving = steps[5];
    steps[5] = async () => {
      await arriving();
      setImmediate(() =>
        setImmediate(() =>
          setImmediate(() => {
            activity.touch();
            handledAfter = done.n;
          }),
        ),
      );
    };
    work.start(steps);
    for (let i = 0; i < 20 && handledAfter === undefined; i++) await turn();
    assert.equal(handledAfter, 6, 'the keystroke waited for slices begun after it arrived');
    await advance(clock, 150);
    assert.equal(done.n, 6, 'a step ran within 200 ms of the keystroke');
    await untilFinished(clock, finished);
    assert.equal(done.n, 50);
  });

  it('lets other work in between slices of 4 ms, and starts only after the caller yields', async () => {
    const clock = new FakeClock();
    const done = { n: 0 };
    let finished = false;
    const work = new BackgroundWork(() => (finished = true), undefined, clock);
    work.start(busySteps(clock, 40, done));
    await Promise.resolve();
    assert.equal(done.n, 0, 'the first step waits for the check that started the run');
    // Whatever else is queued (a request, a keystroke) runs at each turn of the event loop: it sees the work only
    // between slices, never in the middle of one.
    const seenBetween = new Set<number>();
    for (let i = 0; i < 200 && !finished; i++) {
      seenBetween.add(done.n);
      await turn();
    }
    assert.equal(done.n, 40);
    assert.deepEqual(
      [...seenBetween].sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, i) => 2 * i),
    );
  });
});
