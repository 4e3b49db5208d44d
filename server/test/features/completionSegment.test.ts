// Page and endpoint completion after a separator ("guides/in"): clients that filter on the word before the cursor
// (Emacs eglot, Neovim's omnifunc) need the answer to replace from that word on, with a filter text that starts
// with it; VS Code filters the text of the edit range the same way. Before any separator, or when nothing
// continues the typed text, the whole string is replaced as before.
import assert from 'node:assert/strict';
import { doComplete } from '../../src/core/features/completion';
import type { CompletionItem } from '../../src/core/features/types';
import { caret, op, range, site, specIndex } from './helpers';

const PAGES = {
  'intro.mdx': '',
  'guides/setup.mdx': '',
  'guides/get-started.mdx': '',
  'guides/deep/dive.mdx': '',
  'reference/setup.mdx': '',
};

async function complete(textWithCaret: string, options = {}) {
  const { text, offset } = caret(textWithCaret);
  return { text, offset, result: await doComplete(await site(text, PAGES, options), offset) };
}

const edit = (i: CompletionItem) => (i.textEdit && 'range' in i.textEdit ? i.textEdit : undefined)!;

/** What eglot, Neovim 0.7 and VS Code all do with an answer: keep items whose filter text starts with the typed word. */
function kept(text: string, offset: number, items: CompletionItem[]): string[] {
  return items
    .filter((i) => {
      const start = edit(i).range.start.character; // one-line fixtures: characters are offsets
      return (i.filterText ?? i.label).startsWith(text.slice(start, offset));
    })
    .map((i) => i.label);
}

describe('completion after a "/" in a page path', () => {
  it('offers the pages that continue the typed folder, each inserting the rest of its path', async () => {
    const { text, offset, result } = await complete('{"navigation": {"pages": ["guides/se|"]}}');
    const start = text.indexOf('guides/') + 'guides/'.length;
    // The server matches loosely ("se" in "get-started" too); the clients keep what starts with the word.
    assert.deepEqual(result.items.map((i) => i.label).sort(), ['guides/get-started', 'guides/setup']);
    const setup = result.items.find((i) => i.label === 'guides/setup')!;
    assert.deepEqual(edit(setup), { range: range(0, start, 0, offset), newText: 'setup' });
    assert.equal(setup.filterText, 'setup');
    assert.equal(setup.insertText, 'setup', 'eglot inserts insertText (or the label) before it applies the edit');
    assert.deepEqual(kept(text, offset, result.items), ['guides/setup']);
  });

  it('right after the "/": every page of the folder, all sharing one edit range', async () => {
    const { text, offset, result } = await complete('{"navigation": {"pages": ["guides/|"]}}');
    assert.deepEqual(result.items.map((i) => i.label).sort(), [
      'guides/deep/dive',
      'guides/get-started',
      'guides/setup',
    ]);
    assert.equal(new Set(result.items.map((i) => JSON.stringify(edit(i).range))).size, 1);
    assert.deepEqual(result.items.map((i) => edit(i).newText).sort(), ['deep/dive', 'get-started', 'setup']);
    assert.equal(kept(text, offset, result.items).length, 3);
  });

  it('after a "-" inside a name, and after a leading "/"', async () => {
    const dash = await complete('{"navigation": {"pages": ["guides/get-st|"]}}');
    assert.deepEqual(
      dash.result.items.map((i) => edit(i).newText),
      ['started'],
    );
    const slash = await complete('{"navigation": {"pages": ["/guides/se|"]}}');
    const setup = slash.result.items.find((i) => i.label === 'guides/setup')!;
    assert.equal(edit(setup).newText, 'setup');
    assert.equal(edit(setup).range.start.character, slash.text.indexOf('/guides/') + '/guides/'.length);
    assert.deepEqual(kept(slash.text, slash.offset, slash.result.items), ['guides/setup']);
  });

  it('the end of the edit is the end of the string, when the cursor is inside it', async () => {
    const { text, result } = await complete('{"navigation": {"pages": ["guides/se|tx"]}}');
    assert.equal(edit(result.items[0]).range.end.character, text.indexOf('tx"') + 2);
  });

  it('before any separator, or when no page continues the typed folder, the whole string is replaced', async () => {
    const plain = await complete('{"navigation": {"pages": ["setu|"]}}');
    const start = plain.text.indexOf('setu');
    assert.deepEqual(plain.result.items.map((i) => i.label).sort(), ['guides/setup', 'reference/setup']);
    for (const i of plain.result.items) {
      assert.equal(edit(i).range.start.character, start);
      assert.equal(i.filterText, undefined);
    }
    // A typo in the folder: the fuzzy match over whole paths still finds the page.
    const typo = await complete('{"navigation": {"pages": ["guide/setu|"]}}');
    assert.deepEqual(
      typo.result.items.map((i) => [i.label, edit(i).newText]),
      [['guides/setup', 'guides/setup']],
    );
  });

  it('endpoint entries: after "GET /" only the paths of that method, each inserting the rest', async () => {
    const specs = {
      'api.yaml': specIndex('api.yaml', [op('get', '/users'), op('get', '/teams'), op('post', '/users')]),
    };
    const { text, offset, result } = await complete(
      '{"navigation": {"groups": [{"group": "API", "openapi": "api.yaml", "pages": ["GET /us|"]}]}}',
      { specs },
    );
    assert.deepEqual(
      result.items.map((i) => [i.label, edit(i).newText]),
      [['GET /users', 'users']],
    );
    assert.deepEqual(kept(text, offset, result.items), ['GET /users']);
  });
});
