// Which documents the language server is told about. docs.json has a language of its own (so VS Code's JSON
// support never sees it); pages are .mdx/.md files; JSON files are sent only from inside a docs root, because only
// those can be `$ref` includes (the server refuses to read outside the root). Other JSON and Markdown files of the
// workspace never reach the server.
import * as vscode from 'vscode';
import type { DocumentFilter } from 'vscode-languageclient/node';

export const DOCS_LANGUAGE = 'docsjson';
export const MDX_LANGUAGE = 'mdx';

/** `siteRoots`: URIs (as strings) of the folders that hold a docs.json. */
export function documentSelector(siteRoots: readonly string[]): DocumentFilter[] {
  // vscode-languageclient hands a filter's pattern to VS Code as it is, so it must be VS Code's RelativePattern (a
  // folder path as a glob string would break on folder names holding glob characters).
  const inRoots = (language: string, glob: string): DocumentFilter[] =>
    siteRoots.map(
      (root) =>
        ({
          scheme: 'file',
          language,
          pattern: new vscode.RelativePattern(vscode.Uri.parse(root), glob),
        }) as unknown as DocumentFilter,
    );
  return [
    { scheme: 'file', language: DOCS_LANGUAGE },
    // A docs.json that another extension or a user association opened as JSON is still a docs.json.
    { scheme: 'file', language: 'json', pattern: '**/docs.json' },
    { scheme: 'file', language: MDX_LANGUAGE },
    // When another MDX extension owns .mdx under a different language id, pages still reach the server.
    { scheme: 'file', pattern: '**/*.mdx' },
    ...inRoots('json', '**/*.json'),
    ...inRoots('markdown', '**/*.md'),
  ];
}
