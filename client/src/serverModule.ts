// Where the language server's main.js is: a configured path, the copy packaged with the extension, or the
// repository layout when the extension runs from a checkout.
import * as fs from 'fs';
import * as path from 'path';

export function serverModule(extensionPath: string, configured: string | undefined): string | undefined {
  const candidates = [
    configured && configured.trim() !== '' ? path.resolve(extensionPath, configured) : undefined,
    path.join(extensionPath, 'dist', 'server.js'),
    path.join(extensionPath, '..', 'server', 'out', 'src', 'lsp', 'main.js'),
  ].filter((p): p is string => !!p);
  return candidates.find((p) => fs.existsSync(p));
}
