// Heads of page files: the first kilobyte, decoded only up to the end of the front matter block when it holds one.
// Whatever is cut, the front matter the core reads from the head (and from the whole file when the head says the
// block goes on) must be the same as from the whole file.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import fc from 'fast-check';
import { parseFrontMatter } from '../../src/core';
import { readHeadSync } from '../../src/node/readHead';

/**
 * What the core makes of a page through its head, as PageStore.frontMatters and the worker do. `text` is the page
 * as the workspace reads it (UTF-8 decoding drops a byte order mark).
 */
function throughHead(file: string, text: string): ReturnType<typeof parseFrontMatter> {
  const head = readHeadSync(file, Buffer.alloc(8192));
  assert.ok('text' in head, 'readable');
  assert.ok(text.startsWith(head.text), 'a head is a prefix of the page');
  const result = parseFrontMatter(head.text);
  if (!head.complete && result.problems.some((p) => p.message.includes('never closed'))) return parseFrontMatter(text);
  return result;
}

describe('page heads', () => {
  let dir: string;
  before(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-head-'))));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('decodes only the front matter block when the first kilobyte holds it', () => {
    const file = path.join(dir, 'short.mdx');
    fs.writeFileSync(file, `---\ntitle: x\n---\n\n${'Body text.\n'.repeat(2000)}`);
    assert.deepEqual(readHeadSync(file, Buffer.alloc(8192)), { text: '---\ntitle: x\n---\n', complete: false });
    fs.writeFileSync(file, '---\ntitle: x\n...  \r\n');
    assert.deepEqual(readHeadSync(file, Buffer.alloc(8192)), { text: '---\ntitle: x\n...  \r\n', complete: true });
  });

  it('gives the core the same front matter as the whole page, however the page is cut (property)', () => {
    const line = fc.oneof(
      fc.stringMatching(/^[a-z]{1,8}: [ -~é中]{0,40}$/),
      fc.constantFrom('', '  - item', 'notes: |', '  text', '---', '...', '--- ', '= yaml =', '#', '\r'),
    );
    const page = fc.tuple(
      fc.constantFrom('', '\uFEFF'),
      fc.constantFrom('---', '= yaml =', '--- ', '+++', '# Title', ''),
      fc.array(line, { maxLength: 80 }),
      fc.constantFrom('\n', '\r\n'),
      fc.nat({ max: 3000 }),
    );
    let n = 0;
    fc.assert(
      fc.property(page, ([bom, opener, lines, eol, bodyLength]) => {
        const text = `${opener}${eol}${lines.join(eol)}${eol}${'x'.repeat(bodyLength)}${eol}`;
        const file = path.join(dir, `p${n++}.mdx`);
        fs.writeFileSync(file, bom + text);
        assert.deepEqual(throughHead(file, text), parseFrontMatter(text), JSON.stringify(text.slice(0, 300)));
      }),
      { numRuns: 400, seed: 11 },
    );
  });

  it('reads past the first kilobyte for a block that goes on, and says when the head is not all of it', () => {
    const file = path.join(dir, 'long.mdx');
    const long = `---\ntitle: x\nnotes: |\n${'  a line of notes\n'.repeat(200)}---\n\nBody\n`;
    fs.writeFileSync(file, long);
    const head = readHeadSync(file, Buffer.alloc(8192));
    assert.ok('text' in head && head.text.endsWith('---\n') && head.text.length > 1024);
    assert.deepEqual(throughHead(file, long), parseFrontMatter(long));
    const open = `---\ntitle: x\nnotes: |\n${'  a line of notes\n'.repeat(600)}`;
    fs.writeFileSync(file, open);
    const cut = readHeadSync(file, Buffer.alloc(8192));
    assert.ok('text' in cut && !cut.complete && cut.text.length <= 8192);
  });
});
