// The keystroke path compiled before the first keystroke. The bundle's code cache is made by a lint run, which never
// derives a model from an edit, so the first keystroke after opening a site used to compile (and run cold) every
// function of that path: on the largest real site about as much CPU as the edit's own work. A small site held in
// memory is checked, then edited inside a page path twice (typed and deleted) and its problems turned into
// diagnostics, through the same code the real sites use; nothing of it is kept or published. It compiles what the
// keystroke path runs and works for a few milliseconds (about 60 ms of CPU in all, less once the first check has
// compiled its share); a large rehearsal site, to have V8 optimize the loops over every entry too, cost 200 ms more.
// It runs in the background, after the first diagnostics and once the user has left the thread alone for 200 ms:
// run beside the first check it delayed that check (and made requests answered meanwhile see another model). Each
// of its three checks waits for the user to be quiet again: run in one go, its 60 ms held up a keystroke typed
// meanwhile (the first keystroke at a typing pace, about 250 ms after the first diagnostics, often met it).
import { createDocsService, letMessagesIn, MemoryWorkspace, type Problem, type UserActivity } from '../core';
import { toDiagnostic } from './diagnostics';

const PAGES = ['intro', 'guides/setup', 'guides/deploy'];

function siteFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'docs.json': JSON.stringify(
      {
        $schema: 'https://mintlify.com/docs.json',
        theme: 'mint',
        name: 'Warm-up',
        colors: { primary: '#000000' },
        navigation: {
          groups: [{ group: 'Guides', pages: [...PAGES, 'missing-page'] }],
        },
      },
      null,
      2,
    ),
  };
  for (const page of PAGES)
    files[`${page}.mdx`] = `---\ntitle: ${page}\n---\n\n## Heading\n\nSee [setup](/guides/setup).\n`;
  return files;
}

/** Rehearses the keystroke path once, when the user is not typing and no check runs. */
export class KeystrokeRehearsal {
  private scheduled = false;

  constructor(
    /** The user's edits and requests. */
    private readonly activity: UserActivity,
    /** The checks under way, or undefined when none is. */
    private readonly checking: () => Promise<unknown> | undefined,
    private readonly rehearse: (between: () => Promise<void>) => Promise<void> = rehearseKeystrokePath,
  ) {}

  /** Schedules the rehearsal (the first call only); resolves when it has run. */
  whenQuiet(): Promise<void> | undefined {
    if (this.scheduled) return undefined;
    this.scheduled = true;
    this.activity.touch(); // from now: 200 ms of quiet first
    return (async () => {
      await this.quiet();
      await this.rehearse(() => this.quiet());
    })();
  }

  /** Resolves once keystrokes already on their way were handled, the user was quiet for 200 ms and no check runs. */
  private async quiet(): Promise<void> {
    for (;;) {
      await letMessagesIn();
      if (this.activity.active) {
        await this.activity.quiet();
        continue;
      }
      const running = this.checking();
      if (!running) return;
      await running;
      this.activity.touch();
    }
  }
}

/**
 * Runs the rehearsal, awaiting `between` before each check after the first; never throws (it only saves time
 * later).
 */
export async function rehearseKeystrokePath(between: () => Promise<void> = async () => undefined): Promise<void> {
  try {
    const files = siteFiles();
    const workspace = new MemoryWorkspace(files);
    const service = createDocsService({ workspace, background: { onResults: () => undefined } });
    const publish = (problems: readonly Problem[]) => problems.map(toDiagnostic);
    publish((await service.check()).problems);
    const docs = files['docs.json'];
    const at = docs.indexOf('"guides/deploy"') + '"guides/deploy'.length;
    for (const text of [`${docs.slice(0, at)}x${docs.slice(at)}`, docs]) {
      await between();
      workspace.set('docs.json', text);
      service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
      publish((await service.check()).problems);
    }
    service.dispose();
  } catch {
    // a failed rehearsal costs the first keystroke its compile time, nothing else
  }
}
