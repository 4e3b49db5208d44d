// Where the server writes what went wrong: the client's log (window/logMessage) once connected, stderr before.
// Never stdout: that is the protocol stream. Messages name files and quote the site: their control characters are
// escaped, as on any terminal (logs are read with `tail` and `cat`).
import { printableLines } from '../core';

export interface Logger {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
}

export const stderrLogger: Logger = {
  error: (m) => process.stderr.write(`[docsjson] error: ${printableLines(m)}\n`),
  warn: (m) => process.stderr.write(`[docsjson] warning: ${printableLines(m)}\n`),
  info: (m) => process.stderr.write(`[docsjson] ${printableLines(m)}\n`),
};

export function describeError(e: unknown): string {
  if (e instanceof Error) return e.stack ?? `${e.name}: ${e.message}`;
  try {
    return String(e);
  } catch {
    return 'unprintable error';
  }
}
