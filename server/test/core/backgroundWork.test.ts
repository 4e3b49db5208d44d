import assert from 'node:assert/strict';
import { BackgroundWork, UserActivity } from '../../src/core/service/backgroundWork';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Steps of about 2 ms of busy work each, counting those done. */
function busySteps(count: number, done: { n: number }) {
  return Array.from({ length: count }, () => async () => {
    const until = Date.now() + 2;
    while (Date.now() < until);
    done.n++;
  });
}

describe('BackgroundWork', () => {
  it('keeps still while the user is active, and finishes once they stop', async () => {
    const activity = new UserActivity();
    const done = { n: 0 };
    let finished = false;
    const work = new BackgroundWork(() => (finished = true), activity);
    activity.touch();
    work.start(busySteps(50, done));
    // Keystrokes every 20 ms for 300 ms: not one step runs meanwhile.
    for (let t = 0; t < 15; t++) {
      await sleep(20);
      activity.touch();
    }
    assert.equal(done.n, 0);
    assert.equal(work.busy, true);
    while (!finished) await sleep(20);
    assert.equal(done.n, 50);
    assert.equal(work.busy, false);
  });

  it('lets other work in between slices, and starts only after the caller yields', async () => {
    const done = { n: 0 };
    let finished = false;
    const work = new BackgroundWork(() => (finished = true));
    work.start(busySteps(40, done));
    assert.equal(done.n, 0, 'the first step waits for the check that started the run');
    // A timer that fires while some steps are done and some are not ran between two slices.
    const seenBetween: number[] = [];
    const timer = setInterval(() => {
      if (done.n > 0 && done.n < 40) seenBetween.push(done.n);
    }, 0);
    while (!finished) await sleep(5);
    clearInterval(timer);
    assert.equal(done.n, 40);
    assert.ok(seenBetween.length > 0, 'no other work ran during the 80 ms of steps');
  });
});
