// Ctrl+click on a page that has no file: the server reports it as `page-missing` and offers a "Create …" quick fix;
// here every such entry also becomes a document link whose target runs that quick fix and opens the new page.
import * as vscode from 'vscode';

export const CREATE_PAGE_COMMAND = 'docsjson.createPage';

function missingPageDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages
    .getDiagnostics(uri)
    .filter(
      (d) =>
        d.source === 'docsjson' &&
        (d.code === 'page-missing' || (d.code as { value?: unknown })?.value === 'page-missing'),
    );
}

/** Links for the entries whose page is missing, added to the server's links (which name only existing files). */
export function missingPageLinks(document: vscode.TextDocument): vscode.DocumentLink[] {
  return missingPageDiagnostics(document.uri).map((d) => {
    const args = encodeURIComponent(
      JSON.stringify([document.uri.toString(), d.range.start.line, d.range.start.character]),
    );
    const link = new vscode.DocumentLink(d.range, vscode.Uri.parse(`command:${CREATE_PAGE_COMMAND}?${args}`));
    link.tooltip = 'Create this page';
    return link;
  });
}

/** Runs the server's "Create …" quick fix for the missing page at (line, character) and opens the created file. */
export async function createMissingPage(uriString: string, line: number, character: number): Promise<void> {
  const uri = vscode.Uri.parse(uriString);
  const position = new vscode.Position(line, character);
  const diagnostic = missingPageDiagnostics(uri).find((d) => d.range.contains(position));
  if (!diagnostic) return;
  const actions =
    (await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      uri,
      diagnostic.range,
      vscode.CodeActionKind.QuickFix.value,
    )) ?? [];
  const create = actions.find((a) => a.title.startsWith('Create ') && a.edit);
  if (!create?.edit) {
    void vscode.window.showWarningMessage('docs.json: this page cannot be created here.');
    return;
  }
  const created = create.edit
    .entries()
    .map(([target]) => target)
    .find((target) => target.toString() !== uri.toString());
  if (!(await vscode.workspace.applyEdit(create.edit))) return;
  if (created) await vscode.window.showTextDocument(created);
}
