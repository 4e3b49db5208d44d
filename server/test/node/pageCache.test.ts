// docsjson lint --cache against real folders: a rerun parses no unchanged page and reports exactly the same; a
// changed page is parsed again; cross-page rules see the pages as they are now; and a cache file that is not what
// docsjson writes (truncated, foreign, crafted, a folder) is ignored with one note, never a crash.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { ThreadedPageReader } from '../../src/node/threadedPageReader';
import { PageCache, cacheFileOf } from '../../src/node/pageCache';
import { hashOfText } from '../../src/node/textHash';
import { lintJson, makeVersionedSite } from './versionedSite';

describe('lint --cache', () => {
  let dir: string;
  let cacheFile: string;
  let alone: string;

  before(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-cache-')));
    makeVersionedSite(path.join(dir, 'docs'), 40);
    alone = (await lintJson(path.join(dir, 'docs'), [], true)).stdout;
  });

  beforeEach(() => {
    cacheFile = path.join(dir, `cache-${Math.random().toString(36).slice(2)}.json`);
  });

  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  const docs = () => path.join(dir, 'docs');

  it('a rerun answers every page from the cache and reports exactly what a lint without it reports', async () => {
    const first = await lintJson(docs(), ['--cache-location', cacheFile]);
    assert.equal(first.stdout, alone);
    assert.equal(first.stderr, '');
    assert.ok(fs.statSync(cacheFile).size > 0);
    const written = fs.statSync(cacheFile);
    const second = await lintJson(docs(), ['--cache-location', cacheFile]);
    assert.equal(second.stdout, alone);
    assert.equal(second.stderr, '');
    // Nothing new to keep: the file is left as it was (a rewrite goes through a new file, so a new inode).
    assert.equal(fs.statSync(cacheFile).ino, written.ino, 'an unchanged cache is not written again');
    assert.deepEqual(
      fs.readdirSync(dir).filter((f) => f.endsWith('.tmp')),
      [],
      'written through a temporary file that is renamed',
    );

    // Every page content comes from the cache: the very objects it loaded, nothing parsed again.
    const { cache, note } = PageCache.load(cacheFile, '9.9.9');
    assert.equal(note, undefined);
    const known = new Set([...cache.hashes()].map((h) => cache.get(h)));
    const ws = new NodeWorkspace(docs());
    // The pages the lint hands to the reader (snippets are parsed where they are imported).
    const files = (await ws.listFiles()).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('snippets/'));
    const reader = new ThreadedPageReader(ws, { cache, minPagesForWorker: 1 });
    const answer = await reader.read(files);
    reader.close();
    assert.ok(answer.size > 70);
    for (const [file, page] of answer) assert.ok(known.has(page.content), `${file} came from the cache`);
  });

  it('parses a changed page again, and rules across pages see the change (a link target that went away)', async () => {
    const site = path.join(dir, 'changing');
    makeVersionedSite(site, 40);
    try {
      await lintJson(site, ['--cache-location', cacheFile]);
      // page-20 links to page-21's #overview; page-21 loses that heading.
      const target = path.join(site, 'v2/guides/page-21.mdx');
      fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replace('## Overview', '## Other'));
      const cached = await lintJson(site, ['--cache-location', cacheFile]);
      const fresh = await lintJson(site, [], true);
      assert.equal(cached.stdout, fresh.stdout);
      assert.match(cached.stdout, /`#overview` matches no heading or anchor on `\/v2\/guides\/page-21`/);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('drops the entry of a text no page has any more, also when no new text came', async () => {
    const site = path.join(dir, 'dropping');
    makeVersionedSite(site, 40);
    const hashesInCache = () => new Set(JSON.parse(fs.readFileSync(cacheFile, 'utf8').split('\n')[0]).hashes);
    try {
      await lintJson(site, ['--cache-location', cacheFile]);
      // page-20 differs between the versions: its v2 text is on no other page.
      const target = path.join(site, 'v2/guides/page-20.mdx');
      const text = fs.readFileSync(target, 'utf8');
      assert.ok(hashesInCache().has(hashOfText(text)));
      fs.rmSync(target);
      await lintJson(site, ['--cache-location', cacheFile]);
      assert.ok(!hashesInCache().has(hashOfText(text)), "the deleted page's text is gone");
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  const hostile: [string, string | ((valid: string) => string)][] = [
    ['truncated', (valid) => valid.slice(0, Math.floor(valid.length / 2))],
    ['truncated within its head', (valid) => valid.slice(0, Math.floor(valid.indexOf('\n') / 2))],
    ['without its entries', (valid) => valid.slice(0, valid.indexOf('\n'))],
    ['one hash fewer than its entries', (valid) => valid.replace(/"hashes":\["[A-Za-z0-9_-]{43}",/, '"hashes":[')],
    ['empty', ''],
    ['foreign JSON', '{"name": "some other tool", "pages": {}}'],
    ['an array', '[1, 2, 3]'],
    ['an entry with an element index outside its list', (valid) => valid.replace(/"parent":-1/, '"parent":99999')],
    ['an entry with a string where an offset is', (valid) => valid.replace(/"start":\d+/, '"start":"0"')],
    ['an entry with a key of its own', (valid) => valid.replace(/"facts":\{/, '"facts":{"__proto__":{"x":1},')],
    [
      'a hash that is not one',
      (valid) => valid.replace(/"hashes":\["[A-Za-z0-9_-]{43}"/, '"hashes":["../../etc/passwd"'),
    ],
    ['a hash twice', (valid) => valid.replace(/"hashes":\[("[A-Za-z0-9_-]{43}")/, '"hashes":[$1,$1')],
    ['without its list of spec results', (valid) => valid.replace(',"specs":[]', '')],
    [
      'a spec result that names no file it depends on',
      (valid) => valid.replace('"specs":[]', '"specs":[["api.json",{"status":"valid","errors":[],"inputs":{}}]]'),
    ],
    [
      'a spec result whose error is not text',
      (valid) =>
        valid.replace(
          '"specs":[]',
          `"specs":[["api.json",{"status":"invalid","errors":[{"message":1}],"inputs":{"api.json":"${'a'.repeat(43)}"}}]]`,
        ),
    ],
  ];
  for (const [what, content] of hostile) {
    it(`ignores a cache file that is ${what}, with one note, and rewrites it`, async () => {
      await lintJson(docs(), ['--cache-location', cacheFile]);
      const valid = fs.readFileSync(cacheFile, 'utf8');
      const bad = typeof content === 'string' ? content : content(valid);
      assert.notEqual(bad, valid, 'the test changed the file');
      fs.writeFileSync(cacheFile, bad);
      const out = await lintJson(docs(), ['--cache-location', cacheFile]);
      assert.equal(out.stdout, alone);
      assert.match(out.stderr, /^docsjson: the cache file .* was ignored because .*; this run writes a new one\n$/);
      const rewritten = PageCache.load(cacheFile, '9.9.9');
      assert.equal(rewritten.note ?? rewritten.cache.prepare(), undefined, 'rewritten whole');
    });
  }

  it('entries found unusable while the pages are read: this run parses them, the next one fills the cache', async () => {
    await lintJson(docs(), ['--cache-location', cacheFile]);
    const valid = fs.readFileSync(cacheFile, 'utf8');
    fs.writeFileSync(cacheFile, valid.replace(/"start":\d+/, '"start":-1'));
    const damaged = PageCache.load(cacheFile, '9.9.9');
    assert.equal(damaged.note, undefined, 'the head is sound');
    assert.ok(damaged.cache.hashes().size > 0);
    assert.match(damaged.cache.prepare() ?? '', /an entry in it is not one docsjson writes/);
    assert.equal(damaged.cache.hashes().size, 0, 'no hash is offered once its entries are known to be unusable');
    assert.equal(damaged.cache.get([...PageCache.load(cacheFile, '9.9.9').cache.hashes()][0]), undefined);

    assert.equal((await lintJson(docs(), ['--cache-location', cacheFile])).stdout, alone);
    const next = await lintJson(docs(), ['--cache-location', cacheFile]);
    assert.equal(next.stdout, alone);
    assert.equal(next.stderr, '');
    const refilled = PageCache.load(cacheFile, '9.9.9').cache;
    assert.equal(refilled.prepare(), undefined);
    assert.equal(fs.readFileSync(cacheFile, 'utf8'), valid, 'the same cache as before the damage');
  });

  it('starts afresh without a note when another docsjson version wrote the cache', async () => {
    await lintJson(docs(), ['--cache-location', cacheFile]);
    fs.writeFileSync(cacheFile, fs.readFileSync(cacheFile, 'utf8').replace('"version":"9.9.9"', '"version":"0.0.1"'));
    assert.equal(PageCache.load(cacheFile, '9.9.9').cache.hashes().size, 0);
    const out = await lintJson(docs(), ['--cache-location', cacheFile]);
    assert.equal(out.stderr, '');
    assert.equal(out.stdout, alone);
  });

  it('a cache that cannot be written is a note; the lint result and exit code stand', async () => {
    const blocker = path.join(dir, 'a-file');
    fs.writeFileSync(blocker, 'x');
    const out = await lintJson(docs(), ['--cache-location', path.join(blocker, 'cache.json')]);
    assert.equal(out.stdout, alone);
    assert.equal(out.exitCode, 1);
    assert.match(out.stderr, /^docsjson: the cache could not be written to .*a-file\/cache\.json \(ENOTDIR\)\n$/);
  });

  it('a folder as the location holds .docsjsoncache; --cache alone writes it in the current folder', async () => {
    const folder = path.join(dir, 'cache-dir');
    fs.mkdirSync(folder, { recursive: true });
    assert.equal(cacheFileOf(folder, '/x'), path.join(folder, '.docsjsoncache'));
    assert.equal(cacheFileOf('new-dir/', '/x'), path.join('/x', 'new-dir', '.docsjsoncache'));
    assert.equal(cacheFileOf('c.json', '/x'), path.join('/x', 'c.json'));
    const out = await lintJson(docs(), ['--cache'], false, folder);
    assert.equal(out.stdout, alone);
    assert.ok(fs.existsSync(path.join(folder, '.docsjsoncache')));
    const asFolder = await lintJson(docs(), ['--cache-location', folder]);
    assert.equal(asFolder.stderr, '');
  });
});
