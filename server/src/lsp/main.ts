#!/usr/bin/env node
// docsjson-language-server: the language server for docs.json sites over stdio.
//   docsjson-language-server --stdio      (what editors run)
//   docsjson-language-server --help | --version
import * as fs from 'fs';
import * as path from 'path';
import { createConnection } from 'vscode-languageserver/node';
import { describeError, stderrLogger } from './logger';
import { startServer } from './server';
import { lowerOtherThreadsPriority } from '../node/threadPriority';

const USAGE = `Usage: docsjson-language-server --stdio

Language server for docs.json documentation sites (Mintlify format): diagnostics from the docsjson lint rules,
completion of pages, endpoints and settings, hover, go to definition, quick fixes, file rename, outline.

Options:
  --stdio      talk LSP over stdin/stdout (the default; editors pass it)
  --version    print the version and exit
  --help       print this help and exit

Settings (workspace/configuration or initializationOptions): {"docsjson": {"rules": {"page-missing": "warning"}}}
`;

function packageVersion(): string {
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'package.json');
    try {
      const pkg = JSON.parse(fs.readFileSync(candidate, 'utf8'));
      if (pkg && pkg.name === 'docsjson' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // keep walking up
    }
    dir = path.dirname(dir);
  }
  return '0.0.0';
}

function main(argv: string[]): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(USAGE);
    return;
  }
  if (argv.includes('--version') || argv.includes('-v')) {
    process.stdout.write(packageVersion() + '\n');
    return;
  }
  const unknown = argv.filter(
    (a) => a.startsWith('-') && !['--stdio', '--node-ipc'].includes(a) && !a.startsWith('--clientProcessId'),
  );
  if (unknown.length > 0) {
    process.stderr.write(`docsjson-language-server: unknown option ${unknown[0]}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  // V8's helper threads collect garbage and compile for the background workers' heaps too: they give way to the
  // thread that answers keystrokes (before any thread of ours starts, so only they are lowered).
  lowerOtherThreadsPriority();
  // Nothing a user's file can do may end the process (Node exits on an unhandled rejection): log and keep serving.
  process.on('unhandledRejection', (reason) => stderrLogger.error(`unhandled rejection: ${describeError(reason)}`));
  process.on('uncaughtException', (error) => stderrLogger.error(`uncaught exception: ${describeError(error)}`));
  if (!argv.includes('--stdio') && !argv.includes('--node-ipc')) process.argv.push('--stdio');
  const connection = createConnection();
  startServer(connection, { name: 'docsjson-language-server', version: packageVersion() });
}

main(process.argv.slice(2));
