// Mintlify lets an ATX heading end with a custom anchor id, `## Install {#setup}`. In MDX syntax that is an
// expression and would fail to parse, so Mintlify's build rewrites such lines before parsing, line by line outside
// fenced code: a heading of one to six `#`s (at most three spaces before them) whose line ends, after some heading
// text, with `{`, optional spaces, `#`, an id without `}`, and `}`. Anything up to the `}` is the id, even
// `{#### Step two}` (its id is `###-Step-two`: see `customHeadingId`). Fences are recognised at any indentation
// (a fence in a list item or a component counts). We blank the `{#…}` out with spaces instead of removing it, so
// every offset in the page stays where the author wrote it.
import { customHeadingId } from './slugs';

export function stripCustomHeadingIds(text: string): { text: string; customIds: Map<number, string> } {
  const customIds = new Map<number, string>();
  if (!text.includes('{')) return { text, customIds };
  const lines = text.split('\n');
  let fence: { char: string; count: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const stripped = line.trimStart();
    if (fence) {
      if (closesFence(stripped, fence)) fence = undefined;
      continue;
    }
    fence = openingFence(stripped);
    if (fence) continue;
    const match = customIdOf(line);
    if (!match) continue;
    customIds.set(i, customHeadingId(match.id));
    const body = line.endsWith('\r') ? line.length - 1 : line.length;
    lines[i] = line.slice(0, match.keep) + ' '.repeat(body - match.keep) + line.slice(body);
  }
  return { text: lines.join('\n'), customIds };
}

function openingFence(stripped: string): { char: string; count: number } | undefined {
  const char = stripped[0];
  if (char !== '`' && char !== '~') return undefined;
  let count = 1;
  while (stripped[count] === char) count++;
  return count >= 3 ? { char, count } : undefined;
}

/** A run of at least the opening's length of its character, then nothing but spaces, tabs or a carriage return. */
function closesFence(stripped: string, fence: { char: string; count: number }): boolean {
  let i = 0;
  while (stripped[i] === fence.char) i++;
  if (i < fence.count) return false;
  for (; i < stripped.length; i++) if (!' \t\r'.includes(stripped[i])) return false;
  return true;
}

const SPACE = /\s/;

/**
 * `## Title {#id}`: the id as written and how much of the line to keep (up to the `{`, spaces before it
 * included: they are blank either way). Scanned by hand: a regular expression with a lazy heading text followed by
 * optional spaces takes time quadratic in the length of a line of spaces.
 */
function customIdOf(line: string): { id: string; keep: number } | undefined {
  let i = 0;
  while (i < 3 && line[i] === ' ') i++;
  const hashes = i;
  while (line[i] === '#' && i - hashes < 7) i++;
  const level = i - hashes;
  if (level < 1 || level > 6 || !SPACE.test(line[i] ?? '')) return undefined;
  // Heading text of at least one character must come before the `{`.
  const textFrom = i + 1;
  let end = line.length;
  while (end > 0 && SPACE.test(line[end - 1])) end--;
  if (end === 0 || line[end - 1] !== '}') return undefined;
  const close = end - 1;
  // The id holds no `}`: the `{` comes after any other `}`. The first `{` followed by spaces and `#` opens it.
  const lastOtherBrace = line.lastIndexOf('}', close - 1);
  for (let open = line.indexOf('{', Math.max(textFrom + 1, lastOtherBrace + 1)); open >= 0 && open < close;) {
    let j = open + 1;
    while (j < close && SPACE.test(line[j])) j++;
    if (line[j] === '#' && j + 1 < close) {
      return { id: line.slice(j + 1, close), keep: open };
    }
    open = line.indexOf('{', open + 1);
  }
  return undefined;
}
