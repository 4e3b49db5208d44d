import assert from 'node:assert/strict';
import * as path from 'path';
import { formatStylish } from '../../src/cli/formatters/stylish';
import type { FormatOptions } from '../../src/cli/formatters/types';
import type { LintReport } from '../../src/cli/report';
import { problem } from './helpers';

const root = path.resolve('/work/site');
const options: FormatOptions = {
  cwd: path.resolve('/work'),
  color: false,
  version: '1.2.3',
  informationUri: 'https://example.test/docsjson',
};

describe('stylish formatter', () => {
  it('confirms a clean check in one line: the config file, what its navigation holds, 0 problems', () => {
    const clean: LintReport = { rootPath: root, docsFile: 'docs.json', problems: [] };
    assert.equal(
      formatStylish({ ...clean, navigation: { pages: 42, endpoints: 0 } }, options),
      '✓ site/docs.json: 42 pages, 0 problems\n',
    );
    assert.equal(
      formatStylish({ ...clean, navigation: { pages: 1, endpoints: 3 } }, { ...options, cwd: root }),
      '✓ docs.json: 1 page, 3 endpoints, 0 problems\n',
    );
    assert.equal(formatStylish(clean, options), '✓ site/docs.json: 0 problems\n');
    assert.equal(
      formatStylish(clean, { ...options, color: true }),
      '\u001b[32m✓\u001b[39m site/docs.json: 0 problems\n',
    );
  });

  it('groups by file (config file first), sorts by position, aligns columns and sums up', () => {
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [
        problem(
          'guides/setup.mdx',
          [0, 0, 0, 3],
          'warning',
          'frontmatter',
          'The page has no front matter with a "title".',
        ),
        problem('docs.json', [11, 2, 11, 14], 'warning', 'key-ignored', 'Key "expandable" is ignored.'),
        problem('docs.json', [2, 4, 2, 11], 'error', 'page-missing', 'Page "intro" has no .mdx or .md file.'),
        problem('docs.json', [0, 0, 0, 1], 'info', 'openapi-remote', 'Remote spec not checked.'),
      ],
    };
    assert.equal(
      formatStylish(report, options),
      [
        '',
        'site/docs.json',
        '   1:1  info     Remote spec not checked.               openapi-remote',
        '   3:5  error    Page "intro" has no .mdx or .md file.  page-missing',
        '  12:3  warning  Key "expandable" is ignored.           key-ignored',
        '',
        'site/guides/setup.mdx',
        '  1:1  warning  The page has no front matter with a "title".  frontmatter',
        '',
        '✖ 4 problems (1 error, 2 warnings, 1 info)',
        '',
      ].join('\n'),
    );
  });

  it('pads the column part after a right-aligned line, like ESLint', () => {
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [
        problem('docs.json', [0, 9, 0, 10], 'error', 'schema', 'A.'),
        problem('docs.json', [99, 0, 99, 1], 'error', 'schema', 'B.'),
      ],
    };
    assert.equal(
      formatStylish(report, options),
      '\nsite/docs.json\n    1:10  error  A.  schema\n  100:1   error  B.  schema\n\n✖ 2 problems (2 errors, 0 warnings)\n',
    );
  });

  it('uses singular words for one problem and keeps UTF-16 columns from the core (emoji, CJK)', () => {
    // "🚀" is two UTF-16 units: the core reports the character after it as 2, printed as column 3.
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [problem('docs.json', [4, 2, 4, 5], 'warning', 'key-ignored', 'Key "🚀x" is ignored.')],
    };
    assert.equal(
      formatStylish(report, options),
      '\nsite/docs.json\n  5:3  warning  Key "🚀x" is ignored.  key-ignored\n\n✖ 1 problem (0 errors, 1 warning)\n',
    );
  });

  it('aligns the rule column by terminal width, not string length (wide characters)', () => {
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [
        problem('docs.json', [0, 0, 0, 1], 'error', 'schema', 'Label 日本語.'), // 10 code units, 13 columns
        problem('docs.json', [1, 0, 1, 1], 'error', 'schema', 'Label abcdefgh.'), // 15 code units, 15 columns
      ],
    };
    const lines = formatStylish(report, options).split('\n');
    assert.equal(lines[2], '  1:1  error  Label 日本語.    schema'); // padded by 2 columns, not 5 code units
    assert.equal(lines[3], '  2:1  error  Label abcdefgh.  schema');
  });

  it('only infos: an info summary, not a failure mark', () => {
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [problem('docs.json', [0, 0, 0, 1], 'info', 'page-duplicate', 'Page "a" appears twice.')],
    };
    assert.equal(formatStylish(report, options).split('\n').at(-2), 'ℹ 1 problem (0 errors, 0 warnings, 1 info)');
  });

  it('keeps a message on one line', () => {
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [problem('docs.json', [0, 0, 0, 1], 'error', 'schema', 'First line.\r\n  Second line.')],
    };
    assert.equal(formatStylish(report, options).split('\n')[2], '  1:1  error  First line. Second line.  schema');
  });

  it('paths are relative to the current folder, even outside it', () => {
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [problem('docs.json', [0, 0, 0, 1], 'error', 'schema', 'X.')],
    };
    const header = formatStylish(report, { ...options, cwd: path.resolve('/elsewhere') }).split('\n')[1];
    assert.equal(header, path.join('..', 'work', 'site', 'docs.json'));
    assert.equal(formatStylish(report, { ...options, cwd: root }).split('\n')[1], 'docs.json');
  });

  it('colours with raw ANSI codes when asked', () => {
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [
        problem('docs.json', [0, 0, 0, 1], 'error', 'schema', 'E.'),
        problem('docs.json', [1, 0, 1, 1], 'warning', 'key-ignored', 'W.'),
        problem('docs.json', [2, 0, 2, 1], 'info', 'page-duplicate', 'I.'),
      ],
    };
    const esc = '\u001b';
    assert.equal(
      formatStylish(report, { ...options, color: true }),
      [
        '',
        `${esc}[4msite/docs.json${esc}[24m`,
        `  ${esc}[2m1:1${esc}[22m  ${esc}[31merror${esc}[39m    E.  ${esc}[2mschema${esc}[22m`,
        `  ${esc}[2m2:1${esc}[22m  ${esc}[33mwarning${esc}[39m  W.  ${esc}[2mkey-ignored${esc}[22m`,
        `  ${esc}[2m3:1${esc}[22m  ${esc}[34minfo${esc}[39m     I.  ${esc}[2mpage-duplicate${esc}[22m`,
        '',
        `${esc}[1m${esc}[31m✖ 3 problems (1 error, 1 warning, 1 info)${esc}[39m${esc}[22m`,
        '',
      ].join('\n'),
    );
    assert.ok(!formatStylish(report, options).includes(esc), 'no escape codes without colour');
  });
});

describe('stylish formatter at scale', () => {
  it('formats 200,000 problems in one file (Math.max(...rows) would overflow the stack)', function () {
    // (Of 50 rules: stylish lists up to 5000 of each.)
    const problems = Array.from({ length: 200_000 }, (_, i) =>
      problem('docs.json', [i, 0, i, 1], 'warning', `rule-${i % 50}`, 'W.'),
    );
    const text = formatStylish({ rootPath: root, docsFile: 'docs.json', problems }, options);
    assert.ok(text.endsWith('\n✖ 200000 problems (0 errors, 200000 warnings)\n'));
    assert.equal(text.split('\n')[2], '       1:1  warning  W.  rule-0');
    assert.equal(text.split('\n').length, 200_000 + 5, 'every row listed');
  });

  it('lists the first 5000 problems of a rule, then says how many more there are and how to see them all', () => {
    const problems = [
      ...Array.from({ length: 5003 }, (_, i) => problem('docs.json', [i, 0, i, 1], 'error', 'page-missing', 'P.')),
      problem('docs.json', [9000, 0, 9000, 1], 'warning', 'key-ignored', 'K.'),
    ];
    const lines = formatStylish({ rootPath: root, docsFile: 'docs.json', problems }, options).split('\n');
    assert.equal(lines.filter((l) => l.endsWith('page-missing')).length, 5000);
    assert.equal(lines.filter((l) => l.endsWith('key-ignored')).length, 1, 'other rules are listed whole');
    assert.deepEqual(lines.slice(-5), [
      '',
      'ℹ 3 more page-missing problems are not listed here (the first 5000 are); docsjson lint --format json lists every one',
      '',
      '✖ 5004 problems (5003 errors, 1 warning)',
      '',
    ]);
  });
});

describe('stylish formatter wrapping to the terminal width', () => {
  const long =
    'page "guides/setup" has no file (looked for guides/setup.mdx, guides/setup.md); "guides/Setup.mdx" differs only in letter case';
  const report: LintReport = {
    rootPath: root,
    docsFile: 'docs.json',
    problems: [
      problem('docs.json', [10, 10, 10, 20], 'error', 'page-missing', long),
      problem('docs.json', [11, 4, 11, 9], 'warning', 'key-ignored', 'Short.'),
    ],
  };

  it('wraps long messages within the message column, continuation lines indented under it', () => {
    const lines = formatStylish(report, { ...options, width: 80 }).split('\n');
    assert.deepEqual(lines.slice(1, 7), [
      'site/docs.json',
      '  11:11  error    page "guides/setup" has no file (looked for       page-missing',
      '                  guides/setup.mdx, guides/setup.md);',
      '                  "guides/Setup.mdx" differs only in letter case',
      '  12:5   warning  Short.                                            key-ignored',
      '',
    ]);
    for (const line of lines) assert.ok(line.length <= 80, `wider than 80: ${JSON.stringify(line)}`);
    // Nothing is lost: the message column of the three lines, joined, gives the message back.
    const column = lines.slice(2, 5).map((l) => l.slice(18).replace(/ +page-missing$/, ''));
    assert.equal(column.join(' '), long);
  });

  it('does not wrap without a width, nor when everything fits', () => {
    assert.equal(formatStylish(report, options).split('\n').length, 7);
    assert.equal(formatStylish(report, { ...options, width: 1000 }), formatStylish(report, options));
  });

  it('cuts a word wider than the column (a long path) and keeps a usable column on a narrow terminal', () => {
    const path = 'a/'.repeat(40) + 'page';
    const narrow: LintReport = {
      ...report,
      problems: [problem('docs.json', [0, 0, 0, 1], 'error', 'page-missing', `page "${path}" is missing`)],
    };
    const lines = formatStylish(narrow, { ...options, width: 20 })
      .split('\n')
      .slice(2, -3);
    const indent = '  1:1  error  '.length;
    assert.ok(lines.length > 3);
    for (const line of lines.slice(1)) {
      assert.equal(line.slice(0, indent).trim(), '');
      assert.ok(line.length - indent <= 24, `the message column keeps its minimum width: ${JSON.stringify(line)}`);
    }
  });
});
