// Mintlify lets an ATX heading end with a custom anchor id, `## Install {#setup}`. In MDX syntax that is an
// expression and would fail to parse (or worse, be read as code), so Mintlify removes it before parsing. We blank it
// out with spaces instead of removing it, so every offset in the page stays where the author wrote it.

const HEADING_WITH_ID = /^( {0,3}#{1,6}[ \t].*?)([ \t]*\{#([^{}\s]+)\})[ \t]*$/;
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
    const match = HEADING_WITH_ID.exec(body);
    if (!match) continue;
    customIds.set(i, match[3]);
    lines[i] = match[1] + ' '.repeat(body.length - match[1].length) + (body === line ? '' : '\r');
  }
  return { text: lines.join('\n'), customIds };
}
