// Runs the real SiteChecker over an in-memory site and returns its problems, for rule tests.
import { SiteChecker, CheckOptions } from '../../src/core/siteChecker';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import type { Problem } from '../../src/core/problem';

export async function checkSite(files: Record<string, string>, options: CheckOptions = {}): Promise<Problem[]> {
  const result = await new SiteChecker(new MemoryWorkspace(files), options).check();
  return result.problems;
}

/** Problems of one rule, as [message, file, range] tuples that read well in a failing assertion. */
export function ofRule(problems: Problem[], ruleId: string): Problem[] {
  return problems.filter((p) => p.ruleId === ruleId);
}
