// VS Code extension: starts docsjson-language-server over stdio for docs.json files. The schema binding is
// declared in client/package.json (`jsonValidation`), so VS Code's own JSON support also uses our schema.
import * as path from 'path';
import type { ExtensionContext } from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const serverModule = context.asAbsolutePath(path.join('..', 'server', 'out', 'src', 'lsp', 'main.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.stdio },
    debug: { module: serverModule, transport: TransportKind.stdio },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'json', pattern: '**/docs.json' },
      { scheme: 'file', language: 'jsonc', pattern: '**/docs.json' },
      { scheme: 'file', language: 'json' }, // included files ($ref) are JSON too; the server ignores unrelated ones
    ],
    synchronize: { configurationSection: 'docsjson' },
  };
  client = new LanguageClient('docsjson', 'docs.json', serverOptions, clientOptions);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
