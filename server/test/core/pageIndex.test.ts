import assert from 'node:assert/strict';
import { PageIndex } from '../../src/core/pages/pageIndex';
import { analyzePageRef } from '../../src/core/pages/pageRef';

describe('page index', () => {
  const index = new PageIndex(['guides/introduction.mdx', 'guides/setup.md', 'api/intro.mdx', 'README.md', 'Caps/Intro.mdx', 'img/logo.png']);

  it('finds .mdx then .md files for a page path', () => {
    assert.equal(index.lookup('guides/introduction').file, 'guides/introduction.mdx');
    assert.equal(index.lookup('guides/setup').file, 'guides/setup.md');
    assert.deepEqual(index.lookup('guides/intro').lookedFor, ['guides/intro.mdx', 'guides/intro.md']);
  });

  it('suggests the page the author probably meant', () => {
    assert.deepEqual(index.suggestions('guides/intro'), ['guides/introduction', 'api/intro', 'Caps/Intro']);
    assert.deepEqual(index.suggestions('guides/setpu'), ['guides/setup']);
  });

  it('reports a match that differs only in case, ADVERSARIAL D5', () => {
    assert.equal(index.lookup('caps/intro').looseMatch, 'Caps/Intro.mdx');
  });

  it('matches NFC against NFD file names only loosely, ADVERSARIAL D6', () => {
    const nfd = new PageIndex(['cafe\u0301.mdx']);
    assert.equal(nfd.lookup('caf\u00e9').file, undefined);
    assert.equal(nfd.lookup('caf\u00e9').looseMatch, 'cafe\u0301.mdx');
  });

  it('never treats README, LICENSE, CONTRIBUTING or CHANGELOG as pages', () => {
    assert.equal(index.lookup('README').file, undefined);
    assert.equal(index.lookup('README').excludedFile, 'README.md');
    assert.ok(![...index.allPages()].includes('README'));
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

  it('refuses paths that would leave the root or reach other machines, before any lookup (D1, D3, D10)', () => {
    assert.match(analyzePageRef('../outside').unsafe!, /leave the docs root/);
    assert.match(analyzePageRef('C:\\Windows\\x').unsafe!, /backslash|drive letter/);
    assert.match(analyzePageRef('//host/share/x').unsafe!, /network/);
    assert.match(analyzePageRef('intro\u0000').unsafe!, /NUL/);
    assert.match(analyzePageRef('x'.repeat(5000)).unsafe!, /longer than/);
  });

  it('warns about forms that are probably mistakes (D7, D9) and notes an explicit extension (D8)', () => {
    assert.deepEqual(analyzePageRef(' intro').warnings, ['it has spaces at the start or the end']);
    assert.deepEqual(analyzePageRef('guides//x').warnings, ['it has an empty folder name ("//")']);
    assert.deepEqual(analyzePageRef('intro/').warnings, ['it ends with "/"']);
    assert.deepEqual(analyzePageRef('percent%20name').warnings, ['"%" is taken literally, not as URL encoding']);
    assert.equal(analyzePageRef('intro.mdx').extension, '.mdx');
  });
});
