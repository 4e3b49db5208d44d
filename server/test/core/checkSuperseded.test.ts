// An editor drops the result of a check when a newer one is waiting (the user typed while it ran). A check after an
// edit inside a string stops as soon as its model is built in that case, instead of running its rules for nothing
// while the keystroke waits behind it; what it kept is what its text gives, so the next check is as right as ever.
import assert from 'node:assert/strict';
import { CheckSuperseded, createDocsService, MemoryWorkspace, type Problem } from '../../src/core';
import { docsJson, pageFiles } from '../helpers/textRanges';

const summary = (problems: readonly Problem[]) =>
  problems.map((p) => `${p.file} ${p.ruleId} ${p.range.start.line}:${p.range.start.character} ${p.message}`).sort();

function site() {
  return {
    'docs.json': docsJson({ pages: ['intro', 'guides/setup', 'guides/deploy'] }),
    ...pageFiles('intro', 'guides/setup', 'guides/deploy'),
  };
}

/** docs.json with `text` typed at the end of the page path `guides/setup`. */
function typed(docs: string, text: string): string {
  const at = docs.indexOf('guides/setup') + 'guides/setup'.length;
  return `${docs.slice(0, at)}${text}${docs.slice(at)}`;
}

describe('a check superseded by a newer one', () => {
  it('stops after its model when the user typed meanwhile; the next check reports the latest text', async () => {
    const files = site();
    const workspace = new MemoryWorkspace(files);
    let typing: (() => void) | undefined;
    let newer = false;
    let rulesRan = 0;
    const service = createDocsService({
      workspace,
      beforeRules: async () => {
        typing?.();
        typing = undefined;
      },
      superseded: () => newer,
    });
    await service.check();
    // A keystroke, and a second one that arrives while the first one's check builds its model.
    workspace.set('docs.json', typed(files['docs.json'], 'x'));
    service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
    typing = () => {
      workspace.set('docs.json', typed(files['docs.json'], 'xy'));
      service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
      newer = true;
    };
    await assert.rejects(
      service.check().then(() => rulesRan++),
      (e) => CheckSuperseded.is(e),
    );
    assert.equal(rulesRan, 0);
    newer = false;
    const latest = await service.check();
    const fresh = await createDocsService({
      workspace: new MemoryWorkspace({ ...files, 'docs.json': typed(files['docs.json'], 'xy') }),
    }).check();
    assert.ok(summary(latest.problems).some((p) => p.includes('page-missing') && p.includes('guides/setupxy')));
    assert.deepEqual(summary(latest.problems), summary(fresh.problems));
  });

  it('stops between its rules when the user typed while they ran, once they have run a few ms', async () => {
    const files = site();
    const workspace = new MemoryWorkspace(files);
    // A clock on which every look takes 5 ms: each rule seems to run past the moment a keystroke is let in.
    let time = 0;
    const clock = {
      now: () => (time += 5),
      setTimeout: (callback: () => void) => setImmediate(callback),
      clearTimeout: () => undefined,
    };
    // The keystroke path asks once its model is built (no keystroke yet), then between its rules (one came).
    let asked = 0;
    let typing = true;
    const service = createDocsService({ workspace, clock, superseded: () => typing && asked++ > 0 });
    await service.check();
    workspace.set('docs.json', typed(files['docs.json'], 'x'));
    service.filesChanged([{ path: 'docs.json', kind: 'changed' }]);
    await assert.rejects(service.check(), (e) => CheckSuperseded.is(e));
    assert.equal(asked, 2);
    typing = false;
    const latest = await service.check();
    const fresh = await createDocsService({
      workspace: new MemoryWorkspace({ ...files, 'docs.json': typed(files['docs.json'], 'x') }),
    }).check();
    assert.deepEqual(summary(latest.problems), summary(fresh.problems));
  });

  it('a full check (the first one, or after a change of structure) runs to its end', async () => {
    const files = site();
    const service = createDocsService({ workspace: new MemoryWorkspace(files), superseded: () => true });
    const first = await service.check();
    assert.ok(first.model, 'the first check did not run to its end');
  });
});
