// The extension's preview modules that do not need VS Code, loaded from the extension's compiled output
// (client/out, built by `tsc -b` with the rest) so that tests exercise exactly what the extension runs.
import * as path from 'path';

type JsonPath = ReadonlyArray<string | number>;

export interface PreviewHtmlModule {
  createNonce(): string;
  contentSecurityPolicy(nonce: string): string;
  previewPage(options: { nonce: string; styleUri: string; scriptUri: string }): string;
}
export interface WebviewMessagesModule {
  parseWebviewMessage(data: unknown): { type: 'ready' } | { type: 'open'; path: JsonPath } | undefined;
  isNavigationPath(value: unknown): boolean;
}
export interface TargetCheckModule {
  checkTarget(uri: string, siteRoot: string): { ok: true; fsPath: string } | { ok: false; reason: string };
}

export const CLIENT_ROOT = path.resolve(__dirname, '../../../../client');
const out = (name: string) => path.join(CLIENT_ROOT, 'out', 'preview', `${name}.js`);

export const previewHtml = require(out('previewHtml')) as PreviewHtmlModule;
export const webviewMessages = require(out('webviewMessages')) as WebviewMessagesModule;
export const targetCheck = require(out('targetCheck')) as TargetCheckModule;
export const MEDIA = path.join(CLIENT_ROOT, 'media');
