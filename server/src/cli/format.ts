// `docsjson format [PATH] [--check]`: formats docs.json with jsonc-parser's formatter, the one the VS Code extension
// runs for Format Document, with the indentation the file already uses (two spaces when it has none). Only
// docs.json: MDX pages are left alone (see docs/fix-suppress-ci.md, "Formatting", for why). --check writes nothing
// and exits 1 when the file is not formatted, as `prettier --check`.
import * as fs from 'fs';
import * as path from 'path';
import { applyEdits, format } from 'jsonc-parser';
import type { FormatArgs } from './args';
import { UsageError } from './args';
import { resolveTarget, type RunContext, type RunOutcome } from './run';

export function runFormat(args: FormatArgs, ctx: RunContext): RunOutcome {
  const { rootPath, docsFile } = resolveTarget(args.path, ctx.cwd, 'format');
  const file = path.join(rootPath, docsFile);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
  const formatted = formatDocsJson(text);
  const shown = path.relative(ctx.cwd, file) || docsFile;
  if (formatted === text)
    return { exitCode: 0, stdout: args.check ? '' : `${shown} is formatted already\n`, stderr: '' };
  if (args.check)
    return { exitCode: 1, stdout: `${shown}\n`, stderr: `docsjson: ${shown} is not formatted: run docsjson format\n` };
  fs.writeFileSync(file, formatted);
  return { exitCode: 0, stdout: `formatted ${shown}\n`, stderr: '' };
}

/** The text formatted as the editor formats it, keeping its indentation unit and line endings. */
export function formatDocsJson(text: string): string {
  const bom = text.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
  const body = bom ? text.slice(1) : text;
  const indent = /\n([ \t]+)\S/.exec(body)?.[1];
  const tabs = indent?.startsWith('\t') ?? false;
  const edits = format(body, undefined, {
    insertSpaces: !tabs,
    tabSize: tabs ? 1 : (indent?.length ?? 2),
    eol: body.includes('\r\n') ? '\r\n' : '\n',
    insertFinalNewline: true,
    keepLines: false,
  });
  return bom + applyEdits(body, edits);
}
