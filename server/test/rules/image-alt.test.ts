// image-alt: an image without alternative text.
import assert from 'node:assert/strict';
import { imageAltRule } from '../../src/core/rules/pages/imageAlt';
import { runOnPage } from '../pages/helpers';

describe('rule image-alt', () => {
  it('reports Markdown images with empty brackets and <img> without alt, in frames or not', () => {
    const text =
      '![](/a.png)\n\n![Chart](/b.png)\n\n<Frame caption="A caption">\n<img src="/c.png" />\n</Frame>\n\n<img src="/e.png" alt={label} />\n';
    const problems = runOnPage(imageAltRule, text);
    assert.deepEqual(
      problems.map((p) => p.text),
      ['![](/a.png)', '<img src="/c.png" />'],
    );
    assert.match(problems[1].message, /a frame caption does not replace it/);
  });

  it('accepts alt="" only on an image inside a link or marked decorative', () => {
    const text = [
      '<img src="/a.png" alt="" />',
      '<a href="/home"><img src="/logo.png" alt="" /> Home</a>',
      '[<img src="/b.png" alt="" /> Docs](/docs)',
      '<img src="/c.png" alt="" role="presentation" />',
      '<img src="/d.png" alt=" " aria-hidden="true" />',
    ].join('\n\n');
    const problems = runOnPage(imageAltRule, text + '\n');
    assert.deepEqual(
      problems.map((p) => p.text),
      ['<img src="/a.png" alt="" />'],
    );
    assert.match(problems[0].message, /`alt=""` hides this image from screen readers/);
  });

  it('reports a <video> with neither title nor alt', () => {
    const text =
      '<video src="/a.mp4" controls />\n\n<video src="/b.mp4" title="Setting up the CLI" controls />\n\n<video src="/c.mp4" alt="Demo" />\n';
    assert.deepEqual(
      runOnPage(imageAltRule, text).map((p) => p.text),
      ['<video src="/a.mp4" controls />'],
    );
  });
});
