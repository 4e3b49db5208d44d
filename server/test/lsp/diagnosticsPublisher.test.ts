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
    const site = { uriOf, contains: () => true };
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
