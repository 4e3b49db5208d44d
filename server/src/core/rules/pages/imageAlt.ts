// image-alt: an image without alternative text, which screen readers and search engines need. A Markdown image
// with empty brackets and an `<img>` without `alt` are reported; `alt=""` on an `<img>` is the accepted way to
// mark an image as decorative and is left alone. A `<Frame>` caption does not replace the alternative text.
import { defineRule } from '../defineRule';

export const imageAltRule = defineRule({
  id: 'image-alt',
  defaultSeverity: 'warning',
  description: 'An image without alternative text (Markdown, <img>, or inside a <Frame>).',
  reads: 'pages',
  checkPage({ page, report }) {
    for (const image of page.facts.images) {
      const frame = image.inFrame ? ' (a frame caption does not replace it)' : '';
      if (image.source === 'markdown') {
        if (image.alt!.trim() !== '') continue;
        report(
          page.lines.rangeAt(image.start, image.end),
          `this image has no alternative text${frame}: describe it between the brackets, \`![What the image shows](…)\``,
        );
      } else if (image.alt === undefined && !image.altIsExpression) {
        report(
          page.lines.rangeAt(image.start, image.end),
          `this <img> has no \`alt\`${frame}: add \`alt="what the image shows"\` (or \`alt=""\` if it is decorative)`,
        );
      }
    }
  },
});
