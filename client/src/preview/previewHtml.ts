// The page the preview's webview loads: a shell with a Content Security Policy that allows nothing but the one
// stylesheet and the one script of the extension's media folder, both by a nonce made for this page. The
// navigation itself arrives later as an HTML fragment rendered (and escaped) by the site builder, which the script
// puts in place: no script can run from it (no nonce), and no style, image, frame or connection can load.
import { randomBytes } from 'crypto';

export interface PreviewPageOptions {
  nonce: string;
  /** Webview URIs (asWebviewUri) of media/preview.css and media/preview.js. */
  styleUri: string;
  scriptUri: string;
}

/** A fresh nonce: 128 random bits, so no page can guess the next one. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    // Not covered by default-src: a <base> or a form could otherwise send the webview elsewhere.
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function previewPage(options: PreviewPageOptions): string {
  const nonce = escapeAttribute(options.nonce);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(options.nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" nonce="${nonce}" href="${escapeAttribute(options.styleUri)}">
<title>Navigation preview</title>
</head>
<body>
<div id="dj-status" role="status" hidden></div>
<main id="dj-root"><p class="dj-preview-waiting">Waiting for the language server…</p></main>
<script nonce="${nonce}" src="${escapeAttribute(options.scriptUri)}"></script>
</body>
</html>
`;
}

/** For double-quoted attribute values (the CSP's own single quotes stay readable). */
function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
