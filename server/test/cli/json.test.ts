import assert from 'node:assert/strict';
import * as path from 'path';
import { formatJson } from '../../src/cli/formatters/json';
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

describe('json formatter', () => {
  it('lists docs.json with no messages when the site is clean', () => {
    const text = formatJson({ rootPath: root, docsFile: 'docs.json', problems: [] }, options);
    assert.equal(
      text,
      `[\n  {\n    "filePath": ${JSON.stringify(path.join(root, 'docs.json'))},\n    "messages": [],\n    "errorCount": 0,\n    "warningCount": 0,\n    "infoCount": 0,\n    "fatalErrorCount": 0\n  }\n]\n`,
    );
  });

  it("uses ESLint's result shape: absolute paths, 1-based positions, exclusive end, severity 2/1, infos flagged", () => {
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [
        problem('api/spec.yaml', [6, 3, 6, 9], 'error', 'openapi-unreadable', 'Spec is not valid YAML.'),
        problem('docs.json', [3, 8, 4, 0], 'warning', 'key-ignored', 'Key "x" is ignored.'),
        problem('docs.json', [1, 2, 1, 7], 'error', 'page-missing', 'Page "a" has no file.'),
        problem('docs.json', [9, 0, 9, 4], 'info', 'openapi-remote', 'Remote spec.'),
      ],
    };
    const parsed = JSON.parse(formatJson(report, options));
    assert.deepEqual(parsed, [
      {
        filePath: path.join(root, 'docs.json'),
        messages: [
          {
            ruleId: 'page-missing',
            severity: 2,
            message: 'Page "a" has no file.',
            line: 2,
            column: 3,
            endLine: 2,
            endColumn: 8,
          },
          {
            ruleId: 'key-ignored',
            severity: 1,
            message: 'Key "x" is ignored.',
            line: 4,
            column: 9,
            endLine: 5,
            endColumn: 1,
          },
          {
            ruleId: 'openapi-remote',
            severity: 1,
            info: true,
            message: 'Remote spec.',
            line: 10,
            column: 1,
            endLine: 10,
            endColumn: 5,
          },
        ],
        errorCount: 1,
        warningCount: 1,
        infoCount: 1,
        fatalErrorCount: 0,
      },
      {
        filePath: path.join(root, 'api', 'spec.yaml'),
        messages: [
          {
            ruleId: 'openapi-unreadable',
            severity: 2,
            message: 'Spec is not valid YAML.',
            line: 7,
            column: 4,
            endLine: 7,
            endColumn: 10,
          },
        ],
        errorCount: 1,
        warningCount: 0,
        infoCount: 0,
        fatalErrorCount: 0,
      },
    ]);
  });

  it('names the config file given as PATH, not docs.json', () => {
    const parsed = JSON.parse(formatJson({ rootPath: root, docsFile: 'docs.staging.json', problems: [] }, options));
    assert.deepEqual(
      parsed.map((r: { filePath: string }) => r.filePath),
      [path.join(root, 'docs.staging.json')],
    );
  });

  it('an info-only file counts no warnings', () => {
    const report: LintReport = {
      rootPath: root,
      docsFile: 'docs.json',
      problems: [problem('docs.json', [0, 0, 0, 1], 'info', 'page-duplicate', 'Twice.')],
    };
    const [entry] = JSON.parse(formatJson(report, options));
    assert.equal(entry.warningCount, 0);
    assert.equal(entry.infoCount, 1);
    assert.equal(entry.messages[0].severity, 1);
    assert.equal(entry.messages[0].info, true);
  });
});
