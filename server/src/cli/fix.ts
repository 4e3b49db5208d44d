// `docsjson lint --fix` and `--fix-dry-run`: checks the site, takes the fixes the core marks certain (the editor's
// own quick fixes: core certainFixes), applies them to the texts in memory, and checks again, until a pass finds
// nothing more to fix (a fix can make another one possible, or two overlapped). Then --fix writes each changed file
// (its byte order mark kept) and --fix-dry-run prints the change as a unified diff (jsdiff, the library behind
// most JavaScript diff tools, rather than a diff of our own).
import * as fs from 'fs';
import * as path from 'path';
import { createTwoFilesPatch } from 'diff';
import type { AppliedFix, DocsServiceOptions, OptInFix, OverlayWorkspace } from '../core';
import { oneBased, plural } from './report';

/** Passes after which fixing stops even if more could be found (ESLint stops after 10 too). */
const MAX_PASSES = 10;

export interface FixOutcome {
  fixes: AppliedFix[];
  /** The original and new text of each changed file, by root-relative path. */
  changed: Map<string, { before: string; after: string }>;
}

export async function findFixes(
  workspace: OverlayWorkspace,
  options: Omit<DocsServiceOptions, 'workspace'>,
  /** `imageAlt`: also give images without alt text their file name's words (--fix-image-alt). */
  asked: { imageAlt?: boolean } = {},
): Promise<FixOutcome> {
  const optIns = new Set<OptInFix>(asked.imageAlt ? ['image-alt'] : []);
  const core = require('../core') as typeof import('../core');
  const fixes: AppliedFix[] = [];
  const before = new Map<string, string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // Full OpenAPI validation has no certain fix: it is left to the check that reports.
    const severities = { ...options.severities, 'openapi-invalid': 'off' as const };
    const service = core.createDocsService({ ...options, severities, workspace, checksOnce: true });
    const result = await service.check();
    const found = await core.certainFixes(
      result.problems,
      {
        model: result.model,
        files: result.files,
        page: (file) => service.pages.page(file).catch(() => undefined),
      },
      { optIns },
    );
    if (found.fixes.length === 0) break;
    for (const { file, edits } of found.edit.edits) {
      const text = await workspace.readFile(file);
      if (!before.has(file)) before.set(file, text);
      workspace.setText(file, core.applyTextEdits(text, undefined, edits));
    }
    fixes.push(...found.fixes);
  }
  const changed = new Map<string, { before: string; after: string }>();
  for (const [file, after] of workspace.changed()) {
    const original = before.get(file)!;
    if (original !== after) changed.set(file, { before: original, after });
  }
  return { fixes, changed };
}

/** Writes the fixed texts over the files, keeping a byte order mark the file started with. */
export function writeFixes(rootPath: string, changed: FixOutcome['changed']): void {
  for (const [file, { after }] of changed) {
    const abs = path.join(rootPath, ...file.split('/'));
    const bom = fs
      .readFileSync(abs)
      .subarray(0, 3)
      .equals(Buffer.from([0xef, 0xbb, 0xbf]));
    fs.writeFileSync(abs, (bom ? '\ufeff' : '') + after);
  }
}

/** The changes as one unified diff, paths as git shows them (a/docs.json, b/docs.json) from the current folder. */
export function fixDiff(rootPath: string, cwd: string, changed: FixOutcome['changed']): string {
  let out = '';
  for (const [file, { before, after }] of [...changed].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const shown = (path.relative(cwd, path.join(rootPath, ...file.split('/'))) || file).split(path.sep).join('/');
    out += createTwoFilesPatch(`a/${shown}`, `b/${shown}`, before, after, undefined, undefined, { context: 3 })
      .split('\n')
      .filter((line) => !line.startsWith('==='))
      .join('\n');
  }
  return out;
}

/** What was (or would be) fixed, one line each, for stderr. */
export function fixSummary(fixes: readonly AppliedFix[], files: number, dryRun: boolean): string {
  if (fixes.length === 0) return `docsjson: nothing to fix${dryRun ? '' : ' (no file changed)'}\n`;
  let out = `docsjson: ${dryRun ? 'would fix' : 'fixed'} ${plural(fixes.length, 'problem')} in ${plural(files, 'file')}:\n`;
  for (const { problem, title } of fixes) {
    const pos = oneBased(problem);
    out += `  ${problem.file}:${pos.line}:${pos.column}  ${problem.ruleId}  ${title}\n`;
  }
  return out;
}
