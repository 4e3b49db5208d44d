// The navigation preview's webview page and the checks on everything that comes back from it, without VS Code:
// the page's Content Security Policy and nonces, the messages the extension accepts from the webview, and the
// targets it agrees to open.
import assert from 'node:assert/strict';
import * as path from 'path';
import { previewHtml, targetCheck, webviewMessages } from './previewModules';

describe('navigation preview: the webview page', () => {
  const page = previewHtml.previewPage({
    nonce: 'abc123+/=',
    styleUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/media/preview.css',
    scriptUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/media/preview.js',
  });

  it('allows nothing but its own stylesheet and script, by nonce', () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page)?.[1];
    assert.ok(csp, page);
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    assert.equal(directives.get('default-src'), "'none'");
    assert.equal(directives.get('style-src'), "'nonce-abc123+/='");
    assert.equal(directives.get('script-src'), "'nonce-abc123+/='");
    assert.equal(directives.get('base-uri'), "'none'");
    assert.equal(directives.get('form-action'), "'none'");
    assert.doesNotMatch(csp, /unsafe|https?:|\*|data:/);
  });

  it('gives the nonce to its one stylesheet and its one script, and to nothing else', () => {
    assert.equal(page.match(/<script\b/g)?.length, 1);
    assert.match(
      page,
      /<script nonce="abc123\+\/=" src="https:\/\/file\+\.vscode-resource[^"]*\/preview\.js"><\/script>/,
    );
    assert.match(page, /<link rel="stylesheet" nonce="abc123\+\/=" href="[^"]*\/preview\.css">/);
    assert.equal(page.match(/nonce="/g)?.length, 2);
    assert.doesNotMatch(page, /<style|\son[a-z]+=|style="/i);
  });

  it('makes a new 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => previewHtml.createNonce()));
    assert.equal(nonces.size, 50);
    for (const n of nonces) assert.equal(Buffer.from(n, 'base64').length, 16);
  });

  it('escapes what it writes into attributes', () => {
    const hostile = previewHtml.previewPage({
      nonce: '"><script>alert(1)</script>',
      styleUri: 'x" onload="alert(1)',
      scriptUri: 'y',
    });
    assert.equal(hostile.match(/<script\b/g)?.length, 1);
    assert.doesNotMatch(hostile, /" onload="/);
  });
});

describe('navigation preview: messages from the webview', () => {
  const { parseWebviewMessage } = webviewMessages;

  it('accepts "ready" and "open" with a JSON path into the navigation', () => {
    assert.deepEqual(parseWebviewMessage({ type: 'ready' }), { type: 'ready' });
    assert.deepEqual(parseWebviewMessage({ type: 'open', path: ['navigation', 'tabs', 0, 'groups', 1, 'pages', 2] }), {
      type: 'open',
      path: ['navigation', 'tabs', 0, 'groups', 1, 'pages', 2],
    });
    assert.deepEqual(parseWebviewMessage({ type: 'open', path: ['navigation', 'groups', 0, 'root'] })?.type, 'open');
  });

  it('refuses file paths, URIs, dot segments and anything that is not a small navigation path', () => {
    for (const hostile of [
      { type: 'open', path: '/etc/passwd' },
      { type: 'open', path: 'file:///etc/passwd' },
      { type: 'open', path: ['navigation', '..', '..', 'etc', 'passwd'] },
      { type: 'open', path: ['navigation', '\\\\server\\share\\x.mdx'] },
      { type: 'open', path: ['navigation', 'pages', '../../secret'] },
      { type: 'open', path: ['/etc/passwd'] },
      { type: 'open', path: ['colors', 'primary'] },
      { type: 'open', path: ['navigation'] },
      { type: 'open', path: ['navigation', -1] },
      { type: 'open', path: ['navigation', 1.5] },
      { type: 'open', path: ['navigation', 1e9] },
      { type: 'open', path: ['navigation', Number.NaN] },
      { type: 'open', path: ['navigation', ['tabs']] },
      { type: 'open', path: ['navigation', { toString: () => 'tabs' }] },
      { type: 'open', path: ['navigation', '__proto__ x'] },
      { type: 'open', path: ['navigation', ...Array.from({ length: 80 }, () => 'pages')] },
      { type: 'open', path: { 0: 'navigation', length: 1 } },
      { type: 'open', file: '/etc/passwd' },
      { type: 'command', command: 'workbench.action.terminal.new' },
      { type: 'OPEN', path: ['navigation', 'pages', 0] },
      ['open', ['navigation', 'pages', 0]],
      'open',
      null,
      undefined,
      42,
    ]) {
      assert.equal(parseWebviewMessage(hostile), undefined, JSON.stringify(hostile));
    }
  });

  it('copies the path, so a later change of the message object changes nothing', () => {
    const path = ['navigation', 'pages', 0];
    const parsed = parseWebviewMessage({ type: 'open', path });
    path[0] = '..';
    assert.deepEqual(parsed, { type: 'open', path: ['navigation', 'pages', 0] });
  });
});

describe('navigation preview: targets the extension opens', () => {
  const root = path.resolve('/work/site');
  const { checkTarget } = targetCheck;
  const uri = (p: string) => `file://${p}`;

  it('opens a local file inside the docs folder', () => {
    assert.deepEqual(checkTarget(uri('/work/site/guides/intro.mdx'), root), {
      ok: true,
      fsPath: path.join(root, 'guides', 'intro.mdx'),
    });
    assert.equal(checkTarget('file:///work/site/api%20spec.yaml', root).ok, true);
  });

  it('refuses other schemes, hosts (UNC), dot segments, backslashes and files outside the folder', () => {
    for (const hostile of [
      'file://server/share/site/intro.mdx',
      'file:////server/share/site/intro.mdx',
      'file://localhost/work/site/intro.mdx',
      uri('/work/site/../secret.mdx'),
      'file:///work/site/%2e%2e/secret.mdx',
      'file:///work/site/guides/./intro.mdx',
      'file:///work/site/guides%5C..%5C..%5Csecret.mdx',
      'file:///work/site/intro.mdx%00.png',
      uri('/work/site-evil/intro.mdx'),
      uri('/work/secret.mdx'),
      uri('/etc/passwd'),
      uri('/work/site'),
      'command:workbench.action.terminal.new',
      'vscode-resource:/work/site/intro.mdx',
      'https://example.com/work/site/intro.mdx',
      'untitled:/work/site/intro.mdx',
      '/work/site/intro.mdx',
      'not a uri at all',
      '',
    ]) {
      const result = checkTarget(hostile, root);
      assert.equal(result.ok, false, `${hostile} -> ${JSON.stringify(result)}`);
    }
  });
});
