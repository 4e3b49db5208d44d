// The navigation preview: a webview beside docs.json that shows the site's navigation as readers will see it,
// rendered by the language server with the site builder from the unsaved text, and updated as the author types or
// moves the cursor. One request is in flight at a time; changes made meanwhile are folded into the next one, so the
// preview keeps up with typing without a timer. A click on an item asks the server where it leads (the page file,
// the spec at the operation, or the entry in docs.json), and the answer is opened only when it is a local file
// inside the docs folder.
import * as path from 'path';
import * as vscode from 'vscode';
import { CREATE_PAGE_COMMAND } from '../missingPages';
import type { ServerClient } from '../serverClient';
import { createNonce, previewPage } from './previewHtml';
import {
  NAVIGATION_PREVIEW_REQUEST,
  NAVIGATION_TARGET_REQUEST,
  type JsonPath,
  type NavigationPreviewAnswer,
  type NavigationPreviewParams,
  type NavigationTarget,
} from './previewProtocol';
import { checkTarget } from './targetCheck';
import { parseWebviewMessage } from './webviewMessages';

const VIEW_TYPE = 'docsjson.navigationPreview';

export function isDocsJson(uri: vscode.Uri): boolean {
  return uri.scheme === 'file' && path.posix.basename(uri.path) === 'docs.json';
}

export class NavigationPreview implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  /** The docs.json the preview shows. */
  private docs: vscode.Uri | undefined;
  /** Where the cursor was last seen: docs.json, or a JSON file of the same site (an include). */
  private cursor: { uri: vscode.Uri; position: vscode.Position } | undefined;
  /** What the webview shows: the server's key for it, its focus and its HTML. */
  private shown: { key?: string; focus?: JsonPath; html?: string } = {};
  private inFlight = false;
  private again = false;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly server: ServerClient,
    private readonly output: vscode.LogOutputChannel,
  ) {
    this.subscriptions.push(
      server.onDidSendChange((uri) => {
        if (this.inSite(uri)) this.update();
      }),
      server.onDidStart(() => {
        this.shown = { focus: this.shown.focus, html: this.shown.html };
        this.update();
      }),
      vscode.window.onDidChangeTextEditorSelection((e) => {
        const uri = e.textEditor.document.uri;
        if (!this.panel || !this.inSite(uri) || !(isDocsJson(uri) || uri.path.endsWith('.json'))) return;
        this.cursor = { uri, position: e.selections[0].active };
        this.update();
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        const uri = editor?.document.uri;
        if (this.panel && uri && isDocsJson(uri) && uri.toString() !== this.docs?.toString()) this.follow(uri);
      }),
    );
  }

  /** Opens the preview for `docs` (in the active column, or beside it), or shows the open one for it. */
  async open(docs: vscode.Uri, toSide: boolean): Promise<void> {
    // The server answers only for documents the editor has open.
    await vscode.workspace.openTextDocument(docs);
    const column = toSide ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active;
    if (this.panel) {
      this.panel.reveal(column, toSide);
      this.follow(docs);
      return;
    }
    const media = vscode.Uri.joinPath(this.extensionUri, 'media');
    const panel = vscode.window.createWebviewPanel(
      VIEW_TYPE,
      'Navigation preview',
      { viewColumn: column, preserveFocus: toSide },
      {
        enableScripts: true,
        enableCommandUris: false,
        enableForms: false,
        localResourceRoots: [media],
        enableFindWidget: true,
      },
    );
    panel.iconPath = vscode.Uri.joinPath(this.extensionUri, 'images', 'icon.png');
    this.panel = panel;
    panel.webview.onDidReceiveMessage((m) => this.onMessage(m), undefined, this.subscriptions);
    // A hidden webview loses its page: when it is shown again it gets a new one (with a new nonce).
    let visible = panel.visible;
    panel.onDidChangeViewState(
      () => {
        if (panel.visible && !visible) this.load();
        visible = panel.visible;
      },
      undefined,
      this.subscriptions,
    );
    panel.onDidDispose(() => (this.panel = undefined), undefined, this.subscriptions);
    this.follow(docs);
    this.load();
  }

  dispose(): void {
    this.panel?.dispose();
    for (const s of this.subscriptions) s.dispose();
  }

  /** A fresh page (with a fresh nonce) in the webview; its script asks for the content once it runs. */
  private load(): void {
    if (!this.panel) return;
    const webview = this.panel.webview;
    const media = vscode.Uri.joinPath(this.extensionUri, 'media');
    webview.html = previewPage({
      nonce: createNonce(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'preview.css')).toString(),
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'preview.js')).toString(),
    });
  }

  private follow(docs: vscode.Uri): void {
    if (this.docs?.toString() !== docs.toString()) {
      this.docs = docs;
      this.shown = {};
      const editor = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === docs.toString());
      this.cursor = editor ? { uri: docs, position: editor.selection.active } : undefined;
    }
    if (this.panel) this.panel.title = `Navigation: ${path.basename(path.dirname(docs.fsPath))}`;
    this.update();
  }

  private inSite(uri: vscode.Uri): boolean {
    if (!this.docs || uri.scheme !== 'file') return false;
    const rel = path.relative(path.dirname(this.docs.fsPath), uri.fsPath);
    return !rel.startsWith('..') && !path.isAbsolute(rel);
  }

  /** Asks for the preview again; while a request is out, once more after it. */
  private update(): void {
    if (!this.panel?.visible || !this.docs) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    void this.refresh()
      .catch((e) => this.output.warn(`navigation preview: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => {
        this.inFlight = false;
        if (this.again) {
          this.again = false;
          this.update();
        }
      });
  }

  private async refresh(): Promise<void> {
    const docs = this.docs!;
    const ask = (uri: vscode.Uri, position?: vscode.Position) =>
      this.server.request<NavigationPreviewAnswer | null>(NAVIGATION_PREVIEW_REQUEST, {
        textDocument: { uri: uri.toString() },
        position: position && { line: position.line, character: position.character },
        known: this.shown.key,
        fallbackFocus: this.shown.focus,
      } satisfies NavigationPreviewParams);
    const cursor = this.cursor;
    let answer = cursor ? await ask(cursor.uri, cursor.position) : undefined;
    // A JSON file that is not one docs.json includes: keep the section shown.
    if (!answer && cursor?.uri.toString() !== docs.toString()) answer = await ask(docs);
    if (!answer || 'unchanged' in answer || docs !== this.docs) return;
    if ('message' in answer) {
      this.shown = { ...this.shown, key: answer.key };
      void this.post({ type: 'status', text: answer.message });
      return;
    }
    this.shown = { key: answer.key, focus: answer.focus, html: answer.html };
    void this.post({ type: 'render', html: answer.html });
  }

  private post(message: { type: 'render'; html: string } | { type: 'status'; text: string }): Thenable<boolean> {
    return this.panel?.webview.postMessage(message) ?? Promise.resolve(false);
  }

  private onMessage(data: unknown): void {
    const message = parseWebviewMessage(data);
    if (!message) {
      this.output.warn('navigation preview: ignored a message the preview does not send');
      return;
    }
    if (message.type === 'ready') {
      if (this.shown.html !== undefined) void this.post({ type: 'render', html: this.shown.html });
      this.update();
    } else void this.openTarget(message.path);
  }

  private async openTarget(jsonPath: JsonPath): Promise<void> {
    const docs = this.docs;
    if (!docs) return;
    const target = await this.server.request<NavigationTarget | null>(NAVIGATION_TARGET_REQUEST, {
      textDocument: { uri: docs.toString() },
      path: jsonPath,
    });
    if (!target) return;
    const checked = checkTarget(target.uri, path.dirname(docs.fsPath));
    if (!checked.ok) {
      this.output.warn(`navigation preview: not opening ${target.uri}: ${checked.reason}`);
      return;
    }
    const uri = vscode.Uri.file(checked.fsPath);
    const start = new vscode.Position(target.range.start.line, target.range.start.character);
    // The editor column beside the preview: where docs.json is shown, else the first one.
    const viewColumn =
      vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === docs.toString())?.viewColumn ??
      vscode.ViewColumn.One;
    if (target.kind === 'file') {
      const end = new vscode.Position(target.range.end.line, target.range.end.character);
      await vscode.window.showTextDocument(uri, { viewColumn, selection: new vscode.Range(start, end) });
      return;
    }
    // An entry of docs.json: the cursor goes inside its string, and the preview follows it there.
    const inside = start.translate(0, 1);
    await vscode.window.showTextDocument(uri, { viewColumn, selection: new vscode.Range(inside, inside) });
    if (target.missingPage) {
      const create = 'Create Page';
      const choice = await vscode.window.showInformationMessage('This page has no file yet.', create);
      if (choice === create)
        await vscode.commands.executeCommand(CREATE_PAGE_COMMAND, uri.toString(), start.line, start.character);
    }
  }
}
