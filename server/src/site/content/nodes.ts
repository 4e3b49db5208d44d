// The nodes the renderer walks: the page's own syntax tree (read only, shared with every other reader) plus a few
// node types of ours, made while rendering for content that does not come from the page's tree as such: JSX read
// from an attribute value or from a component a snippet exports, and the switch to a snippet's own context.
import type { Nodes as MdastNodes, RootContent } from 'mdast';
import type { Program } from 'estree-jsx';
import type { AnchorPlan } from '../../core';

/** A literal as JSX writes it: `"x"`, `{2}`, `{true}`, `{["a"]}`, `{{ a: 1 }}`. */
export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

/** What an attribute value or an expression stands for, worked out from the file's text without running it. */
export type JsxValue =
  | { kind: 'literal'; value: Literal }
  /** JSX written as a value (`label={<>...</>}`), or the children a component was called with. */
  | { kind: 'nodes'; nodes: RenderNode[] }
  /** Anything that would need evaluation: shown, never run; `reason` says why, for the marker. */
  | { kind: 'unknown'; source: string; reason?: string }
  /** An array or object holding something other than literals (JSX, functions): React renders arrays in order. */
  | { kind: 'array'; items: JsxValue[] }
  | { kind: 'object'; entries: ReadonlyMap<string, JsxValue> }
  /** A function written in the file (`(row) => <tr>...</tr>`), with the names it sees. */
  | FunctionValue;

export interface FunctionValue {
  kind: 'function';
  node: FunctionNode;
  scope: Scope;
  /** Text of the file the function is written in (its nodes carry offsets into it). */
  text: string;
}

export type FunctionNode =
  | import('estree-jsx').ArrowFunctionExpression
  | import('estree-jsx').FunctionExpression
  | import('estree-jsx').FunctionDeclaration;

/** Names an expression can read: props, local constants, the file's own declarations and imports. */
export interface Scope {
  get(name: string): JsxValue | undefined;
}

/** Where a component used in a file comes from. */
export type ComponentSource =
  /** `import X from '/snippets/x.mdx'`: `<X />` renders that file's content. */
  | { kind: 'snippet'; file: string }
  /** A function a file declares (`export const X = ({ a }) => (<Note>{a}</Note>)`, also in .jsx files). */
  | { kind: 'function'; file: string; text: string; value: () => JsxValue }
  /** A snippet file that does not exist: the page says so. */
  | { kind: 'missing'; file: string }
  /** A package, a file that does not parse, a value that is not a component: shown with a marker. */
  | { kind: 'not-rendered'; reason: string };

/** Everything the renderer knows about the file whose nodes it is walking. */
export interface Frame {
  /** Root-relative path of the file the nodes come from (the page, or a snippet inlined into it). */
  file: string;
  text: string;
  /** Custom heading ids of that file, by 0-based line. */
  customIds: ReadonlyMap<number, string>;
  /** The anchor ids the core gives that file's headings and components, by offset; absent for content that is not
   * a page file's own (a component function's result), whose headings get ids from their text. */
  anchors?: AnchorPlan;
  props: Scope;
  components: ReadonlyMap<string, ComponentSource>;
  /** Snippet files being inlined, outermost first (cycle and depth checks). */
  chain: readonly string[];
  /** Set while a component of the docs is rendered: its markers carry its name. */
  component?: string;
}

/** A component call whose attributes are already read (from JSX in an attribute value or a snippet export). */
export interface ComponentCallNode {
  type: 'djComponent';
  name: string;
  attributes: ReadonlyMap<string, JsxValue>;
  children: RenderNode[];
  inline: boolean;
}

/** Renders its children in another file's context (a snippet's content, an exported component's body). */
export interface FrameNode {
  type: 'djFrame';
  frame: Frame;
  children: RenderNode[];
}

/** An expression that cannot be read as a literal: shown with a marker. */
export interface ExpressionNode {
  type: 'djExpression';
  source: string;
  inline: boolean;
  reason?: string;
}

/** Content below the nesting cap (depthLimit.ts), kept as its text. */
export interface TooDeepNode {
  type: 'djTooDeep';
  text: string;
}

export type OwnNode = ComponentCallNode | FrameNode | ExpressionNode | TooDeepNode;
export type RenderNode = RootContent | OwnNode;
export type AnyNode = MdastNodes | OwnNode;

export type { Program };
