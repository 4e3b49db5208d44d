// Heading anchors as Mintlify writes them, so `page#anchor` links made for a Mintlify site work here too. Its rules
// (from its documentation and from ids seen on built sites): lower case; straight apostrophes become typographic
// ones and stay (its typography pass runs before the id is made: "What's next?" -> "what’s-next"); runs of white
// space and periods become one hyphen; `&`, `/`, `_`, `-` and letters and digits of any script stay; everything else
// (parentheses, colons, question marks, quotes, emoji) is dropped. A repeated id on one page gets "-2", "-3", ...
// counted over the whole page, headings inside components and snippets included. A custom `{#id}` is used as written.

/** The anchor Mintlify makes for a heading whose plain text is `text`; empty when nothing usable is left. */
export function headingSlug(text: string): string {
  return smartApostrophes(text.trim().toLowerCase())
    .replace(/[\s.]+/gu, '-')
    .replace(/[^\p{L}\p{M}\p{N}\-_&/’‘]/gu, '')
    .replace(/^-+|-+$/g, '');
}

/** `'` after a letter or digit closes (’), anywhere else it opens (‘), as typographic quoting does. */
function smartApostrophes(text: string): string {
  return text.replace(/'/g, (_, offset: number) => (/[\p{L}\p{N}]/u.test(text[offset - 1] ?? '') ? '’' : '‘'));
}

/** The ids used on one rendered page: every id, generated or custom, is unique on the page. */
export class PageIds {
  private readonly used = new Set<string>();
  /** Per base, the next suffix to try: a page of 10,000 equal headings stays linear. */
  private readonly nextSuffix = new Map<string, number>();

  /** A custom `{#id}`: taken as written (an author who repeats one gets what they wrote, as on Mintlify). */
  custom(id: string): string {
    this.used.add(id);
    return id;
  }

  /** The id for a heading text: its slug, or the slug with "-2", "-3"... when already used. Undefined when empty. */
  forText(text: string): string | undefined {
    const base = headingSlug(text);
    return base ? this.unique(base) : undefined;
  }

  /** `base` itself when free, otherwise the first free `base-N` from 2 on. */
  unique(base: string): string {
    let id = base;
    let n = this.nextSuffix.get(base) ?? 2;
    while (this.used.has(id)) id = `${base}-${n++}`;
    this.nextSuffix.set(base, n);
    this.used.add(id);
    return id;
  }
}
