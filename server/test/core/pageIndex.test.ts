import assert from 'node:assert/strict';
import { analyzePageRef, analyzePageRefFully } from '../../src/core/pages/pageRef';
import { isPageFile, PageIndex, pageFileKind, pagePathOf } from '../../src/core/pages/pageIndex';
import { editDistance } from '../../src/core/text/editDistance';

describe('page index', () => {
  const index = new PageIndex([
    'guides/introduction.mdx',
    'guides/setup.md',
    'api/intro.mdx',
    'README.md',
    'Caps/Intro.mdx',
    'img/logo.png',
  ]);

  it('finds .mdx then .md files for a page path', () => {
    assert.equal(index.lookup('guides/introduction').file, 'guides/introduction.mdx');
    assert.equal(index.lookup('guides/setup').file, 'guides/setup.md');
    assert.deepEqual(index.lookup('guides/intro').lookedFor, ['guides/intro.mdx', 'guides/intro.md']);
  });

  it('suggests the page the author probably meant', () => {
    assert.deepEqual(index.suggestions('guides/intro'), ['guides/introduction', 'api/intro', 'Caps/Intro']);
    assert.deepEqual(index.suggestions('guides/setpu'), ['guides/setup']);
  });

  it('explains misses the same with its indexes built a few files at a time, files added meanwhile included', () => {
    const files = [
      'guides/introduction.mdx',
      'guides/setup.md',
      'api/intro.mdx',
      'README.md',
      'Caps/Intro.mdx',
      'img/logo.png',
    ];
    const stepped = new PageIndex(files);
    assert.equal(stepped.prepareForMisses(2), false);
    stepped.add('guides/quickstart.mdx');
    let calls = 2;
    while (!stepped.prepareForMisses(2)) calls++;
    assert.equal(calls, 4, 'seven files, two a call');
    const scanned = new PageIndex([...files, 'guides/quickstart.mdx']);
    for (const page of ['guides/intro', 'guides/setpu', 'caps/intro', 'guides/quikstart', 'readme'])
      assert.deepEqual(
        [stepped.lookup(page), stepped.suggestions(page)],
        [scanned.lookup(page), scanned.suggestions(page)],
        page,
      );
  });

  it('reports a match that differs only in case', () => {
    assert.equal(index.lookup('caps/intro').looseMatch, 'Caps/Intro.mdx');
  });

  it('matches NFC against NFD file names only loosely', () => {
    const nfd = new PageIndex(['cafe\u0301.mdx']);
    assert.equal(nfd.lookup('caf\u00e9').file, undefined);
    assert.equal(nfd.lookup('caf\u00e9').looseMatch, 'cafe\u0301.mdx');
  });

  it('never treats README.md (or LICENSE, CHANGELOG, CONTRIBUTING, CONTRIBUTE .md) as pages', () => {
    assert.equal(index.lookup('README').file, undefined);
    assert.equal(index.lookup('README').excludedFile, 'README.md');
    assert.equal(index.lookup('README').excludedKind, 'md-name');
    assert.ok(![...index.allPages()].includes('README'));
  });

  it('treats the root’s skill.md (any case) and .mintlify/skills/*/skill.md as Mintlify’s skill files, not pages', () => {
    for (const file of ['skill.md', 'SKILL.md', '.mintlify/skills/deploy/SKILL.md']) {
      assert.equal(pageFileKind(file), 'skill', file);
    }
    assert.equal(pageFileKind('guides/SKILL.md'), 'page');
    const skills = new PageIndex(['SKILL.md']);
    assert.equal(skills.lookup('SKILL').excludedKind, 'skill');
    assert.deepEqual([...skills.allPages()], []);
  });

  it('follows file events without a new walk', () => {
    const i = new PageIndex(['a.mdx']);
    i.add('b.md');
    i.delete('a.mdx');
    assert.deepEqual([...i.allPages()], ['b']);
    i.add('b.mdx');
    i.delete('b.md');
    assert.equal(i.lookup('b').file, 'b.mdx');
  });
});

describe('page references', () => {
  it('ignores a leading "/" or "./"', () => {
    assert.equal(analyzePageRef('/guides/a').page, 'guides/a');
    assert.equal(analyzePageRef('./guides/a').page, 'guides/a');
  });

  it('refuses paths that would leave the root or reach other machines, before any lookup', () => {
    assert.match(analyzePageRef('../outside').unsafe!, /leave the docs root/);
    assert.match(analyzePageRef('C:\\Windows\\x').unsafe!, /backslash|drive letter/);
    assert.match(analyzePageRef('//host/share/x').unsafe!, /network/);
    assert.match(analyzePageRef('intro\u0000').unsafe!, /NUL/);
    assert.match(analyzePageRef('x'.repeat(5000)).unsafe!, /longer than/);
  });

  it('warns about forms that are probably mistakes and notes an explicit extension', () => {
    assert.deepEqual(analyzePageRef(' intro').warnings, ['it has spaces at the start or the end']);
    assert.deepEqual(analyzePageRef('guides//x').warnings, ['it has an empty folder name ("//")']);
    assert.deepEqual(analyzePageRef('intro/').warnings, ['it ends with "/"']);
    assert.deepEqual(analyzePageRef('percent%20name').warnings, ['"%" is taken literally, not as URL encoding']);
    assert.equal(analyzePageRef('intro.mdx').extension, '.mdx');
  });
});

describe('shortcuts for common page strings and file names', () => {
  // A small seeded generator: the shortcuts must agree with the full analysis on every string, plain or not.
  function* strings(seed: number, count: number): Generator<string> {
    const alphabet = [
      'a',
      'Z',
      '0',
      '-',
      '_',
      '.',
      '/',
      '..',
      '//',
      ' ',
      '%',
      ':',
      '\\',
      'é',
      'md',
      'mdx',
      'MDX',
      '.md',
      '.mdx',
      'README',
      '\u0000',
    ];
    let x = seed;
    const next = () => ((x = (x * 1103515245 + 12345) & 0x7fffffff), x);
    for (let i = 0; i < count; i++) {
      let s = '';
      const parts = next() % 8;
      for (let j = 0; j < parts; j++) s += alphabet[next() % alphabet.length];
      yield s;
    }
  }

  it('analyzePageRef gives what the full analysis gives', () => {
    for (const s of [
      ...strings(7, 20000),
      'guides/intro',
      'a.b/c.d',
      'x.MdX',
      'x.markdown',
      '.well-known/x',
      'a/.b',
      'a/b.',
    ]) {
      assert.deepEqual(analyzePageRef(s), analyzePageRefFully(s), JSON.stringify(s));
    }
  });

  it('isPageFile and pagePathOf agree with a lower-cased comparison', () => {
    for (const s of [
      ...strings(11, 20000),
      'a.mdx',
      'a.MD',
      'README.md',
      'x/LICENSE.mdx',
      'readme.md',
      'x/Contribute.md',
      'snippets/a.mdx',
      'Snippets/a.md',
      '_snippets/b/c.mdx',
      'x/snippets/a.mdx',
      'snippetsx/a.mdx',
      '.md',
      'a.mdxx',
      'a.m',
    ]) {
      const lower = s.toLowerCase();
      const ext = lower.endsWith('.mdx') ? 4 : lower.endsWith('.md') ? 3 : 0;
      const base = lower.slice(lower.lastIndexOf('/') + 1, lower.length - ext);
      const exactExtension = s.endsWith('.mdx') || s.endsWith('.md');
      const snippet = /^_?snippets\//.test(lower);
      const repositoryFile =
        s.endsWith('.md') && ['readme', 'license', 'changelog', 'contributing', 'contribute'].includes(base);
      assert.equal(isPageFile(s), exactExtension && !snippet && !repositoryFile, JSON.stringify(s));
      if (ext > 0) assert.equal(pagePathOf(s), s.slice(0, s.length - ext));
    }
  });

  it('the index maps each page to its .mdx file before its .md file, whatever the order of the walk', () => {
    for (const files of [
      ['a.md', 'a.mdx'],
      ['a.mdx', 'a.md'],
    ]) {
      const index = new PageIndex(files);
      assert.equal(index.fileOf('a'), 'a.mdx');
      index.delete('a.mdx');
      assert.equal(index.fileOf('a'), 'a.md');
    }
    assert.equal(new PageIndex(['README.md', 'docs/CHANGELOG.mdx']).fileOf('README'), undefined);
    assert.equal(new PageIndex(['docs/CHANGELOG.mdx']).fileOf('docs/CHANGELOG'), 'docs/CHANGELOG.mdx');
    assert.equal(new PageIndex(['Guide.MDX']).fileOf('Guide'), undefined);
  });
});

describe('edit distance for suggestions', () => {
  /** The textbook optimal-string-alignment distance, as the oracle (Levenshtein without `swaps`). */
  function osa(a: string, b: string, swaps = true): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    for (let i = 1; i <= a.length; i++) {
      for (let j = 1; j <= b.length; j++) {
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
    return d[a.length][b.length];
  }

  it('equals the textbook distance, or max + 1 when it is larger', () => {
    let x = 3;
    const next = () => ((x = (x * 1103515245 + 12345) & 0x7fffffff), x);
    const word = () => Array.from({ length: next() % 12 }, () => 'abcde'[next() % 5]).join('');
    for (let n = 0; n < 5000; n++) {
      const a = word();
      const b = next() % 3 === 0 ? a.split('').reverse().join('') : word();
      const max = next() % 6;
      const expected = osa(a, b);
      assert.equal(editDistance(a, b, max), expected > max ? max + 1 : expected, `${a} ${b} ${max}`);
      assert.equal(editDistance(a, b, 99), expected, `${a} ${b}`);
      const levenshtein = osa(a, b, false);
      assert.equal(
        editDistance(a, b, max, false),
        levenshtein > max ? max + 1 : levenshtein,
        `${a} ${b} ${max} without swaps`,
      );
    }
    assert.equal(editDistance('setpu', 'setup', 5), 1);
    assert.equal(editDistance('setpu', 'setup', 5, false), 2);
    assert.equal(editDistance('a'.repeat(40), 'b'.repeat(40), 3), 4);
  });
});
