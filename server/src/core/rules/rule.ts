// What a rule sees and how it reports. Each rule is a module with a stable id (see ruleMeta.ts) and one `check`.
import type { Node as JsonNode } from 'jsonc-parser';
import type { ProblemData, Range, Severity } from '../problem';
import type { SourceFile } from '../json/sourceFile';
import type { ComposedNode } from '../model/composedTree';
import type { SiteModel } from '../model/siteModel';
import type { PageIndex } from '../pages/pageIndex';
import type { OpenApiIndex } from '../openapi/types';
import type { FrontMatterResult } from '../pages/frontMatter';

/**
 * Where a rule reports. `severity` lets a rule report something milder than the rule's configured severity
 * (page-path: an unsafe path is an error, a non-canonical one a warning); it never makes a problem harsher.
 */
export interface Reporter {
  /** Reports at a jsonc node of a configuration file. */
  atNode(file: SourceFile, node: JsonNode, message: string, data?: ProblemData, severity?: Severity): void;
  /** Reports at a composed node (its value). */
  at(node: ComposedNode, message: string, data?: ProblemData, severity?: Severity): void;
  /** Reports at an explicit range of any file (pages, specs). */
  atRange(file: string, range: Range, message: string, data?: ProblemData): void;
}

export interface RuleContext {
  model: SiteModel;
  pages: PageIndex;
  /** The spec index for a root-relative spec path (cached by file stamp). */
  spec(relPath: string): Promise<OpenApiIndex>;
  /** Front matter of a page file (cached until the file changes). */
  frontMatter(relPath: string): Promise<FrontMatterResult>;
  /** Front matter of many pages, read in one batch where the workspace allows. */
  frontMatters(relPaths: readonly string[]): Promise<Map<string, FrontMatterResult>>;
  /** The same, when already read: no promise, for the per-keystroke path. */
  frontMatterIfRead(relPath: string): FrontMatterResult | undefined;
  report: Reporter;
}

export interface Rule {
  id: string;
  check(ctx: RuleContext): void | Promise<void>;
}
