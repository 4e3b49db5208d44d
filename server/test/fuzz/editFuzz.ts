// Random edits of one open document through the real language server over stdio, as an editor sends them (the
// incremental changes of typing, deleting, pasting), with a request at a random place after about every other edit.
// The server must answer every request (within the test client's wait, which only ends a wait that would never
// end), log no handler failure, stay up, and publish diagnostics for the last version of the document.
import assert from 'node:assert/strict';
import { positionAt, TestClient } from '../lsp/client';
import { seededRandom } from '../helpers/random';

export interface EditFuzzOptions {
  seed: number;
  edits: number;
  /** Text that edits insert: what opens and closes the document's constructs. */
  tokens: readonly string[];
  /** Request methods sent at random places. */
  requests: readonly string[];
}

/** The parameters of a position request (or a whole-document one) at `offset`. */
function paramsFor(method: string, uri: string, text: string, offset: number): unknown {
  const position = positionAt(text, offset);
  const textDocument = { uri };
  switch (method) {
    case 'textDocument/documentSymbol':
    case 'textDocument/foldingRange':
    case 'textDocument/documentLink':
      return { textDocument };
    case 'textDocument/selectionRange':
      return { textDocument, positions: [position] };
    case 'textDocument/codeAction':
      return { textDocument, range: { start: position, end: position }, context: { diagnostics: [] } };
    default:
      return { textDocument, position };
  }
}

/**
 * An offset an editor can place a cursor at: not between the two characters of a CRLF break (a position cannot name
 * that place, so an edit there would leave this client's copy of the text different from the server's).
 */
function cursorAt(text: string, offset: number): number {
  return text[offset - 1] === '\r' && text[offset] === '\n' ? offset - 1 : offset;
}

/**
 * Log lines that say a handler or a check failed (runSafe, the scheduler, main's last resorts) or that the watchdog
 * stopped a task that held the main thread (10 s: on these small sites, only a loop that would not end).
 */
export function failuresIn(client: TestClient): string[] {
  return [...client.logs, ...client.stderr].filter((l) =>
    / failed: |uncaught exception|unhandled rejection|so the task was stopped/.test(l),
  );
}

export async function fuzzEdits(client: TestClient, uri: string, options: EditFuzzOptions): Promise<void> {
  const next = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const original = client.text(uri);
  // Versions start again at 1 when a document is opened again: only what was published during this run counts.
  const publishedBefore = client.published.length;
  const recent: string[] = [];
  const remember = (what: string) => {
    recent.push(what);
    if (recent.length > 12) recent.shift();
  };
  try {
    for (let i = 0; i < options.edits; i++) {
      const text = client.text(uri);
      const at = cursorAt(text, Math.floor(next() * (text.length + 1)));
      const len = cursorAt(text, at + Math.floor(next() * Math.min(30, text.length - at + 1))) - at;
      const choice = next();
      let edit: [number, number, string];
      if (choice < 0.5) edit = [at, at, pick(options.tokens)];
      else if (choice < 0.7) edit = [at, at + len, ''];
      else if (choice < 0.8) edit = [at, at, text.slice(at, at + len)];
      else if (choice < 0.95) edit = [at, at + len, pick(options.tokens)];
      // All selected and replaced now and then; more often, back to the text as opened (an undo of everything), so
      // that the edits keep working on a whole document instead of what is left after many deletes.
      else edit = [0, text.length, next() < 0.2 ? pick(options.tokens) : original];
      remember(`edit ${i}: [${edit[0]}, ${edit[1]}) -> ${JSON.stringify(edit[2])}`);
      await client.change(uri, ...edit);
      if (next() < 0.5) {
        const now = client.text(uri);
        const method = pick(options.requests);
        const offset = cursorAt(now, Math.floor(next() * (now.length + 1)));
        remember(`${method} at offset ${offset}`);
        await client.request(method, paramsFor(method, uri, now, offset));
      }
    }
    const last = client.version(uri);
    const final =
      client.published.slice(publishedBefore).find((p) => p.uri === uri && p.version === last) ??
      (await client.nextDiagnostics(uri, (p) => p.version === last));
    const lines = client.text(uri).split(/\r\n|\r|\n/);
    const inside = (p: { line: number; character: number }) =>
      p.line >= 0 && p.line < lines.length && p.character >= 0 && p.character <= lines[p.line].length;
    for (const d of final.diagnostics)
      assert.ok(inside(d.range.start) && inside(d.range.end), `a diagnostic outside the text: ${JSON.stringify(d)}`);
    assert.deepEqual(failuresIn(client), [], 'the server logged failures');
    assert.equal(client.process.exitCode, null, 'the server is still running');
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw new Error(
      `seed ${options.seed}: ${message}\nlast steps:\n  ${recent.join('\n  ')}\ntext: ${JSON.stringify(client.text(uri)).slice(0, 3000)}`,
      { cause: e },
    );
  }
}
