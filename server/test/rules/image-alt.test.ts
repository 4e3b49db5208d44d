// image-alt: an image without alternative text.
import assert from 'node:assert/strict';
import { imageAltRule } from '../../src/core/rules/pages/imageAlt';
import { runOnPage } from '../pages/helpers';

describe('rule image-alt', () => {
  it('reports Markdown images with empty brackets and <img> without alt, in frames or not', () => {
    const text =
      '![](/a.png)\n\n![Chart](/b.png)\n\n<Frame caption="A caption">\n<img src="/c.png" />\n</Frame>\n\n<img src="/d.png" alt="" />\n\n<img src="/e.png" alt={label} />\n';
    const problems = runOnPage(imageAltRule, text);
    assert.deepEqual(
      problems.map((p) => p.text),
      ['![](/a.png)', '<img src="/c.png" />'],
    );
    assert.match(problems[1].message, /a frame caption does not replace it/);
  });
});
