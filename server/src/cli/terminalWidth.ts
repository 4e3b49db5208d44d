// How wide stylish output may be: COLUMNS when set (a terminal, or a CI log that asks for it), else the terminal's
// width; no limit when stdout is not a terminal (a file, a pipe) or in CI, whose logs wrap by themselves.
import type { RunContext } from './run';

export function outputWidth(ctx: Pick<RunContext, 'env' | 'stdoutIsTTY' | 'stdoutColumns'>): number | undefined {
  const columns = ctx.env.COLUMNS;
  if (columns !== undefined && /^\d+$/.test(columns.trim()) && Number(columns) > 0) return Number(columns);
  if (!ctx.stdoutIsTTY || ctx.env.CI) return undefined;
  return ctx.stdoutColumns !== undefined && ctx.stdoutColumns > 0 ? ctx.stdoutColumns : undefined;
}
