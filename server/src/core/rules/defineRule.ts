// How a rule is written: one module per rule calls defineRule with its id, default severity, one-line description
// and what it reads. The registry (rules/registry.ts) is built from these modules, and the check engine decides from
// `reads` what to run again after an edit:
//   text        the configuration files as text (syntax, includes): runs even when there is no model;
//   config      the configuration's structure and settings, but not the strings of page and endpoint entries:
//               reused while the only edits are inside those strings (typing a page path);
//   navigation  also the page and endpoint entries' strings: run on every check, never reads a file;
//   files       also the files the configuration names (page files, specs, front matter): run on every check;
//   pages   the content of page files: run per page, again only when that page or the site facts it asks about
//           change; never on the docs.json keystroke path;
//   problems    what the other rules reported, with the suppression comments of the pages: reported by the service
//               at the end of every check (core/suppressions/), since only then is it known.
import type { ProblemData, Range, Severity, SeveritySetting } from '../problem';
import { isAgentFile } from '../pages/pageIndex';
import type { ParsedPage } from '../pages/parsedPage';
import type { SiteFacts } from '../pages/siteFacts';
import type {
  ConfigRuleContext,
  FilesRuleContext,
  PageRuleContext,
  SitePagesRuleContext,
  TextRuleContext,
} from './ruleContext';

export type RuleReads = 'text' | 'config' | 'navigation' | 'files' | 'pages' | 'problems';

interface RuleBase {
  /** Stable id (lower-case words joined by "-"): config files, editor settings and SARIF output refer to it. */
  id: string;
  defaultSeverity: SeveritySetting;
  /** One sentence, for `docsjson rules`, the README table, SARIF rule metadata and editor settings. */
  description: string;
}

export interface TextRule extends RuleBase {
  reads: 'text';
  check(ctx: TextRuleContext): void;
}

export interface ConfigRule extends RuleBase {
  reads: 'config' | 'navigation';
  check(ctx: ConfigRuleContext): void;
}

export interface FilesRule extends RuleBase {
  reads: 'files';
  check(ctx: FilesRuleContext): void | Promise<void>;
  /**
   * What the rule's reports depend on, when that is less than everything (it then reports only in page files, with
   * `report.inFile`): while it is the same, a keystroke in docs.json replays the last reports instead of running the
   * rule over every page again.
   * - 'page files': which files exist and their front matter;
   * - 'shown page files': also which of them the entries the site shows (not dropped) name.
   */
  dependsOn?: 'page files' | 'shown page files';
}

export interface PagesRule extends RuleBase {
  reads: 'pages';
  /**
   * Once per page file (and per snippet where it is imported), with its parsed content and the site's facts. It
   * reads other pages only through `site.factsOf`: the engine records which pages each page asked about, and keeps
   * the page's results while those offer the same (another way in would go unnoticed and leave results stale).
   */
  checkPage?(ctx: PageRuleContext): void;
  /**
   * True when `checkPage` reads what other pages offer (their headings and anchors): in an editor it then waits for
   * the whole site to be parsed, while the other page rules check an open page at once.
   */
  readsOtherPages?: boolean;
  /**
   * True when `checkPage` also runs on agent files (AGENTS.md, CLAUDE.md, SKILL.md published as pages), which the
   * other page rules leave alone: their content is not documentation.
   */
  agentFiles?: boolean;
  /**
   * True when `checkPage` also runs, once each, on snippet files no page includes (as Mintlify's link checker reads
   * every Markdown file); the other page rules check a snippet only where a page includes it.
   */
  unusedSnippets?: boolean;
  /** Once per check, over every page at once (e.g. pages nothing reaches). */
  checkSite?(ctx: SitePagesRuleContext): void | Promise<void>;
  /**
   * What `checkSite` will need of one page, done ahead (an editor does it a page at a time between other work, so
   * that the first check of a whole site does not do it for every page at once). Must only fill caches.
   */
  preparePage?(page: ParsedPage, site: SiteFacts): void;
  /**
   * What `checkSite` will need of the whole site, done ahead once every page was prepared, in steps of a few
   * milliseconds each (an editor runs them between other work). Must only fill caches.
   */
  prepareSite?(pages: ReadonlyMap<string, ParsedPage>, site: SiteFacts): Iterable<() => void>;
}

/** A rule about the suppression comments themselves; core/suppressions/ reports it after every other rule. */
export interface ProblemsRule extends RuleBase {
  reads: 'problems';
}

export type RuleDefinition = TextRule | ConfigRule | FilesRule | PagesRule | ProblemsRule;

const RULE_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Checks the definition's shape once, at load time, so that a malformed rule fails every test at once. */
export function defineRule<R extends RuleDefinition>(rule: R): R {
  if (!RULE_ID.test(rule.id)) throw new Error(`rule id "${rule.id}" must be lower-case words joined by "-"`);
  if (rule.description.trim() === '') throw new Error(`rule ${rule.id} has no description`);
  if (rule.reads === 'pages' && !rule.checkPage && !rule.checkSite) {
    throw new Error(`rule ${rule.id} reads pages but has neither checkPage nor checkSite`);
  }
  return Object.freeze(rule);
}

/** Whether a page rule checks this page file (every page, but for agent files only the rules that say so). */
export function pageRuleApplies(rule: PagesRule, file: string): boolean {
  return rule.agentFiles === true || !isAgentFile(file);
}

/** Where a rule reports. `severity` may make one problem milder than the rule's configured severity, never harsher. */
export type ReportAt = (range: Range, message: string, data?: ProblemData, severity?: Severity) => void;
