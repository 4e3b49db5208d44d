// The two requests the navigation preview sends to the language server: their names and the shapes of their
// parameters and answers. This file is the one definition: the VS Code extension, built separately, carries a copy
// made from it by `npm run protocol` (client/src/preview/previewProtocol.ts), and a test fails when the two differ.
import type { Position, Range } from 'vscode-languageserver-protocol';

export const NAVIGATION_PREVIEW_REQUEST = 'docsjson/navigationPreview';
export const NAVIGATION_TARGET_REQUEST = 'docsjson/navigationTarget';

/** A JSON path into docs.json: property names and array indexes. */
export type JsonPath = ReadonlyArray<string | number>;

export interface NavigationPreviewParams {
  textDocument: { uri: string };
  position?: Position;
  /** The `key` of the answer shown now: the server answers `unchanged` when it would send the same. */
  known?: string;
  /** The focus to keep while the cursor is outside the navigation. */
  fallbackFocus?: JsonPath;
}

export type NavigationPreviewAnswer = {
  /** Names everything the HTML depends on: the model, the site's files, the focus. */
  key: string;
  /** The version of the document the answer was made from. */
  documentVersion: number;
} & (
  | { unchanged: true }
  | { modelVersion: number; focus: JsonPath; html: string }
  | { message: string } // no model (docs.json is not a JSON object yet)
);

export interface NavigationTargetParams {
  textDocument: { uri: string };
  path: JsonPath;
}

export type NavigationTarget =
  { kind: 'file'; uri: string; range: Range } | { kind: 'entry'; uri: string; range: Range; missingPage?: boolean };
