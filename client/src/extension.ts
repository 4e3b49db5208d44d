// The VS Code extension: the docs.json language server (diagnostics, completion, hover, links, quick fixes,
// rename), a language for docs.json and one for .mdx pages, formatting, the navigation preview, and the commands of
// the docs.json category. Which part of VS Code reports what: docs/vscode.md.
import * as vscode from 'vscode';
import { DOCS_LANGUAGE } from './documentSelector';
import { registerFormatter } from './formatting';
import { CREATE_PAGE_COMMAND, createMissingPage } from './missingPages';
import { docsJsonFor } from './preview/docsJsonFor';
import { NavigationPreview } from './preview/navigationPreview';
import { ServerClient } from './serverClient';

let server: ServerClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('docs.json', { log: true });
  server = new ServerClient(context, output);
  const preview = new NavigationPreview(context.extensionUri, server, output);
  const openPreview = (toSide: boolean) => async (uri?: unknown) => {
    const docs = await docsJsonFor(uri);
    if (docs) await preview.open(docs, toSide);
    else void vscode.window.showInformationMessage('docs.json: there is no docs.json in this workspace to preview.');
  };
  const docsFiles = vscode.workspace.createFileSystemWatcher('**/docs.json', false, true, false);
  const rootsChanged = () => void server?.rootsMayHaveChanged();
  context.subscriptions.push(
    output,
    server,
    docsFiles,
    docsFiles.onDidCreate(rootsChanged),
    docsFiles.onDidDelete(rootsChanged),
    vscode.workspace.onDidChangeWorkspaceFolders(rootsChanged),
    registerFormatter(DOCS_LANGUAGE),
    vscode.commands.registerCommand('docsjson.restartServer', async () => {
      output.info('restart requested');
      await server?.restart();
    }),
    vscode.commands.registerCommand('docsjson.showOutput', () => output.show(true)),
    vscode.commands.registerCommand(CREATE_PAGE_COMMAND, createMissingPage),
    preview,
    vscode.commands.registerCommand('docsjson.openPreview', openPreview(false)),
    vscode.commands.registerCommand('docsjson.openPreviewToSide', openPreview(true)),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('docsjson.server.path')) void server?.restart();
    }),
  );
  await server.start();
}

export async function deactivate(): Promise<void> {
  await server?.dispose();
  server = undefined;
}
