// A JSON file that docs.json includes stays a plain JSON document, which VS Code's JSON support already checks for
// syntax errors. The server's `json-syntax` diagnostics for such a document would show each error twice, so they
// are left out there; docs.json itself (its own language) keeps them, as VS Code's JSON support never sees it.
import * as vscode from 'vscode';
import type { Middleware } from 'vscode-languageclient/node';

const JSON_SYNTAX = 'json-syntax';
const CHECKED_BY_VSCODE = new Set(['json', 'jsonc']);

function isJsonSyntax(d: vscode.Diagnostic): boolean {
  const code = typeof d.code === 'object' && d.code !== null ? d.code.value : d.code;
  return code === JSON_SYNTAX;
}

function languageOf(document: vscode.TextDocument | vscode.Uri): string | undefined {
  if (!(document instanceof vscode.Uri)) return document.languageId;
  return vscode.workspace.textDocuments.find((d) => d.uri.toString() === document.toString())?.languageId;
}

export const syntaxOnce: Middleware['provideDiagnostics'] = async (document, previousResultId, token, next) => {
  const report = await next(document, previousResultId, token);
  if (!report || report.kind !== 'full' || !CHECKED_BY_VSCODE.has(languageOf(document) ?? '')) return report;
  return { ...report, items: report.items.filter((d) => !isJsonSyntax(d)) };
};
