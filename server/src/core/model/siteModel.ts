// The typed site model: every navigation node with its kind, JSON path, source node and the OpenAPI specs it
// inherits from its nearest ancestor. Rules, editor features and the site builder all read it.
//
// A model is a value: nothing in it changes after it is built, so a consumer may keep one while later checks make
// new ones. A check after typing inside a page string makes the next model by copying only the edited entry and its
// ancestors; every other node is shared. That is why nodes name their parent by `parentId` (an index into
// `containers`, stable across such copies) rather than by reference.
import type { Node as JsonNode } from 'jsonc-parser';
import type { SourceFile } from '../json/sourceFile';
import type { ComposedNode } from './composedTree';
import type { ContainerKind } from './navigationKinds';
import type { PageRefAnalysis } from '../pages/pageRef';

export type JsonPath = readonly (string | number)[];

/** One spec named by an `openapi` value. */
export type OpenApiSource =
  | {
      readonly kind: 'file';
      readonly path: string;
      readonly written: string;
      readonly node: ComposedNode;
      readonly directory?: string;
    }
  | { readonly kind: 'url'; readonly url: string; readonly node: ComposedNode }
  | { readonly kind: 'invalid'; readonly written: string; readonly reason: string; readonly node: ComposedNode };

interface NodeBase {
  /** The value as written (object for containers, string for entries). */
  readonly node: ComposedNode;
  readonly path: JsonPath;
  /** Id of the container holding this node (`SiteModel.containers[parentId]`); -1 for `navigation` itself. */
  readonly parentId: number;
  /** Specs in force here: the node's own `openapi`, else its nearest ancestor's. */
  readonly openapi: readonly OpenApiSource[];
  /** True inside `navigation.global`. */
  readonly global: boolean;
  /** True when the builder drops this node (a second navigation key beside the one that wins). */
  readonly dropped: boolean;
}

export interface NavContainer extends NodeBase {
  readonly kind: ContainerKind;
  /** Index in `SiteModel.containers`; the same in every model derived from this one by string edits. */
  readonly id: number;
  /** Value of the label key (`group`, `tab`, ...), when it is a string. */
  readonly label?: string;
  readonly href?: string;
  /** The array key this node was found in (`tabs`, `groups`, `pages`, `menu`), undefined for `navigation`. */
  readonly arrayKey?: string;
  /** `openapi` written on this node itself. */
  readonly ownOpenapi?: readonly OpenApiSource[];
  readonly children: readonly NavNode[];
}

export interface PageEntry extends NodeBase {
  readonly kind: 'page';
  /** As written. */
  readonly value: string;
  /** `root` of a group, or an entry of a `pages` array. */
  readonly role: 'entry' | 'root';
  /** How the string names a file (canonical path, or why it cannot), computed once for every rule. */
  readonly ref: PageRefAnalysis;
  /** Index in `SiteModel.pages`. */
  readonly index: number;
}

export interface EndpointEntry extends NodeBase {
  readonly kind: 'endpoint';
  readonly value: string;
  readonly method: string;
  readonly apiPath: string;
  /** Spec named in the entry itself (`api.yaml GET /x`). */
  readonly spec?: string;
  /** Index in `SiteModel.endpoints`. */
  readonly index: number;
}

export type NavNode = NavContainer | PageEntry | EndpointEntry;

export interface SiteModel {
  /** Increases with every model a service builds: two models with one version are the same model. */
  readonly version: number;
  readonly docs: SourceFile;
  /** docs.json and the files it includes, in the versions this model was built from. */
  readonly files: readonly SourceFile[];
  readonly root: ComposedNode;
  readonly navigation: NavContainer | undefined;
  /** Every container, indexed by id. */
  readonly containers: readonly NavContainer[];
  /** Specs named site-wide in `api.openapi`. */
  readonly siteOpenapi: readonly OpenApiSource[];
  readonly pages: readonly PageEntry[];
  readonly endpoints: readonly EndpointEntry[];
  /** This model's version of a configuration file, by root-relative path: read every position through it. */
  source(filePath: string): SourceFile | undefined;
  /** The container holding a node. */
  parentOf(node: NavNode): NavContainer | undefined;
  /** The navigation node written at a jsonc node (an object or a string entry). */
  nodeForJson(json: JsonNode): NavNode | undefined;
}
