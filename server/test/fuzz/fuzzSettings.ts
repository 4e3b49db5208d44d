// How much each fuzzer does: a short run in `npm test` (fixed seeds, so a failure fails the same way every run), and
// a long one with DOCSJSON_FUZZ=long (the same seeds, many more cases).
export type FuzzMode = 'short' | 'long';

export function fuzzMode(): FuzzMode {
  return process.env.DOCSJSON_FUZZ === 'long' ? 'long' : 'short';
}

/** The number of cases for this run: `short` in `npm test`, `long` with DOCSJSON_FUZZ=long. */
export function fuzzCount(short: number, long: number): number {
  return fuzzMode() === 'long' ? long : short;
}
