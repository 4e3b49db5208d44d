// In an editor, a files rule that says what it depends on (frontmatter, frontmatter-invalid) is run again only on the
// files whose state changed since its kept reports. When that is most of the site (the pages' background parse has
// just brought the front matter of 25,000 files), the run would hold a check, and the keystroke waiting behind it,
// for tens of milliseconds: it runs instead in the background, a slice of files a step between keystrokes, while
// checks report what the rule found last; when it ends the host checks again, and that check finds only what changed
// since the run began.
import { BackgroundWork, type UserActivity } from './backgroundWork';

/** Files a rule is run on within a check: past this many, the run goes to the background. */
export const INLINE_DEPENDENT_FILES = 1024;
/** Files a rule is run on in one step of the background run. */
const FILES_PER_STEP = 1024;

export class DependentRuleCatchUp {
  private readonly work: BackgroundWork;

  constructor(onDone: () => void, activity: UserActivity) {
    this.work = new BackgroundWork(onDone, activity);
  }

  /** True while a run is under way: a rule with many files to run on waits for its end (which checks again). */
  get busy(): boolean {
    return this.work.busy;
  }

  /**
   * Runs `runOn` over `files`, a slice a step, then `finish`; nothing when a run is under way (its end checks again,
   * and that check hands over what is still to do).
   */
  start(files: readonly string[], runOn: (slice: readonly string[]) => Promise<void>, finish: () => void): void {
    this.work.start(
      (function* () {
        for (let i = 0; i < files.length; i += FILES_PER_STEP) {
          const slice = files.slice(i, i + FILES_PER_STEP);
          yield () => runOn(slice);
        }
        yield async () => finish();
      })(),
    );
  }
}
