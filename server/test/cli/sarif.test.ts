import assert from 'node:assert/strict';
import * as path from 'path';
import type { Log } from 'sarif';
import { SARIF_SCHEMA_URI, formatSarif, relativeUri, toSarifLog } from '../../src/cli/formatters/sarif';
import type { FormatOptions } from '../../src/cli/formatters/types';
import type { LintReport } from '../../src/cli/report';
import { RULES } from '../../src/core';
import { problem } from './helpers';
import { sarifValidator } from './sarifValidator';

const root = path.resolve('/work/my site');
const options: FormatOptions = {
  cwd: path.resolve('/work'),
  color: true,
  version: '1.2.3',
  informationUri: 'https://example.test/docsjson',
};

const report: LintReport = {
  rootPath: root,
  docsFile: 'docs.json',
  problems: [
    problem('pages/intro page.mdx', [0, 0, 0, 3], 'warning', 'frontmatter', 'No front matter.'),
    problem('docs.json', [2, 4, 2, 11], 'error', 'page-missing', 'Page "intro" has no .mdx or .md file.'),
    problem('docs.json', [5, 0, 5, 0], 'info', 'openapi-remote', 'Remote spec.'),
    problem('docs.json', [7, 1, 7, 2], 'error', 'rule-from-the-future', 'A rule the registry does not know yet.'),
  ],
};

describe('sarif formatter', () => {
  const validate = sarifValidator();

  it('validates against the official SARIF 2.1.0 schema, with problems and when clean', () => {
    for (const r of [report, { ...report, problems: [] }]) {
      const log = JSON.parse(formatSarif(r, options));
      assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
    }
  });

  it('the validator is live: it rejects a region with line 0 and a level it does not know', () => {
    const log = toSarifLog(report, options) as unknown as {
      runs: { results: { level: string; locations: { physicalLocation: { region: { startLine: number } } }[] }[] }[];
    };
    log.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
    assert.equal(validate(log), false);
    const log2 = toSarifLog(report, options) as unknown as { runs: { results: { level: string }[] }[] };
    log2.runs[0].results[0].level = 'info';
    assert.equal(validate(log2), false);
  });

  it('describes the tool and every rule with its default level and the address of its page', () => {
    const log: Log = JSON.parse(formatSarif(report, options));
    assert.equal(log.$schema, SARIF_SCHEMA_URI);
    assert.equal(log.version, '2.1.0');
    assert.equal(log.runs.length, 1);
    const driver = log.runs[0].tool.driver;
    assert.equal(driver.name, 'docsjson');
    assert.equal(driver.version, '1.2.3');
    assert.equal(driver.informationUri, 'https://example.test/docsjson');
    assert.deepEqual(
      driver.rules,
      RULES.map((m) => ({
        id: m.id,
        shortDescription: { text: m.description },
        helpUri: `https://docsjson.dev/rules/${m.id}`,
        defaultConfiguration: {
          level: { error: 'error', warning: 'warning', info: 'note', off: 'none' }[m.defaultSeverity],
        },
      })),
    );
    assert.equal(driver.rules!.find((r) => r.id === 'openapi-remote')!.defaultConfiguration!.level, 'note');
  });

  it('writes one result per problem with rule index, level, message and a %SRCROOT%-relative region', () => {
    const log: Log = JSON.parse(formatSarif(report, options));
    const run = log.runs[0];
    const ids = RULES.map((m) => m.id);
    assert.deepEqual(run.originalUriBaseIds, { '%SRCROOT%': { uri: 'file:///work/my%20site/' } });
    assert.equal(run.columnKind, 'utf16CodeUnits');
    assert.deepEqual(run.results, [
      {
        ruleId: 'page-missing',
        ruleIndex: ids.indexOf('page-missing'),
        level: 'error',
        message: { text: 'Page "intro" has no .mdx or .md file.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'docs.json', uriBaseId: '%SRCROOT%' },
              region: { startLine: 3, startColumn: 5, endLine: 3, endColumn: 12 },
            },
          },
        ],
      },
      {
        ruleId: 'openapi-remote',
        ruleIndex: ids.indexOf('openapi-remote'),
        level: 'note',
        message: { text: 'Remote spec.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'docs.json', uriBaseId: '%SRCROOT%' },
              region: { startLine: 6, startColumn: 1, endLine: 6, endColumn: 1 },
            },
          },
        ],
      },
      {
        ruleId: 'rule-from-the-future',
        level: 'error',
        message: { text: 'A rule the registry does not know yet.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'docs.json', uriBaseId: '%SRCROOT%' },
              region: { startLine: 8, startColumn: 2, endLine: 8, endColumn: 3 },
            },
          },
        ],
      },
      {
        ruleId: 'frontmatter',
        ruleIndex: ids.indexOf('frontmatter'),
        level: 'warning',
        message: { text: 'No front matter.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'pages/intro%20page.mdx', uriBaseId: '%SRCROOT%' },
              region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 4 },
            },
          },
        ],
      },
    ]);
  });

  it('percent-encodes each path segment, keeping the slashes', () => {
    assert.equal(relativeUri('a b/c#d/é.mdx'), 'a%20b/c%23d/%C3%A9.mdx');
  });
});
