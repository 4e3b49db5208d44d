// Plain data shapes returned by the editor features. They are structurally compatible with the LSP types of the
// same names (vscode-languageserver-types), imported type-only so the core stays free of protocol code. Places
// outside the edited document are named by root-relative path; the protocol layer turns paths into URIs.
import type {
  CompletionItem,
  CompletionItemKind,
  DocumentSymbol,
  FoldingRange,
  Hover,
  InsertTextFormat,
  MarkupContent,
  SelectionRange,
  SymbolKind,
  TextEdit,
} from 'vscode-languageserver-types';
import type { Range } from '../problem';

export type { CompletionItem, DocumentSymbol, FoldingRange, Hover, MarkupContent, SelectionRange, TextEdit };

// Numeric values of the LSP enums used here (the enums themselves live in a runtime module we do not import).
export const CompletionKind = {
  Text: 1 as CompletionItemKind,
  Method: 2 as CompletionItemKind,
  Function: 3 as CompletionItemKind,
  Field: 5 as CompletionItemKind,
  Property: 10 as CompletionItemKind,
  Value: 12 as CompletionItemKind,
  Enum: 13 as CompletionItemKind,
  Keyword: 14 as CompletionItemKind,
  File: 17 as CompletionItemKind,
  Folder: 19 as CompletionItemKind,
  EnumMember: 20 as CompletionItemKind,
} as const;

export const PlainText = 1 as InsertTextFormat;

export const Symbol = {
  File: 1 as SymbolKind,
  Module: 2 as SymbolKind,
  Namespace: 3 as SymbolKind,
  Package: 4 as SymbolKind,
  Method: 6 as SymbolKind,
  Property: 7 as SymbolKind,
  Field: 8 as SymbolKind,
  Enum: 10 as SymbolKind,
  Function: 12 as SymbolKind,
  Object: 19 as SymbolKind,
  Array: 18 as SymbolKind,
  Key: 20 as SymbolKind,
  Event: 24 as SymbolKind,
} as const;

/** A place in a file of the docs site, by root-relative path. */
export interface FileLocation {
  file: string;
  range: Range;
}

/** A link from a range of the edited document to a file of the site (definition, document link). */
export interface FileLink {
  /** Range of the value in the edited document. */
  originRange: Range;
  /** Root-relative path of the target. */
  file: string;
  /** Range in the target file (0:0 when the whole file is meant). */
  targetRange: Range;
  tooltip?: string;
}

/** Text edits per root-relative file, plus files to create first. Mirrors LSP's WorkspaceEdit. */
export interface SiteEdit {
  /** Files to create (with their initial text) before the edits are applied. */
  create?: Array<{ file: string; text: string }>;
  edits: Array<{ file: string; edits: TextEdit[] }>;
}

/** Fixes `lint --fix` applies only when asked: `image-alt` (alt text from the file name, --fix-image-alt). */
export type OptInFix = 'image-alt';

export interface SiteCodeAction {
  title: string;
  kind: 'quickfix';
  /** Index of the diagnostic (in the request's list) this fixes. */
  diagnosticIndex: number;
  isPreferred?: boolean;
  /** What the author meant beyond doubt (the check said so in the problem's data): `lint --fix` applies it. */
  certain?: boolean;
  /** A fix that `lint --fix` applies only when asked to by its own flag (see OptInFix). */
  optIn?: OptInFix;
  edit: SiteEdit;
}

export const ZERO_RANGE: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
