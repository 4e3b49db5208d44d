// Mintlify lets an ATX heading end with a custom anchor id, `## Install {#setup}`. In MDX syntax that is an
// expression and would fail to parse (or worse, be read as code), so Mintlify removes it before parsing. We blank it
// out with spaces instead of removing it, so every offset in the page stays where the author wrote it.

const ATX_HEADING = /^ {0,3}#{1,6}[ \t]/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function stripCustomHeadingIds(text: string): { text: string; customIds: Map<number, string> } {
  const customIds = new Map<number, string>();
  if (!text.includes('{#')) return { text, customIds };
  const lines = text.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const opening = FENCE.exec(line);
    if (fence) {
      // A fence closes on a line of the same character, at least as long, and nothing else.
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1]) {
        fence = undefined;
      }
      continue;
    }
    if (opening) {
      fence = opening[1];
      continue;
    }
    const body = line.endsWith('\r') ? line.slice(0, -1) : line;
    const match = customIdOf(body);
    if (!match) continue;
    customIds.set(i, match.id);
    lines[i] = body.slice(0, match.keep) + ' '.repeat(body.length - match.keep) + (body === line ? '' : '\r');
  }
  return { text: lines.join('\n'), customIds };
}

/**
 * `## Title {#id}`: the id and how much of the line to keep (the heading without the id and the spaces before it).
 * Scanned by hand from the end of the line: a regular expression with a lazy heading text followed by optional
 * spaces takes time quadratic in the length of a line of spaces.
 */
function customIdOf(line: string): { id: string; keep: number } | undefined {
  if (!ATX_HEADING.test(line)) return undefined;
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  if (line[end - 1] !== '}') return undefined;
  const open = line.lastIndexOf('{#', end - 1);
  if (open < 0) return undefined;
  const id = line.slice(open + 2, end - 1);
  if (id === '' || /[{}\s]/.test(id)) return undefined;
  let keep = open;
  while (keep > 0 && (line[keep - 1] === ' ' || line[keep - 1] === '\t')) keep--;
  // The `#`s and the space after them always stay, even when the id is all the heading holds.
  const marker = ATX_HEADING.exec(line)![0].length;
  return { id, keep: Math.max(keep, marker) };
}
