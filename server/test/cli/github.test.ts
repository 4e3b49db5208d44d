import assert from 'node:assert/strict';
import * as path from 'path';
import { escapeData, escapeProperty, formatGithub } from '../../src/cli/formatters/github';
import type { FormatOptions } from '../../src/cli/formatters/types';
import type { LintReport } from '../../src/cli/report';
import { problem } from './helpers';

const root = path.resolve('/work/site');
const options: FormatOptions = {
  cwd: path.resolve('/work'),
  color: true,
  version: '1.2.3',
  informationUri: 'https://example.test/docsjson',
};

describe('github formatter', () => {
  it('prints nothing for a clean site', () => {
    assert.equal(formatGithub({ rootPath: root, docsFile: 'docs.json', problems: [] }, options), '');
  });

  it('writes one workflow command per problem: error, warning, notice for info', () => {
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [
        problem('docs.json', [2, 4, 2, 11], 'error', 'page-missing', 'Page "intro" has no .mdx or .md file.'),
        problem('guides/a.mdx', [0, 0, 0, 3], 'warning', 'frontmatter', 'No front matter.'),
        problem('docs.json', [5, 0, 6, 2], 'info', 'openapi-remote', 'Remote spec.'),
      ],
    };
    assert.equal(
      formatGithub(report, options),
      [
        '::error file=site/docs.json,line=3,col=5,endLine=3,endColumn=12,title=page-missing::Page "intro" has no .mdx or .md file.',
        '::notice file=site/docs.json,line=6,col=1,endLine=7,endColumn=3,title=openapi-remote::Remote spec.',
        '::warning file=site/guides/a.mdx,line=1,col=1,endLine=1,endColumn=4,title=frontmatter::No front matter.',
        '',
      ].join('\n'),
    );
  });

  it('escapes %, CR and LF in messages, and also , and : in properties', () => {
    assert.equal(escapeData('100% done\r\nnext: a,b'), '100%25 done%0D%0Anext: a,b');
    assert.equal(escapeProperty('a,b:c%d\ne'), 'a%2Cb%3Ac%25d%0Ae');
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [problem('odd,name:1.mdx', [0, 0, 0, 1], 'warning', 'frontmatter', 'Line one\nline two: 50%')],
    };
    assert.equal(
      formatGithub(report, options),
      '::warning file=site/odd%2Cname%3A1.mdx,line=1,col=1,endLine=1,endColumn=2,title=frontmatter::Line one%0Aline two: 50%25\n',
    );
  });
});
