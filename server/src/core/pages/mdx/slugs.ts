// The slugs Mintlify makes anchor ids from (docs/pages.md, "Anchors"). Mintlify's pipeline slugs with the
// @sindresorhus/slugify package, after its own steps around it:
//   - headings and tab titles: lower-cased, white space turned into `-`, then percent-encoded
//     (`encodeURIComponent`), then slugified keeping `_` (and `%` and the case when anything was encoded), so
//     `v4.5 wire format` is `v4-5-wire-format` and `Café & co` is `caf%C3%A9-%26-co`;
//   - the id a reader's browser is sent to is that slug percent-decoded, without `?,;:!'"()[]{}` and emoji
//     (`cleanAnchorId`): `café-&-co`. Mintlify's link checker compares a link's `#fragment` the same way;
//   - accordion and view titles, and parameter names (`param-<name>`, camel case split), are slugified directly,
//     with transliteration to ASCII.
// The package builds a regular expression for each of its ~2,000 transliterations on every call (about 1 ms), too
// slow for every heading of a 10,000-page site, so ASCII text, where transliteration only turns `&` into ` and `
// and drops `^` and `` ` ``, is slugged here; other text goes to the package. Test-held: slugs.test.ts compares
// both with the package and with Mintlify's own functions.
import slugifyPackage from '@sindresorhus/slugify';

interface SlugOptions {
  /** Split camel case words first (`onError` -> `on-error`). */
  decamelize: boolean;
  lowercase: boolean;
  /** Characters kept besides ASCII letters and digits. */
  keep: '' | '_' | '%_';
}

const NOT_ASCII = /[^\x00-\x7f]/;

/** @sindresorhus/slugify with `-` as separator, on ASCII text by hand, on other text by the package. */
function slugify(text: string, options: SlugOptions): string {
  if (NOT_ASCII.test(text)) {
    return slugifyPackage(text, {
      decamelize: options.decamelize,
      lowercase: options.lowercase,
      preserveCharacters: [...options.keep],
    });
  }
  // Transliteration comes first and drops `^` and `` ` `` (diacritics), so `a`X` decamelizes as `aX`.
  let s = text.includes('^') || text.includes('`') ? text.replace(/[\^`]/g, '') : text;
  if (s.includes('&')) s = s.replace(/&/g, ' and ');
  if (options.decamelize) s = decamelize(s);
  if (options.lowercase) s = s.toLowerCase();
  // One pass: every run of other characters becomes one `-`, and no `-` is left at either end.
  const keepUnderscore = options.keep !== '';
  const keepPercent = options.keep === '%_';
  let out = '';
  let separate = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const kept =
      (c >= 97 && c <= 122) ||
      (c >= 48 && c <= 57) ||
      (c >= 65 && c <= 90 && !options.lowercase) ||
      (c === 95 && keepUnderscore) ||
      (c === 37 && keepPercent);
    if (kept) {
      if (separate && out !== '') out += '-';
      separate = false;
      out += s[i];
    } else separate = true;
  }
  // A contraction or possessive spelled with a separator: `don-t` -> `dont`, `it-s` -> `its`.
  return out.includes('-t') || out.includes('-s') ? out.replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3') : out;
}

/** Spaces between the words of camel case: `APIKey2` -> `API Key 2`, `onError` -> `on Error`, but `APIs` whole. */
function decamelize(s: string): string {
  return s
    .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
    .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
}

/**
 * Slugs of texts met before: titles (`Overview`, `Parameters`) and field names repeat across the pages of a site.
 * Emptied when it grows large, so that it never holds more than a few thousand short strings.
 */
function memo(compute: (text: string) => string): (text: string) => string {
  let known = new Map<string, string>();
  return (text) => {
    let slug = known.get(text);
    if (slug === undefined) {
      if (known.size >= 5000) known = new Map();
      known.set(text, (slug = compute(text)));
    }
    return slug;
  };
}

/** A heading's or tab title's slug before it is decoded for the page: `v4-5-wire-format`, `caf%C3%A9`. */
export const encodedSlug = memo(encodedSlugOf);

function encodedSlugOf(title: string): string {
  // A lone surrogate cannot be percent-encoded: it is read as the replacement character.
  const encoded = encodeURIComponent(wellFormed(title.toLowerCase().trim().replace(/\s+/g, '-')));
  return /%[0-9A-F]{2}/.test(encoded)
    ? slugify(encoded, { decamelize: false, lowercase: false, keep: '%_' })
    : slugify(encoded, { decamelize: false, lowercase: true, keep: '_' });
}

function wellFormed(s: string): string {
  return /[\uD800-\uDFFF]/.test(s) ? s.replace(LONE_SURROGATE, '\uFFFD') : s;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ANCHOR_PUNCTUATION = /[?,;:!'"()[\]{}]/g;
const ANCHOR_PUNCTUATION_ANY = /[?,;:!'"()[\]{}]/;
const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;

/**
 * An id as it ends up on the page and as Mintlify's link checker compares a `#fragment`: percent escapes decoded,
 * `?,;:!'"()[]{}` and emoji removed. A broken escape leaves the id as written.
 */
export function cleanAnchorId(id: string): string {
  // Most ids are plain ASCII without escapes, where only the punctuation can go (ASCII holds no emoji).
  if (!id.includes('%') && !NOT_ASCII.test(id))
    return ANCHOR_PUNCTUATION_ANY.test(id) ? id.replace(ANCHOR_PUNCTUATION, '') : id;
  let decoded: string;
  try {
    decoded = id.includes('%') ? decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')) : id;
  } catch {
    return id;
  }
  return decoded.replace(ANCHOR_PUNCTUATION, '').replace(EMOJI, '');
}

/** The slug of a heading's text as a reader's browser finds it, before duplicates are numbered. */
export function headingAnchorSlug(title: string): string {
  return cleanAnchorId(encodedSlug(title));
}

/**
 * Numbers repeated slugs the way Mintlify's slug counter does (per page, for headings and, separately, tabs): the
 * second `setup` is `setup-2`; a slug already ending in numbers counts against its stem too, so after three
 * `a`s an `a-1` becomes `a-1-1`... An empty slug stays empty.
 */
export class SlugCounter {
  private readonly seen = new Map<string, number>();

  next(slug: string): string {
    if (!slug) return '';
    const key = slug.toLowerCase();
    const stem = this.seen.get(key.replace(/(?:-\d+?)+?$/, '')) ?? 0;
    const count = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, count);
    return count >= 2 || stem > 2 ? `${slug}-${count}` : slug;
  }
}

/**
 * Makes table-of-contents slugs unique the way Mintlify does after the counter above: a slug met before gets the
 * first free `-2`, `-3`…, which is then taken too.
 */
export class SlugDeduplicator {
  private readonly seen = new Map<string, number>();

  next(slug: string): string {
    const count = this.seen.get(slug) ?? 0;
    this.seen.set(slug, count + 1);
    if (count === 0) return slug;
    let suffix = count + 1;
    while (this.seen.has(`${slug}-${suffix}`)) suffix++;
    const unique = `${slug}-${suffix}`;
    this.seen.set(unique, 1);
    return unique;
  }

  /** Counts an id as met without handing it out. */
  reserve(id: string): void {
    if (!this.seen.has(id)) this.seen.set(id, 1);
  }
}

/** The id of an accordion or view titled `title` (the first `:` counts as a separator), before numbering. */
export const componentSlug = memo((title) =>
  slugify(title.replace(':', '-'), { decamelize: false, lowercase: true, keep: '' }),
);

/** The id of a parameter or response field named `name`: `param-on-error`; the second of a name `param-on-error-1`. */
export function fieldId(name: string, count: number): string {
  return fieldSlug(`param-${name}${count > 0 ? `_${count}` : ''}`);
}

const fieldSlug = memo((text) => slugify(text, { decamelize: true, lowercase: true, keep: '' }));

/** A custom heading id as Mintlify writes it on the page: trimmed, without `<>"&?,;:!'()[]{}` or emoji, spaces as `-`. */
export function customHeadingId(raw: string): string {
  return raw
    .trim()
    .replace(/[<>"&?,;:!'()[\]{}]/g, '')
    .replace(EMOJI, '')
    .replace(/\s+/g, '-');
}
