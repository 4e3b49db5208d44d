// Lists of suggestions in the page rules' messages; the candidates themselves come from text/didYouMean.ts.

/** "`a`", "`a` or `b`", "`a`, `b` or `c`". */
export function orList(values: readonly string[]): string {
  const quoted = values.map((v) => `\`${v}\``);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}
