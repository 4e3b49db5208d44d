// Timeouts in tests only catch hangs; they never judge speed. On a busy machine every test takes longer in
// proportion to the load, so each timeout is multiplied by the factor the test runner chose for this run (from the
// load when the run started, at least 2; DOCSJSON_TEST_TIME_SCALE sets it). A hang is still caught, only later.
const setting = Number(process.env.DOCSJSON_TEST_TIME_SCALE);
export const TIME_SCALE = Number.isFinite(setting) && setting > 0 ? setting : 1;

/** A timeout of `ms` on an idle machine, for this run. */
export function scaledTimeout(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
