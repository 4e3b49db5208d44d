// snippet-missing: an import or `<Snippet file>` that names no file in the docs root.
import assert from 'node:assert/strict';
import { snippetMissingRule } from '../../src/core/rules/pages/snippetMissing';
import { runRule } from '../pages/helpers';

describe('rule snippet-missing', () => {
  it('reports imports and <Snippet file> naming no file, with the file of the same name as a suggestion', () => {
    const files = {
      'snippets/intro.mdx': 'Hi',
      'snippets/parts/table.jsx': 'export const T = 1',
      'guides/page.mdx': [
        "import Intro from '/snippets/intro.mdx'",
        "import Gone from '/snippets/gone.mdx'",
        "import { T } from '../snippets/table.jsx'",
        "import React from 'react'",
        '',
        '<Snippet file="intro.mdx" />',
        '<Snippet file="intro.md" />',
      ].join('\n'),
    };
    const problems = runRule(snippetMissingRule, { files });
    assert.deepEqual(
      problems.map((p) => [p.text, p.data?.candidates]),
      [
        ['/snippets/gone.mdx', undefined],
        ['../snippets/table.jsx', ['/snippets/parts/table.jsx']],
        ['intro.md', ['intro.mdx']],
      ],
    );
    assert.match(
      problems[0].message,
      /the snippet `\/snippets\/gone\.mdx` cannot be imported: there is no file `snippets\/gone\.mdx`/,
    );
  });

  it('finds a <Snippet file> in _snippets/ (subfolders too), where older sites keep them', () => {
    const files = {
      '_snippets/parts/old.mdx': 'Hi',
      'page.mdx': '<Snippet file="parts/old.mdx" />\n\n<Snippet file="/parts/old.mdx" />\n',
    };
    assert.deepEqual(runRule(snippetMissingRule, { files }), []);
  });

  it('reports an import that climbs out of the docs root', () => {
    const [problem] = runRule(snippetMissingRule, { files: { 'a.mdx': "import X from '../../x.mdx'\n" } });
    assert.match(problem.message, /points outside the docs root/);
  });
});
