// User text inside the Markdown of an editor answer (hover, completion documentation). Page paths, file names,
// front matter and OpenAPI summaries and descriptions come from files nobody vetted: written into Markdown as they
// are, a backtick ends the code span around them and what follows is Markdown again, so `![x](https://host/t.png)`
// makes the editor fetch a remote image (a tracker) when the hover opens, and a link can pose as anything.

/** Every ASCII punctuation character: CommonMark lets a backslash escape any of them, and only they start syntax. */
const PUNCTUATION = /[!-/:-@[-`{-~]/g;

/**
 * `text` as Markdown that shows exactly `text`: every punctuation character is escaped, so no emphasis, link, image,
 * HTML, entity, code span, heading or list can start in it. Line breaks stay (paragraphs of a description).
 */
export function markdownText(text: string): string {
  return text.replace(PUNCTUATION, '\\$&');
}

/**
 * `text` as an inline code span it cannot close: fenced with one backtick more than its longest run of backticks,
 * and padded with a space where it starts or ends with one (the parser strips one space from each side). Never
 * called with empty text: an empty code span does not exist in Markdown.
 */
export function markdownCode(text: string): string {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  // A span of spaces only keeps them all: no padding then.
  const pad = text.trim() !== '' && (text.startsWith('`') || text.endsWith('`') || /^ .* $/s.test(text)) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** What a client that shows no Markdown should read of an answer: the escapes written by markdownText removed. */
export function markdownAsPlainText(markdown: string): string {
  return markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
