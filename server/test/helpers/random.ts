// A deterministic sequence of numbers in [0, 1) for property tests: a failing seed fails the same way every run.
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}
