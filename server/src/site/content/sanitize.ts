// The last pass over every rendered body: an allowlist of elements and attributes, so nothing the renderer lets
// through by mistake (or a library adds) reaches the page. No event handlers, no style attributes (except a colour
// swatch's custom properties holding a checked colour), no scripts or frames; classes only from the renderer's own
// `dj-` set; URLs only http, https, mailto or scheme-less. Ids are kept on any element: they are the anchors links
// land on (headings, tabs, accordions, fields, an author's `<div id>`), which Mintlify keeps and the page rules
// accept, and an id is no more than a heading's `{#id}` already writes.
import type { Root } from 'hast';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { SAFE_COLOR } from './components/palette';

const OWN_CLASS = /^dj-[a-z0-9-]+$/;
const OWN_ID = /^dj-[a-z0-9-]+$/;
const COLOR = SAFE_COLOR.source.slice(1, -1);
/** `--dj-swatch:#3b82f6;--dj-swatch-dark:#93c5fd` as palette.ts writes it, and nothing else. */
const SWATCH_STYLE = new RegExp(`^--dj-swatch:${COLOR}(?:;--dj-swatch-dark:${COLOR})?$`, 'i');

const BLOCKS = [
  'div',
  'p',
  'aside',
  'section',
  'figure',
  'figcaption',
  'blockquote',
  'hr',
  'pre',
  'details',
  'summary',
];
const INLINE = ['span', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'small', 'mark', 'kbd', 'code'];
const INLINE_MORE = ['br', 'abbr', 'cite', 'q', 'time', 'img', 'label', 'input'];
const LISTS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLES = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const MEDIA = ['video', 'audio', 'source'];
// MathML as KaTeX writes it (presentation elements only; no href, no actions).
const MATHML = [
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mstyle',
  'mpadded',
  'mphantom',
  'menclose',
  'merror',
  'mlabeledtr',
  'mprescripts',
  'none',
  'mmultiscripts',
];
const MATHML_ATTRIBUTES = [
  'display',
  'mathvariant',
  'stretchy',
  'fence',
  'separator',
  'lspace',
  'rspace',
  'accent',
  'accentunder',
  'columnalign',
  'rowalign',
  'rowspacing',
  'columnspacing',
  'columnlines',
  'rowlines',
  'displaystyle',
  'scriptlevel',
  'width',
  'height',
  'depth',
  'voffset',
  'linethickness',
  'notation',
  'minsize',
  'maxsize',
  'movablelimits',
  'symmetric',
  'largeop',
  'form',
  'encoding',
];

export const CONTENT_SCHEMA: Schema = {
  tagNames: [...BLOCKS, ...INLINE, ...INLINE_MORE, ...LISTS, ...TABLES, ...HEADINGS, ...MEDIA, ...MATHML],
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'title', 'textarea', 'xmp'],
  clobber: [],
  clobberPrefix: '',
  attributes: {
    '*': [['className', OWN_CLASS], 'title', 'id'],
    a: ['href', ['rel', 'noopener', 'noreferrer', 'nofollow']],
    span: [['style', SWATCH_STYLE]],
    img: ['src', 'alt', 'width', 'height', ['loading', 'lazy']],
    video: ['src', 'poster', 'controls', 'muted', 'loop', 'playsInline', 'autoPlay', ['preload', 'metadata', 'none']],
    audio: ['src', 'controls', 'loop', ['preload', 'metadata', 'none']],
    source: ['src', 'type'],
    input: [['type', 'radio', 'checkbox'], ['name', OWN_ID], 'checked', 'disabled'],
    label: [['htmlFor', OWN_ID]],
    details: ['open'],
    ol: ['start'],
    th: [['align', 'left', 'center', 'right'], 'colSpan', 'rowSpan'],
    td: [['align', 'left', 'center', 'right'], 'colSpan', 'rowSpan'],
    ...Object.fromEntries(MATHML.map((m) => [m, MATHML_ATTRIBUTES])),
  },
  protocols: {
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
    poster: ['http', 'https'],
  },
  required: {},
  ancestors: {
    li: ['ol', 'ul'],
    tr: ['table'],
    td: ['table'],
    th: ['table'],
    thead: ['table'],
    tbody: ['table'],
    tfoot: ['table'],
    source: ['video', 'audio'],
    summary: ['details'],
  },
  allowComments: false,
  allowDoctypes: false,
};

export function sanitizeContent(tree: Root): Root {
  return sanitize(tree, CONTENT_SCHEMA) as Root;
}
