// SARIF 2.1.0 for code-scanning services (GitHub, Azure DevOps, VS Code's SARIF viewer): one run, every rule of
// the registry in tool.driver.rules (with its page's address as helpUri), one result per problem. URIs are relative
// to %SRCROOT% = the docs root; regions are 1-based with columns in UTF-16 code units (declared by run.columnKind)
// and an exclusive end column.
import { pathToFileURL } from 'url';
import type { Log, ReportingDescriptor, Result, Run } from 'sarif';
import { type Severity, type SeveritySetting, RULES, ruleDocsUrl } from '../../core';
import { groupByFile, oneBased, type LintReport } from '../report';
import type { FormatOptions } from './types';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
const SRCROOT = '%SRCROOT%';

type Level = 'none' | 'note' | 'warning' | 'error';

function level(severity: Severity | SeveritySetting): Level {
  return severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : severity === 'info' ? 'note' : 'none';
}

export function toSarifLog(report: LintReport, options: FormatOptions): Log {
  const rules: ReportingDescriptor[] = RULES.map((meta) => ({
    id: meta.id,
    shortDescription: { text: meta.description },
    helpUri: ruleDocsUrl(meta.id),
    defaultConfiguration:
      meta.defaultSeverity === 'off' ? { enabled: false, level: 'none' } : { level: level(meta.defaultSeverity) },
  }));
  const ruleIndex = new Map(RULES.map((m, i) => [m.id, i]));

  const results: Result[] = [];
  for (const group of groupByFile(report)) {
    for (const p of group.problems) {
      const pos = oneBased(p);
      const index = ruleIndex.get(p.ruleId);
      results.push({
        ruleId: p.ruleId,
        ...(index !== undefined ? { ruleIndex: index } : {}),
        level: level(p.severity),
        message: { text: p.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: relativeUri(p.file), uriBaseId: SRCROOT },
              region: { startLine: pos.line, startColumn: pos.column, endLine: pos.endLine, endColumn: pos.endColumn },
            },
          },
        ],
      });
    }
  }

  const rootUri = pathToFileURL(report.rootPath).href;
  const run: Run = {
    tool: {
      driver: {
        name: 'docsjson',
        version: options.version,
        informationUri: options.informationUri,
        rules,
      },
    },
    originalUriBaseIds: { [SRCROOT]: { uri: rootUri.endsWith('/') ? rootUri : `${rootUri}/` } },
    columnKind: 'utf16CodeUnits',
    results,
  };
  return { $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs: [run] };
}

export function formatSarif(report: LintReport, options: FormatOptions): string {
  return `${JSON.stringify(toSarifLog(report, options), null, 2)}\n`;
}

/** A root-relative POSIX path as a relative URI reference: each segment percent-encoded. */
export function relativeUri(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}
