// JUnit XML, as ESLint's junit formatter writes it, for CI systems that show test reports (Jenkins, GitLab, Azure):
// one <testsuite> per file checked, one failing <testcase> per problem (its rule as the test name), and one passing
// <testcase> for a clean docs.json, so that a clean run still reports something. Paths are relative to the current
// folder, as in stylish output.
import * as path from 'path';
import { absoluteFile, groupByFile, oneBased, type LintReport } from '../report';
import type { FormatOptions } from './types';

const WORD = { error: 'Error', warning: 'Warning', info: 'Info' } as const;

export function formatJunit(report: LintReport, options: FormatOptions): string {
  let out = '<?xml version="1.0" encoding="utf-8"?>\n<testsuites>\n';
  for (const group of groupByFile(report, true)) {
    const rel = path.relative(options.cwd, absoluteFile(report, group.file)) || group.file;
    const name = rel.split(path.sep).join('/');
    const failures = group.counts.errors + group.counts.warnings + group.counts.infos;
    out += `<testsuite package="docsjson" time="0" tests="${Math.max(failures, 1)}" errors="${failures}" name="${xml(name)}">\n`;
    if (group.problems.length === 0) out += `<testcase time="0" name="docsjson" classname="${xml(name)}" />\n`;
    for (const p of group.problems) {
      const pos = oneBased(p);
      const detail = `line ${pos.line}, col ${pos.column}, ${WORD[p.severity]} - ${p.message} (${p.ruleId})`;
      out += `<testcase time="0" name="docsjson.${xml(p.ruleId)}" classname="${xml(name)}">`;
      out += `<failure message="${xml(p.message)}"><![CDATA[${cdata(detail)}]]></failure></testcase>\n`;
    }
    out += '</testsuite>\n';
  }
  return `${out}</testsuites>\n`;
}

/** Text for an XML attribute: markup characters escaped, and characters XML 1.0 cannot hold dropped. */
function xml(s: string): string {
  return validChars(s).replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

/** Text inside CDATA: "]]>" would end it, so it is split across two sections. */
function cdata(s: string): string {
  return validChars(s).replace(/]]>/g, ']]]]><![CDATA[>');
}

function validChars(s: string): string {
  return s.replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}
