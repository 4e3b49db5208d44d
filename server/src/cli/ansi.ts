// Raw ANSI styling and terminal column widths, without a dependency.

export interface Style {
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  blue(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
  underline(s: string): string;
}

const wrap = (open: number, close: number) => (s: string) => (s === '' ? s : `\u001b[${open}m${s}\u001b[${close}m`);

export const COLOR: Style = {
  red: wrap(31, 39),
  green: wrap(32, 39),
  yellow: wrap(33, 39),
  blue: wrap(34, 39),
  dim: wrap(2, 22),
  bold: wrap(1, 22),
  underline: wrap(4, 24),
};

const id = (s: string) => s;
export const PLAIN: Style = { red: id, green: id, yellow: id, blue: id, dim: id, bold: id, underline: id };

export interface ColorInputs {
  /** --no-color was given. */
  noColorFlag: boolean;
  stdoutIsTTY: boolean;
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * --no-color wins; then FORCE_COLOR (any value but "0"/"false" forces colours on, those two force them off);
 * then NO_COLOR (set and not empty: off, https://no-color.org); then colours only on a terminal that is not "dumb".
 */
export function shouldUseColor({ noColorFlag, stdoutIsTTY, env }: ColorInputs): boolean {
  if (noColorFlag) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return !(force === '0' || force.toLowerCase() === 'false');
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stdoutIsTTY && env.TERM !== 'dumb';
}

const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}]+$/u;
const WIDE =
  /[\p{Emoji_Presentation}\ufe0f\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** Made on first use: creating a Segmenter is slow, and a run that prints only ASCII never needs one. */
let graphemes: Intl.Segmenter | undefined;

/**
 * Columns a string takes in a terminal, per user-perceived character: 0 for controls and lone combining marks,
 * 2 for emoji (including ZWJ sequences and text symbols followed by VS16) and East Asian wide characters, else 1.
 */
export function displayWidth(s: string): number {
  if (PRINTABLE_ASCII.test(s)) return s.length; // the common case, and segmenting is far slower
  let width = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(s)) {
    if (ZERO_WIDTH.test(segment)) continue;
    width += WIDE.test(segment) ? 2 : 1;
  }
  return width;
}

export function padEnd(s: string, width: number): string {
  return s + ' '.repeat(Math.max(0, width - displayWidth(s)));
}

export function padStart(s: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(s))) + s;
}
