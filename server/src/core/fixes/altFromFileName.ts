// Alternative text made from an image's file name (`/images/quick-start-diagram.png` -> "Quick start diagram"):
// the opt-in fix of image-alt (`docsjson lint --fix --fix-image-alt`, and the editor's quick fix), never applied by
// a plain --fix since a file name describes an image only as well as its author named it. Names that say nothing
// (a camera's IMG_2041, a hash, "screenshot 2024-01-02") give no text: an alt of "Image" would silence the rule
// and tell a reader nothing.

/** Words that name the kind of file, not what it shows. */
const GENERIC = new Set([
  'image',
  'img',
  'images',
  'screenshot',
  'screen',
  'shot',
  'capture',
  'picture',
  'pic',
  'photo',
  'untitled',
  'figure',
  'fig',
  'file',
  'download',
  'final',
  'copy',
  'new',
  'at',
  'dsc',
  'pxl',
]);

/** The file name's words as a sentence, or undefined when it has none that describe anything. */
export function altFromFileName(src: string): string | undefined {
  const path = src.trim().split(/[?#]/)[0];
  let name = path.slice(path.lastIndexOf('/') + 1);
  try {
    name = decodeURIComponent(name);
  } catch {
    // a stray % stays as written
  }
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const words = stem
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2') // camelCase
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && !looksGenerated(w));
  if (!words.some((w) => /\p{L}{2,}/u.test(w) && !GENERIC.has(w.toLowerCase()))) return undefined;
  const sentence = words
    .map((w) => (w.length > 1 && w === w.toUpperCase() && /\p{L}/u.test(w) ? w : w.toLowerCase()))
    .join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A hash or an id a program made (`3f9a8b7c6d`, `a1b2c3d4e5f6`), which names nothing. */
function looksGenerated(word: string): boolean {
  return word.length >= 8 && /\d/.test(word) && /[a-z]/i.test(word);
}
