// Test helpers for page rules and features: in-memory sites of page files, SiteFacts built from them, problems
// collected with the text their range covers, and caret-marked pages.
import assert from 'node:assert/strict';
import { parsePage, ParsedPage } from '../../src/core/pages/parsedPage';
import { createSiteFacts, isSnippetFile, SiteFacts } from '../../src/core/pages/siteFacts';
import { pageRuleApplies, type PagesRule } from '../../src/core/rules/defineRule';
import type { ProblemData, Range, Severity } from '../../src/core/problem';
import type { SiteModel } from '../../src/core/model/siteModel';
import { isPageFile } from '../../src/core/pages/pageIndex';

export interface SiteSpec {
  /** Root-relative path -> text. Page files (.mdx/.md) are parsed; any other file only exists. */
  files: Record<string, string>;
  /** Page files the navigation names (default: every page file outside snippets/). */
  navigation?: string[];
  endpointRoutes?: string[];
  redirectSources?: string[];
  redirects?: Array<{ source: string; destination: string }>;
}

export interface MemorySite {
  pages: Map<string, ParsedPage>;
  site: SiteFacts;
}

export function memorySite(spec: SiteSpec): MemorySite {
  const pages = new Map<string, ParsedPage>();
  for (const [file, text] of Object.entries(spec.files)) {
    // As the engine: page files and snippets are parsed, not README.md or the root's skill.md.
    if (isPageFile(file) || isSnippetFile(file)) pages.set(file, parsePage(file, text));
  }
  const navigation = spec.navigation ?? [...pages.keys()].filter((f) => isPageFile(f) && !f.startsWith('snippets/'));
  const site = createSiteFacts({
    files: Object.keys(spec.files),
    facts: new Map([...pages].map(([f, p]) => [f, p.facts])),
    navigation,
    endpointRoutes: spec.endpointRoutes,
    redirectSources: spec.redirectSources,
    redirects: spec.redirects,
  });
  return { pages, site };
}

export interface Reported {
  file: string;
  message: string;
  /** The text the range covers. */
  text: string;
  range: Range;
  data?: ProblemData;
  severity?: Severity;
}

/** Runs one rule over every page of the site (checkPage) and once over the site (checkSite). */
export function runRule(rule: PagesRule, spec: SiteSpec, options: { model?: SiteModel | undefined } = {}): Reported[] {
  const { pages, site } = memorySite(spec);
  const out: Reported[] = [];
  const record = (page: ParsedPage, range: Range, message: string, data?: ProblemData, severity?: Severity) =>
    out.push({
      file: page.file,
      message,
      text: page.text.slice(page.lines.offsetAt(range.start), page.lines.offsetAt(range.end)),
      range,
      ...(data && { data }),
      ...(severity && { severity }),
    });
  if (rule.checkPage) {
    for (const page of pages.values()) {
      if (!pageRuleApplies(rule, page.file)) continue;
      rule.checkPage({
        page,
        site,
        report: (range, message, data, severity) => record(page, range, message, data, severity),
      });
    }
  }
  if (rule.checkSite) {
    const model = 'model' in options ? options.model : MODEL_PRESENT;
    void rule.checkSite({
      model,
      pages,
      site,
      report: (file, range, message, data, severity) => record(pages.get(file)!, range, message, data, severity),
    });
  }
  return out;
}

/** Page rules only ask whether there is a configuration; they read the navigation through SiteFacts. */
const MODEL_PRESENT = Object.freeze({}) as SiteModel;

/** One page, checked by one rule. */
export function runOnPage(rule: PagesRule, text: string, files: Record<string, string> = {}, file = 'page.mdx') {
  return runRule(rule, { files: { ...files, [file]: text } });
}

/** Splits a text at its single `|` caret marker. */
export function caret(textWithCaret: string): { text: string; offset: number } {
  const offset = textWithCaret.indexOf('|');
  if (offset < 0 || textWithCaret.indexOf('|', offset + 1) >= 0) throw new Error('exactly one | caret marker expected');
  return { text: textWithCaret.slice(0, offset) + textWithCaret.slice(offset + 1), offset };
}

/** A page parsed again around an edit must equal the page parsed whole, outcome and facts. */
export function assertSameParse(reparsed: ParsedPage, whole: ParsedPage, what: string): void {
  assert.deepStrictEqual(reparsed.mdx, whole.mdx, what);
  assert.deepStrictEqual(reparsed.facts, whole.facts, what);
}
