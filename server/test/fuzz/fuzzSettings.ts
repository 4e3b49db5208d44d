// How much each fuzzer does: a short run in `npm test` (fixed seeds, so a failure fails the same way every run), a
// long one with DOCSJSON_FUZZ=long (the same seeds, many more cases), and the cases of known, not yet fixed failures
// (left out of the default run, kept here so that they are not forgotten) with DOCSJSON_FUZZ=known.
export type FuzzMode = 'short' | 'long' | 'known';

export function fuzzMode(): FuzzMode {
  const mode = process.env.DOCSJSON_FUZZ;
  return mode === 'long' || mode === 'known' ? mode : 'short';
}

/** The number of cases for this run: `short` in `npm test`, `long` with DOCSJSON_FUZZ=long. */
export function fuzzCount(short: number, long: number): number {
  return fuzzMode() === 'long' ? long : short;
}

/** True when the cases of known failures run (DOCSJSON_FUZZ=known). */
export function knownFailuresRun(): boolean {
  return fuzzMode() === 'known';
}
