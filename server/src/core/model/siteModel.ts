// The typed site model: every navigation node with its kind, JSON path, source node and the OpenAPI specs it
// inherits from its nearest ancestor. Rules, editor features and the site builder all read this.
import type { Node as JsonNode } from 'jsonc-parser';
import type { SourceFile } from '../json/sourceFile';
import type { ComposedNode } from './composedTree';
import type { ContainerKind } from './navigationKinds';
import type { PageRefAnalysis } from '../pages/pageRef';

export type JsonPath = (string | number)[];

/** One spec named by an `openapi` value. */
export type OpenApiSource =
  | { kind: 'file'; path: string; written: string; node: ComposedNode; directory?: string }
  | { kind: 'url'; url: string; node: ComposedNode }
  | { kind: 'invalid'; written: string; reason: string; node: ComposedNode };

interface NodeBase {
  /** The value as written (object for containers, string for entries). */
  node: ComposedNode;
  path: JsonPath;
  parent: NavContainer | undefined;
  /** Specs in force here: the node's own `openapi`, else its nearest ancestor's. */
  openapi: OpenApiSource[];
  /** True inside `navigation.global`. */
  global: boolean;
  /** True when the builder drops this node (a second navigation key beside the one that wins). */
  dropped: boolean;
}

export interface NavContainer extends NodeBase {
  kind: ContainerKind;
  /** Value of the label key (`group`, `tab`, ...), when it is a string. */
  label?: string;
  href?: string;
  /** The array key this node was found in (`tabs`, `groups`, `pages`, `menu`), undefined for `navigation`. */
  arrayKey?: string;
  /** `openapi` written on this node itself. */
  ownOpenapi?: OpenApiSource[];
  children: NavNode[];
}

export interface PageEntry extends NodeBase {
  kind: 'page';
  /** As written. */
  value: string;
  /** `root` of a group, or an entry of a `pages` array. */
  role: 'entry' | 'root';
  /** How the string names a file (canonical path, or why it cannot), computed once for every rule. */
  ref: PageRefAnalysis;
  /** The page's file, resolved against the page index at the start of each check; undefined when missing. */
  file?: string;
  /** True when the file's front matter has been read and has no problem (the per-keystroke path skips it). */
  frontMatterClean?: boolean;
}

export interface EndpointEntry extends NodeBase {
  kind: 'endpoint';
  value: string;
  method: string;
  apiPath: string;
  /** Spec named in the entry itself (`api.yaml GET /x`). */
  spec?: string;
}

export type NavNode = NavContainer | PageEntry | EndpointEntry;

export interface SiteModel {
  docs: SourceFile;
  /** docs.json and the files it includes. */
  files: SourceFile[];
  root: ComposedNode;
  navigation: NavContainer | undefined;
  containers: NavContainer[];
  /** Specs named site-wide in `api.openapi`: what the navigation inherits where it sets no `openapi` of its own. */
  siteOpenapi: OpenApiSource[];
  pages: PageEntry[];
  endpoints: EndpointEntry[];
  /** The page index (and its version) that every entry's `file` was resolved against. */
  resolvedAgainst?: { index: object; version: number; frontMatterVersion: number };
  /** Looks up the navigation node written at a jsonc node (an object or a string entry). */
  nodeForJson(json: JsonNode): NavNode | undefined;
}
