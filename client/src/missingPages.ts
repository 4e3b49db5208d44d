// Ctrl+click on a page that has no file: the server reports the entry as `page-missing` and offers a "Create …"
// quick fix; here each such entry also becomes a document link whose target runs that quick fix and opens the new
// page. The entries come from the server's own diagnostics for the document (asked for when VS Code asks for
// links), so the links never lag behind the Problems panel.
import * as vscode from 'vscode';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageclient/node';

export const CREATE_PAGE_COMMAND = 'docsjson.createPage';
const RULE = 'page-missing';

export function missingPageLinks(document: vscode.TextDocument, diagnostics: LspDiagnostic[]): vscode.DocumentLink[] {
  return diagnostics
    .filter((d) => d.code === RULE)
    .map((d) => {
      const range = new vscode.Range(
        d.range.start.line,
        d.range.start.character,
        d.range.end.line,
        d.range.end.character,
      );
      const args = encodeURIComponent(
        JSON.stringify([document.uri.toString(), range.start.line, range.start.character]),
      );
      const link = new vscode.DocumentLink(range, vscode.Uri.parse(`command:${CREATE_PAGE_COMMAND}?${args}`));
      link.tooltip = 'Create this page';
      return link;
    });
}

/** Runs the server's "Create …" quick fix for the missing page at (line, character) and opens the created file. */
export async function createMissingPage(uriString: string, line: number, character: number): Promise<void> {
  const uri = vscode.Uri.parse(uriString);
  const position = new vscode.Position(line, character);
  const diagnostic = vscode.languages
    .getDiagnostics(uri)
    .find((d) => d.source === 'docsjson' && ruleOf(d) === RULE && d.range.contains(position));
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
    void vscode.window.showWarningMessage('docs.json: this page cannot be created from here.');
    return;
  }
  const created = create.edit
    .entries()
    .map(([target]) => target)
    .find((target) => target.toString() !== uri.toString());
  if (!(await vscode.workspace.applyEdit(create.edit))) return;
  if (!created) return;
  // The edit leaves the new page's front matter unsaved; save it so the page exists as written.
  const page = await vscode.workspace.openTextDocument(created);
  await page.save();
  await vscode.window.showTextDocument(page);
}

function ruleOf(d: vscode.Diagnostic): unknown {
  return typeof d.code === 'object' && d.code !== null ? d.code.value : d.code;
}
