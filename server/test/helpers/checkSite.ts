// Runs the real DocsService over a site and returns its problems, for rule tests.
import { createDocsService, type CheckResult, type DocsServiceOptions, type Workspace } from '../../src/core';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import type { Problem } from '../../src/core/problem';

export type CheckOptions = Omit<DocsServiceOptions, 'workspace'>;

/** One check of a site on any workspace. */
export function lintSite(workspace: Workspace, options: CheckOptions = {}): Promise<CheckResult> {
  return createDocsService({ workspace, ...options }).check();
}

export async function checkSite(files: Record<string, string>, options: CheckOptions = {}): Promise<Problem[]> {
  return (await lintSite(new MemoryWorkspace(files), options)).problems;
}

/** Problems of one rule, as [message, file, range] tuples that read well in a failing assertion. */
export function ofRule(problems: Problem[], ruleId: string): Problem[] {
  return problems.filter((p) => p.ruleId === ruleId);
}
