// What each kind of rule sees (see defineRule.ts for the kinds).
import type { Node as JsonNode } from 'jsonc-parser';
import type { ProblemData, Range, Severity } from '../problem';
import type { SourceFile } from '../json/sourceFile';
import type { ComposedNode } from '../model/composedTree';
import type { IncludeProblem } from '../model/includes';
import type { PageEntry, SiteModel } from '../model/siteModel';
import type { PageIndex } from '../pages/pageIndex';
import type { FrontMatterResult } from '../pages/frontMatter';
import type { ParsedPage } from '../pages/parsedPage';
import type { SiteFacts } from '../pages/siteFacts';
import type { DeepValidationResult } from '../openapi/deepValidator';
import type { OpenApiIndex } from '../openapi/types';
import type { EndpointPages } from '../routes/endpointPages';
import type { FrontMatterEndpointTarget } from '../openapi/frontMatterEndpoints';
import type { ReportAt } from './defineRule';
import type { ExternalLinkChecker } from '../links/externalLinkResult';

/** Reports at a range of any file of the site (root-relative path). */
export type ReportInFile = (
  file: string,
  range: Range,
  message: string,
  data?: ProblemData,
  severity?: Severity,
) => void;

export interface TextRuleContext {
  /** docs.json and every file it includes that could be read, as parsed. */
  files: readonly SourceFile[];
  includeProblems: readonly IncludeProblem[];
  report: ReportInFile;
}

/** Reports into the configuration files; positions come from the model's versions of them. */
export interface ConfigReporter {
  /** At a composed node (its value). */
  at(node: ComposedNode, message: string, data?: ProblemData, severity?: Severity): void;
  /** At a jsonc node (a key, say) of the configuration file at `filePath`. */
  atNode(filePath: string, node: JsonNode, message: string, data?: ProblemData, severity?: Severity): void;
}

export interface ConfigRuleContext {
  model: SiteModel;
  report: ConfigReporter;
}

export interface FilesRuleContext {
  model: SiteModel;
  /** Every file under the docs root. */
  files: PageIndex;
  /** The file serving a page entry (".mdx" preferred), resolved once per check; undefined when it has none. */
  fileOf(entry: PageEntry): string | undefined;
  /** The page entries with no file (fileOf says undefined), in navigation order: few, where every entry is many. */
  pagesWithoutFile(): Iterable<PageEntry>;
  /** The files that the entries the site shows (not dropped) name, each once. */
  shownFiles(): Iterable<string>;
  /** The index of a root-relative spec file (cached by file stamp). */
  spec(relPath: string): Promise<OpenApiIndex>;
  /** The endpoint pages of the model, as the builder writes them (routes, titles, specs). */
  endpointPages(): Promise<EndpointPages>;
  /** The operation a page's `openapi`/`api` front matter value documents, as the builder shows it. */
  frontMatterEndpoint(value: string): Promise<FrontMatterEndpointTarget>;
  /**
   * Full OpenAPI validation of a spec file, when the host provides a validator; undefined without one, or while it
   * runs in a host that does not wait for it.
   */
  validateSpec(relPath: string): Promise<DeepValidationResult | undefined>;
  /** Front matter of many page files, read in one batch where the workspace allows. */
  frontMatters(relPaths: readonly string[]): Promise<Map<string, FrontMatterResult>>;
  /** The same, when already read: no promise, for the per-keystroke path. */
  frontMatterIfRead(relPath: string): FrontMatterResult | undefined;
  /**
   * The page files whose front matter names an endpoint, and those not read yet: what a pass over every page file's
   * front matter would find, kept up to date between checks instead.
   */
  endpointFrontMatters(): EndpointFrontMatters;
  report: ConfigReporter & { inFile: ReportInFile };
}

export interface PageRuleContext {
  page: ParsedPage;
  site: SiteFacts;
  /** Reports in the page's own file. */
  report: ReportAt;
}

/**
 * What a site rule (`checkSite`) reads. The engine runs it again only when one of these may have changed: the
 * pages, which files the navigation reaches (`site.isInNavigation`), the redirects, whether there is a model; a
 * site rule reads nothing else of the model.
 */
/** The page files whose front matter names an endpoint (`openapi:` or `api:`), and those not read yet. */
export interface EndpointFrontMatters {
  /** Page files whose front matter names an endpoint, with it. */
  withEndpoint: ReadonlyMap<string, FrontMatterResult>;
  /** Page files whose front matter is not read yet. */
  unread: ReadonlySet<string>;
}

export interface SitePagesRuleContext {
  model: SiteModel | undefined;
  /** Every parsed page file, by root-relative path. */
  pages: ReadonlyMap<string, ParsedPage>;
  site: SiteFacts;
  /** Checks external URLs over the network; only `docsjson lint --check-external` gives one. */
  externalLinks?: ExternalLinkChecker;
  report: ReportInFile;
}
