import assert from 'node:assert/strict';
import { getRenameEdits } from '../../src/core/features/fileRename';
import { applyEdits, site } from './helpers';

const FILES = {
  'intro.mdx': '',
  'guides/setup.mdx': '',
  'guides/deep/x.md': '',
  'nav.json': '{"group": "Included", "pages": ["guides/setup", "intro"]}',
};

async function rename(text: string, renames: Array<[string, string]>) {
  const s = await site(text, FILES);
  const edit = getRenameEdits(
    s.model!,
    s.files,
    renames.map(([oldPath, newPath]) => ({ oldPath, newPath })),
  );
  const out: Record<string, string> = {};
  for (const e of edit.edits)
    out[e.file] = applyEdits(e.file === 'docs.json' ? text : FILES[e.file as keyof typeof FILES], e.edits);
  return out;
}

describe('file rename', () => {
  it('rewrites every entry that named a renamed page, keeping a leading "/" or "./"', async () => {
    const text =
      '{"navigation": {"groups": [{"group": "A", "root": "intro", "pages": ["intro", "/intro", "./intro", "guides/setup"]}]}}';
    const out = await rename(text, [['intro.mdx', 'start/welcome.mdx']]);
    assert.deepEqual(JSON.parse(out['docs.json']).navigation.groups[0], {
      group: 'A',
      root: 'start/welcome',
      pages: ['start/welcome', '/start/welcome', './start/welcome', 'guides/setup'],
    });
  });

  it('rewrites entries in included files too', async () => {
    const text = '{"navigation": {"groups": [{"$ref": "nav.json"}]}}';
    const out = await rename(text, [['guides/setup.mdx', 'guides/install.mdx']]);
    assert.equal(out['docs.json'], undefined);
    assert.deepEqual(JSON.parse(out['nav.json']).pages, ['guides/install', 'intro']);
  });

  it('a folder rename moves every page under it', async () => {
    const text = '{"navigation": {"pages": ["guides/setup", "guides/deep/x", "intro", "guidesX"]}}';
    const out = await rename(text, [['guides', 'howto']]);
    assert.deepEqual(JSON.parse(out['docs.json']).navigation.pages, [
      'howto/setup',
      'howto/deep/x',
      'intro',
      'guidesX',
    ]);
  });

  it('keeps an explicit extension and ignores renames to non-pages', async () => {
    const text = '{"navigation": {"pages": ["intro.mdx", "guides/setup"]}}';
    assert.deepEqual(JSON.parse((await rename(text, [['intro.mdx', 'hello.mdx']]))['docs.json']).navigation.pages, [
      'hello.mdx',
      'guides/setup',
    ]);
    assert.deepEqual(await rename(text, [['guides/setup.mdx', 'guides/setup.txt']]), {});
  });

  it('ignores unsafe paths', async () => {
    const text = '{"navigation": {"pages": ["intro"]}}';
    assert.deepEqual(await rename(text, [['intro.mdx', '../outside.mdx']]), {});
  });
});
