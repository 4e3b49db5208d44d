// `docsjson dev [PATH]`: placeholder until the dev server is wired.
import type { DevArgs } from './args';
import type { RunContext, RunOutcome } from './run';

export async function runDev(_args: DevArgs, _ctx: RunContext): Promise<RunOutcome> {
  return { exitCode: 2, stdout: '', stderr: 'docsjson: dev is not available yet\n' };
}
