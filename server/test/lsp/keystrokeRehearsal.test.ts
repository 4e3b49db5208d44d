// The language server rehearses the keystroke path on a small site in memory once the first diagnostics are out, so
// that the first real keystroke does not compile it. The rehearsal is three checks; each waits until the user has
// left the thread alone for 200 ms and no check of a real site runs, so that a keystroke typed meanwhile waits for
// one of them at most. Time is a fake clock (test/helpers/fakeClock.ts).
import assert from 'node:assert/strict';
import { UserActivity } from '../../src/core/service/backgroundWork';
import { KeystrokeRehearsal, rehearseKeystrokePath } from '../../src/lsp/warmUp';
import { FakeClock } from '../helpers/fakeClock';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function advance(clock: FakeClock, ms: number): Promise<void> {
  for (let i = 0; i < ms; i++) {
    clock.runFor(1);
    for (let t = 0; t < 5; t++) await turn();
  }
}

/** A rehearsal of three checks that records which have run; `duringFirst` happens while the first one runs. */
function recordingRehearsal(done: number[], duringFirst?: () => void) {
  return async (between: () => Promise<void>) => {
    done.push(1);
    duringFirst?.();
    await between();
    done.push(2);
    await between();
    done.push(3);
  };
}

describe('the keystroke rehearsal', () => {
  it('runs its checks one at a time, each once the user has been quiet for 200 ms', async () => {
    const clock = new FakeClock();
    const activity = new UserActivity(clock);
    const done: number[] = [];
    // The user types while the first check of the rehearsal runs.
    const typing = () => setImmediate(() => activity.touch());
    const rehearsal = new KeystrokeRehearsal(activity, () => undefined, recordingRehearsal(done, typing));
    const finished = rehearsal.whenQuiet();
    assert.equal(rehearsal.whenQuiet(), undefined, 'scheduled twice');
    await advance(clock, 199);
    assert.deepEqual(done, [], 'began before 200 ms of quiet');
    await advance(clock, 2);
    assert.deepEqual(done, [1]);
    // The second check waits for 200 ms of quiet after the keystroke, then the rest runs.
    await advance(clock, 150);
    assert.deepEqual(done, [1], 'a check of the rehearsal ran while the user typed');
    await advance(clock, 60);
    assert.deepEqual(done, [1, 2, 3]);
    await finished;
  });

  it('waits for the checks of real sites under way', async () => {
    const clock = new FakeClock();
    const activity = new UserActivity(clock);
    const done: number[] = [];
    let endCheck!: () => void;
    let checking: Promise<void> | undefined = new Promise<void>((resolve) => (endCheck = resolve));
    const rehearsal = new KeystrokeRehearsal(activity, () => checking, recordingRehearsal(done));
    void rehearsal.whenQuiet();
    await advance(clock, 500);
    assert.deepEqual(done, [], 'ran beside a check');
    endCheck();
    checking = undefined;
    await advance(clock, 250);
    assert.deepEqual(done, [1, 2, 3]);
  });

  it('goes through the keystroke path: a check, then a page path typed and deleted', async () => {
    let between = 0;
    await rehearseKeystrokePath(async () => void between++);
    assert.equal(between, 2);
  });
});
