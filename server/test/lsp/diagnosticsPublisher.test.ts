// The diagnostics of an open document go out with the version of the text the check read. Publishing a site's lists
// awaits each send, and an edit can arrive between two of them: the lists still to be sent describe the text before
// that edit, so they must not carry its version (found by reading the publisher while building the edit fuzzers).
import assert from 'node:assert/strict';
import type { Connection, PublishDiagnosticsParams } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Problem } from '../../src/core';
import { DiagnosticsPublisher } from '../../src/lsp/diagnostics';
import type { DocumentStore } from '../../src/lsp/documentStore';
import type { Site, SiteCheck } from '../../src/lsp/site';

const uriOf = (file: string) => `file:///site/${file}`;
const relPath = (fsPath: string) => (fsPath.startsWith('/site/') ? fsPath.slice('/site/'.length) : undefined);

function problem(file: string, message: string): Problem {
  const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };
  return { file, range, severity: 'error', ruleId: 'json-syntax', message } as Problem;
}

describe('diagnostics publisher', () => {
  it('an edit that arrives while a check is being published does not lend its version to the older lists', async () => {
    const docsJson = TextDocument.create(uriOf('docs.json'), 'json', 1, '"a string"');
    const documents = { get: (uri: string) => (uri === docsJson.uri ? docsJson : undefined), all: () => [docsJson] };
    const sent: PublishDiagnosticsParams[] = [];
    const connection = {
      sendDiagnostics: async (params: PublishDiagnosticsParams) => {
        sent.push(params);
        // The user types while the first list (a closed page's) is on its way.
        if (sent.length === 1) TextDocument.update(docsJson, [{ text: '{}' }], 2);
      },
    };
    const site = { uriOf, relPath, contains: () => true };
    const publisher = new DiagnosticsPublisher(
      connection as unknown as Connection,
      documents as unknown as DocumentStore,
    );
    const result = {
      problems: [problem('guides/page.mdx', 'on a closed page'), problem('docs.json', 'not an object')],
      configFiles: ['docs.json'],
    } as unknown as SiteCheck;
    await publisher.publish(site as unknown as Site, result);
    const forDocs = sent.find((p) => p.uri === docsJson.uri)!;
    assert.equal(docsJson.version, 2);
    assert.deepEqual(
      { version: forDocs.version, messages: forDocs.diagnostics.map((d) => d.message) },
      { version: 1, messages: ['not an object'] },
    );
  });
});

describe('diagnostics publisher, a site with many files', () => {
  /** A connection whose every send "takes" 5 ms of the pacing clock, and a pacing that counts its turns. */
  function setUp() {
    const docsJson = TextDocument.create(uriOf('docs.json'), 'json', 1, '{}');
    const documents = { get: (uri: string) => (uri === docsJson.uri ? docsJson : undefined), all: () => [docsJson] };
    const clock = { ms: 0, turns: 0 };
    const sent: PublishDiagnosticsParams[] = [];
    /** The turns of the event loop taken before each send. */
    const turnsAtSend: number[] = [];
    const connection = {
      sendDiagnostics: async (params: PublishDiagnosticsParams) => {
        sent.push(params);
        turnsAtSend.push(clock.turns);
        clock.ms += 5;
      },
    };
    const pacing = {
      now: () => clock.ms,
      turn: async () => {
        clock.turns++;
      },
    };
    const publisher = new DiagnosticsPublisher(
      connection as unknown as Connection,
      documents as unknown as DocumentStore,
      pacing,
    );
    const site = { uriOf, relPath, contains: () => true } as unknown as Site;
    return { docsJson, publisher, sent, clock, site, turnsAtSend };
  }

  const pages = Array.from({ length: 6 }, (_, i) => `guides/page-${i}.mdx`);
  const check = (message: string) =>
    ({
      problems: [...pages.map((p) => problem(p, `${message} in ${p}`)), problem('docs.json', message)],
      configFiles: ['docs.json'],
    }) as unknown as SiteCheck;

  it("sends the open document's list first, then the others between turns of the event loop", async () => {
    const { docsJson, publisher, sent, clock, site } = setUp();
    await publisher.publish(site, check('first'));
    assert.equal(sent[0].uri, docsJson.uri);
    assert.deepEqual(
      sent.slice(1).map((p) => p.uri),
      pages.map(uriOf),
    );
    // Each send takes 5 ms, more than a slice: the event loop gets a turn between two of the pages' lists.
    assert.equal(clock.turns, pages.length - 1);
  });

  it('leaves the rest to the next publish when a newer check is waiting, which sends them as they are then', async () => {
    const { docsJson, publisher, sent, site } = setUp();
    let typed = false;
    // The user types once the first page's list is out.
    const newerWaiting = () => {
      if (sent.length === 2) typed = true;
      return typed;
    };
    await publisher.publish(site, check('first'), newerWaiting);
    assert.deepEqual(
      sent.map((p) => p.uri),
      [docsJson.uri, uriOf(pages[0])],
      'the publish went on after the user typed',
    );
    sent.length = 0;
    await publisher.publish(site, check('second'));
    assert.deepEqual(
      sent.map((p) => [p.uri, p.diagnostics.map((d) => d.message)]),
      [[docsJson.uri, ['second']], ...pages.map((p) => [uriOf(p), [`second in ${p}`]])],
    );
  });

  it('gives up making the lists of thousands of problems when a newer check is waiting: that one publishes', async () => {
    const { docsJson, publisher, sent, clock, site, turnsAtSend } = setUp();
    const many = Array.from({ length: 1000 }, (_, i) => `guides/many-${i}.mdx`);
    const result = (message: string) =>
      ({
        problems: [...many.map((p) => problem(p, message)), problem('docs.json', message)],
        configFiles: ['docs.json'],
      }) as unknown as SiteCheck;
    // Making the lists is slow (the clock moves 5 ms each time it is read), and the user types meanwhile.
    const slowPacing = publisher as unknown as { pacing: { now: () => number } };
    const now = slowPacing.pacing.now;
    slowPacing.pacing.now = () => (clock.ms += 5);
    let typed = false;
    await publisher.publish(site, result('first'), () => (typed = clock.turns > 0));
    assert.equal(typed, true);
    // The open document's list went first, before the others were made (no turn of the event loop yet), with the
    // version the check read; no other file's.
    assert.equal(turnsAtSend[0], 0);
    assert.deepEqual(
      sent.map((p) => p.uri),
      [docsJson.uri],
      'lists of a check a newer one replaces were sent',
    );
    sent.length = 0;
    slowPacing.pacing.now = now;
    await publisher.publish(site, result('second'));
    assert.equal(sent[0].uri, docsJson.uri);
    assert.deepEqual(
      sent[0].diagnostics.map((d) => d.message),
      ['second'],
    );
    assert.equal(sent.length, many.length + 1);
  });

  it('a file whose list a cut publish left unsent is cleared by the next one, though neither check reports in it', async () => {
    const { publisher, sent, site } = setUp();
    await publisher.publish(site, check('first'));
    sent.length = 0;
    // The second check has nothing in the pages; its publish is cut after docs.json's list and one page's.
    const clean = { problems: [problem('docs.json', 'second')], configFiles: ['docs.json'] } as unknown as SiteCheck;
    await publisher.publish(site, clean, () => sent.length >= 2);
    assert.equal(sent.length, 2);
    sent.length = 0;
    // The third reports nothing in the pages either, and none of them was in the second's lists.
    await publisher.publish(site, clean);
    assert.deepEqual(
      sent.slice(1).map((p) => [p.uri, p.diagnostics.length]),
      pages.slice(1).map((p) => [uriOf(p), 0]),
    );
  });
});
