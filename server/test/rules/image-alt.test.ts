// image-alt: an image without alternative text.
import assert from 'node:assert/strict';
import { imageAltRule } from '../../src/core/rules/pages/imageAlt';
import { runOnPage } from '../pages/helpers';
import { altFromFileName } from '../../src/core/fixes/altFromFileName';
import { applyTextEdits } from '../../src/core';

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

  it('accepts a <video> named by aria-label, aria-labelledby or a title expression; an empty title or a frame caption names nothing', () => {
    const text = [
      '<video src="/a.mp4" aria-label="Creating an API key" />',
      '<video src="/b.mp4" aria-labelledby="demo-caption" />',
      '<video src="/c.mp4" title={demoTitle} />',
      '<video src="/d.mp4" title="" />',
      '<Frame caption="Creating an API key">\n  <video src="/e.mp4" autoPlay muted />\n</Frame>',
      '<Frame caption="Named twice">\n  <video src="/f.mp4" title="Creating an API key" />\n</Frame>',
    ].join('\n\n');
    const problems = runOnPage(imageAltRule, text + '\n');
    assert.deepEqual(
      problems.map((p) => p.text),
      ['<video src="/d.mp4" title="" />', '<video src="/e.mp4" autoPlay muted />'],
    );
    assert.doesNotMatch(problems[0].message, /frame caption/);
    assert.match(problems[1].message, /has no `title` \(a frame caption does not replace it\)/);
  });

  it('records alt text from the file name as an opt-in fix, written where each kind of image keeps it', () => {
    const text = [
      '![](/images/quick-start-diagram.png)',
      '![ ](https://cdn.example.com/API_keys-Page.webp?w=300)',
      '<Frame caption="The dashboard">\n  <img src="/images/dashboard-overview.png" width="600" />\n</Frame>',
      '<img src="/images/billing_settings.png" alt="" />',
      '![](/images/IMG_2041.png)',
    ].join('\n\n');
    const problems = runOnPage(imageAltRule, text + '\n');
    assert.deepEqual(
      problems.map((p) => [p.data?.fix?.title, p.data?.fix?.optIn]),
      [
        ['Use "Quick start diagram" (from the file name) as the alternative text', 'image-alt'],
        ['Use "API keys page" (from the file name) as the alternative text', 'image-alt'],
        ['Use "Dashboard overview" (from the file name) as the alternative text', 'image-alt'],
        ['Use "Billing settings" (from the file name) as the alternative text', 'image-alt'],
        [undefined, undefined],
      ],
    );
    const edits = problems.flatMap((p) => p.data?.fix?.edits ?? []);
    assert.equal(
      applyTextEdits(text, undefined, edits),
      [
        '![Quick start diagram](/images/quick-start-diagram.png)',
        '![API keys page](https://cdn.example.com/API_keys-Page.webp?w=300)',
        '<Frame caption="The dashboard">\n  <img src="/images/dashboard-overview.png" alt="Dashboard overview" width="600" />\n</Frame>',
        '<img src="/images/billing_settings.png" alt="Billing settings" />',
        '![](/images/IMG_2041.png)',
      ].join('\n\n'),
    );
  });

  it('makes alt text only from file names that describe something', () => {
    const cases: Array<[string, string | undefined]> = [
      ['/images/quick-start-diagram.png', 'Quick start diagram'],
      ['images/SSO%20setup.svg', 'SSO setup'],
      ['/img/createApiKey.gif', 'Create api key'],
      ['/images/step-2-connect.png', 'Step 2 connect'],
      ['/images/diagram-3f9a8b7c6d.png', 'Diagram'],
      ['/images/screenshot-2024-01-02.png', undefined],
      ['/images/IMG_2041.JPG', undefined],
      ['/images/a8f9e0c1d2b3.png', undefined],
      ['/images/', undefined],
      ['', undefined],
    ];
    assert.deepEqual(
      cases.map(([src]) => [src, altFromFileName(src)]),
      cases,
    );
  });
});
