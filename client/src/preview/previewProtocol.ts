// The two requests the navigation preview sends to the language server (server/src/lsp/handlers/navigationPreview.ts
// answers them; the shapes are repeated here because the extension and the server are built separately).
import type { Position, Range } from 'vscode-languageclient/node';

export const NAVIGATION_PREVIEW_REQUEST = 'docsjson/navigationPreview';
export const NAVIGATION_TARGET_REQUEST = 'docsjson/navigationTarget';

/** A JSON path into docs.json: property names and array indexes. */
export type JsonPath = ReadonlyArray<string | number>;

export interface NavigationPreviewParams {
  textDocument: { uri: string };
  position?: Position;
  /** The key of the answer shown now: the server answers `unchanged` when it would send the same. */
  known?: string;
  /** The focus to keep while the cursor is outside the navigation. */
  fallbackFocus?: JsonPath;
}

export type NavigationPreviewAnswer = { key: string; documentVersion: number } & (
  { unchanged: true } | { modelVersion: number; focus: JsonPath; html: string } | { message: string }
);

export interface NavigationTargetParams {
  textDocument: { uri: string };
  path: JsonPath;
}

export type NavigationTarget =
  { kind: 'file'; uri: string; range: Range } | { kind: 'entry'; uri: string; range: Range; missingPage?: boolean };
