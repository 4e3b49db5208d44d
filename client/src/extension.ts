// VS Code extension: starts docsjson-language-server over stdio for docs.json sites. Schema validation of docs.json
// by VS Code's own JSON support is declared in package.json (`jsonValidation`, the bundled schema); everything else
// (diagnostics from the lint rules, completion, hover, links, quick fixes, rename) comes from the server.
import * as fs from 'fs';
import * as path from 'path';
import { ExtensionContext, workspace } from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

/**
 * The server's main.js: `docsjson.server.path` when set, else the copy bundled in the extension (packaged), else
 * the repository layout (client/ beside server/, for development).
 */
export function serverModule(extensionPath: string, configured: string | undefined): string | undefined {
  const candidates = [
    configured && configured.trim() !== '' ? path.resolve(extensionPath, configured) : undefined,
    path.join(extensionPath, 'dist', 'server.js'), // the bundle `npm run build` writes (scripts/bundle.js)
    path.join(extensionPath, 'server', 'out', 'src', 'lsp', 'main.js'),
    path.join(extensionPath, '..', 'server', 'out', 'src', 'lsp', 'main.js'),
  ].filter((p): p is string => !!p);
  return candidates.find((p) => fs.existsSync(p));
}

/**
 * package.json's `jsonValidation` names ./schema/docs.schema.json inside the extension. A packaged extension has it
 * (vscode:prepublish copies it); in the repository layout it is copied from ../schema on first start.
 */
export function ensureBundledSchema(extensionPath: string): void {
  const target = path.join(extensionPath, 'schema', 'docs.schema.json');
  const source = path.join(extensionPath, '..', 'schema', 'docs.schema.json');
  try {
    if (!fs.existsSync(source)) return;
    if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(source).mtimeMs) return;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
  } catch {
    // Read-only install: the packaged copy is used.
  }
}

export async function activate(context: ExtensionContext): Promise<void> {
  ensureBundledSchema(context.extensionPath);
  const config = workspace.getConfiguration('docsjson');
  const module = serverModule(context.extensionPath, config.get<string>('server.path'));
  if (!module)
    throw new Error('docsjson-language-server not found: build it (npm run build) or set "docsjson.server.path"');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.stdio },
    debug: { module, transport: TransportKind.stdio, options: { execArgv: ['--nolazy', '--inspect=6019'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      // docs.json and the JSON files it includes ($ref); the server answers nothing for unrelated JSON files.
      { scheme: 'file', language: 'json' },
      { scheme: 'file', language: 'jsonc' },
      // Pages: their front matter is checked, and opening one tells the server it exists.
      { scheme: 'file', language: 'mdx' },
      { scheme: 'file', language: 'markdown' },
    ],
    // Settings are pulled by the server (workspace/configuration); this also sends them at start for old servers.
    initializationOptions: { docsjson: { rules: config.get('rules') ?? {} } },
    synchronize: { configurationSection: 'docsjson' },
  };
  client = new LanguageClient('docsjson', 'docs.json', serverOptions, clientOptions);
  context.subscriptions.push({ dispose: () => void client?.stop() });
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
