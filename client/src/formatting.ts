// Format Document / Format Selection for docs.json. VS Code's JSON formatter does not see the docsjson language, so
// the same formatter it uses (jsonc-parser's) runs here, with the editor's indentation options.
import { format, FormattingOptions as JsonFormattingOptions } from 'jsonc-parser';
import * as vscode from 'vscode';

function edits(document: vscode.TextDocument, range: vscode.Range | undefined, options: vscode.FormattingOptions) {
  const text = document.getText();
  const jsonOptions: JsonFormattingOptions = {
    tabSize: options.tabSize,
    insertSpaces: options.insertSpaces,
    insertFinalNewline: text.endsWith('\n'),
    keepLines: false,
  };
  const offsets = range
    ? { offset: document.offsetAt(range.start), length: document.offsetAt(range.end) - document.offsetAt(range.start) }
    : undefined;
  return format(text, offsets, jsonOptions).map(
    (e) =>
      new vscode.TextEdit(
        new vscode.Range(document.positionAt(e.offset), document.positionAt(e.offset + e.length)),
        e.content,
      ),
  );
}

export function registerFormatter(language: string): vscode.Disposable {
  const selector: vscode.DocumentSelector = { language };
  return vscode.Disposable.from(
    vscode.languages.registerDocumentFormattingEditProvider(selector, {
      provideDocumentFormattingEdits: (document, options) => edits(document, undefined, options),
    }),
    vscode.languages.registerDocumentRangeFormattingEditProvider(selector, {
      provideDocumentRangeFormattingEdits: (document, range, options) => edits(document, range, options),
    }),
  );
}
