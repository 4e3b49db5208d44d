// image-alt: an image or video without alternative text, which screen readers and search engines need (Mintlify's
// own `mint a11y` check counts the same). Reported: a Markdown image with empty brackets; an `<img>` without
// `alt`; an `<img alt="">` that is neither inside a link (whose text names it) nor marked decorative
// (`role="presentation"`, `role="none"`, `aria-hidden="true"`), since an empty `alt` hides an informative image; a
// `<video>` with neither `title` nor `alt`. A `<Frame>` caption does not replace the alternative text; an `alt={…}`
// expression is not evaluated and is accepted.
import { defineRule } from '../defineRule';
import { attributeOf, type ElementFact, type ImageFact, type PageFacts } from '../../pages/mdx/pageFacts';

export const imageAltRule = defineRule({
  id: 'image-alt',
  defaultSeverity: 'warning',
  description: 'An image (Markdown, <img>, or inside a <Frame>) or a <video> without alternative text.',
  reads: 'pages',
  checkPage({ page, report }) {
    const facts = page.facts;
    for (const image of facts.images) {
      const frame = image.inFrame ? ' (a frame caption does not replace it)' : '';
      const at = page.lines.rangeAt(image.start, image.end);
      if (image.source === 'markdown') {
        if (image.alt!.trim() !== '') continue;
        report(
          at,
          `this image has no alternative text${frame}: describe it between the brackets, \`![What the image shows](…)\``,
        );
      } else if (image.alt === undefined && !image.altIsExpression) {
        report(
          at,
          `this <img> has no \`alt\`${frame}: add \`alt="what the image shows"\` (or \`alt=""\` with \`role="presentation"\` if it is decorative)`,
        );
      } else if (image.alt?.trim() === '' && !inLink(facts, image) && !markedDecorative(elementOf(facts, image))) {
        report(
          at,
          `\`alt=""\` hides this image from screen readers: describe what it shows, or mark it decorative with \`role="presentation"\``,
        );
      }
    }
    for (const element of facts.elements) {
      if (element.name !== 'video' || element.hasSpread) continue;
      if (attributeOf(element, 'title') || attributeOf(element, 'alt')) continue;
      report(
        page.lines.rangeAt(element.start, element.end),
        'this <video> has no `title`: add `title="what the video shows"` so that screen readers can name it',
      );
    }
  },
});

/** The `<img>` element of a JSX image. */
function elementOf(facts: PageFacts, image: ImageFact): ElementFact | undefined {
  return facts.elements.find((e) => e.name === 'img' && e.start === image.start);
}

/** Inside a Markdown link or an `<a>`/`<Link>`, whose text names the image's purpose. */
function inLink(facts: PageFacts, image: ImageFact): boolean {
  const encloses = (s: { start: number; end: number }) => s.start <= image.start && image.end <= s.end;
  return (
    facts.links.some((l) => l.source === 'markdown' && encloses(l)) ||
    facts.elements.some((e) => (e.name === 'a' || e.name === 'Link') && e !== elementOf(facts, image) && encloses(e))
  );
}

function markedDecorative(element: ElementFact | undefined): boolean {
  if (!element) return false;
  const text = (name: string) => {
    const v = attributeOf(element, name)?.value;
    return v?.kind === 'string' ? v.value.trim().toLowerCase() : v?.kind === 'boolean' ? String(v.value) : undefined;
  };
  const role = text('role');
  return role === 'presentation' || role === 'none' || text('aria-hidden') === 'true';
}
