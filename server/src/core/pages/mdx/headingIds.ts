// The anchor id Mintlify gives a heading. Its documentation says: lower case, spaces become hyphens, periods become
// hyphens, parentheses are dropped, `&` and `/` are kept, a straight apostrophe is kept as the typographic `’`
// (its Markdown pipeline runs remark-smartypants before ids are made), ids are not ASCII-folded, and a custom
// `{#id}` replaces the generated id. The links of a real 480-page site add what the documentation leaves open:
// runs of separators collapse into one hyphen (`## 3. VAD & Turn` is `#3-vad-&-turn`, `### enableMic(enable:
// boolean)` is `#enablemic-enable-boolean`), `@` and emoji are kept (`#@tool`, `#error-🤖`), hyphens at the ends
// go. So: every ASCII character other than a letter, a digit, `&`, `/`, `@` and `_` separates; every other
// character is kept. Ids are unique on a page: the second heading with the same id gets `-2`, the third `-3`.

/** Typographic quotes for straight ones in running text, as SmartyPants does. */
export function smartQuotes(text: string): string {
  if (!text.includes("'") && !text.includes('"')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== "'" && c !== '"') {
      out += c;
      continue;
    }
    const before = i > 0 ? text[i - 1] : ' ';
    const opening = /[\s([{\u2014\u2013-]/.test(before);
    if (c === "'") out += opening ? '\u2018' : '\u2019';
    else out += opening ? '\u201c' : '\u201d';
  }
  return out;
}

/** The generated id of a heading's plain text (quotes already made typographic where the text is prose). */
export function slugOf(text: string): string {
  let out = '';
  let pendingSeparator = false;
  for (const ch of text.toLowerCase()) {
    const c = ch.charCodeAt(0);
    const kept =
      c > 127 || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || ch === '&' || ch === '/' || ch === '@' || ch === '_';
    if (!kept || /\s/.test(ch)) {
      pendingSeparator = out.length > 0;
      continue;
    }
    if (pendingSeparator) out += '-';
    pendingSeparator = false;
    out += ch;
  }
  return out;
}

/** The id of a heading's plain text as written: typographic quotes first, as Mintlify's pipeline does. */
export function headingSlug(text: string): string {
  return slugOf(smartQuotes(text));
}

/** Hands out unique ids on one page, in document order (page checks, the site builder and previews alike). */
export class HeadingIdAllocator {
  private readonly used = new Set<string>();
  /** Per base, the next suffix to try: a page of 10,000 equal headings stays linear. */
  private readonly nextSuffix = new Map<string, number>();

  /** A custom id is used as written; a generated one gets `-2`, `-3`… when taken. */
  allocate(base: string, custom: boolean): string {
    if (custom || !this.used.has(base)) {
      this.used.add(base);
      return base;
    }
    let n = this.nextSuffix.get(base) ?? 2;
    let id = `${base}-${n++}`;
    while (this.used.has(id)) id = `${base}-${n++}`;
    this.nextSuffix.set(base, n);
    this.used.add(id);
    return id;
  }
}
