// Hostile input in pages never becomes active content: every rendered body is parsed back as a browser would and
// checked for event handlers, script-capable elements and URLs outside http/https/mailto/relative
// (docs/security.md, HTML previews). The sanitizer's own schema is checked separately on trees no renderer would make.
import assert from 'node:assert/strict';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitizeContent } from '../../../src/site/content/sanitize';
import { activeContent, html, renderMdx } from './helpers';
import { XSS_VECTORS } from './xssVectors';

const SITE = { assets: ['images/a.png', 'videos/v.mp4'] };

describe('content: hostile input never becomes active content', () => {
  for (const vector of XSS_VECTORS) {
    it(`renders inertly: ${vector.slice(0, 80).replace(/\n/g, '\\n')}`, async () => {
      const out = await html(vector, SITE);
      assert.deepEqual(activeContent(out), [], out);
    });
  }

  it('keeps an attribute such as title="<img src=x onerror=...>" as text', async () => {
    const out = await html('<Tooltip tip="<img src=x onerror=alert(1)>">t</Tooltip>');
    assert.equal(out, '<p><span class="dj-tooltip" title="<img src=x onerror=alert(1)>">t</span></p>');
    const tree = fromHtml(out, { fragment: true });
    assert.equal(
      ((tree.children[0] as Element).children[0] as Element).properties.title,
      '<img src=x onerror=alert(1)>',
    );
  });

  it('drops links it cannot check rather than writing them: the text stays', async () => {
    const out = await html('[x](javascript:alert(1)) <a href="vbscript:x">y</a> [z](//evil.example)');
    assert.equal(
      out,
      '<p><span class="dj-unlinked">x</span> <span class="dj-unlinked">y</span> <span class="dj-unlinked">z</span></p>',
    );
  });

  it('turns an https iframe into a link to it, and marks any other iframe', async () => {
    const r = await renderMdx(
      '<iframe src="https://video.example/embed/1" title="Demo" />\n\n<iframe src="http://x" />',
    );
    assert.equal(
      r.html,
      '<p class="dj-embed">Demo: <a href="https://video.example/embed/1" rel="noopener noreferrer">https://video.example/embed/1</a></p>\n' +
        '<div class="dj-marker" title="an embedded frame is shown only as a link to an https address"><p class="dj-marker-label">⟨&#x3C;iframe>: not rendered offline (an embedded frame is shown only as a link to an https address)⟩</p></div>',
    );
    assert.deepEqual(r.markers, ['<iframe>']);
  });

  it('keeps muted autoplay video with its site file and author ids (anchors), never styles or foreign classes', async () => {
    const out = await html(
      '<video autoPlay muted loop playsInline><source src="/videos/v.mp4" type="video/mp4" /></video>\n\n<div id="x" className="rounded-xl" style={{color:"red"}}>t</div>',
      SITE,
    );
    assert.equal(
      out,
      '<video controls preload="metadata" muted autoplay playsinline loop><source src="assets/videos/v.mp4" type="video/mp4"></video>\n<div id="x">t</div>',
    );
  });

  it('maps Tailwind light/dark image pairs to its own classes', async () => {
    const out = await html(
      '<img className="block dark:hidden" src="/images/a.png" />\n<img className="hidden dark:block" src="/images/a.png" />',
      SITE,
    );
    assert.match(out, /class="dj-light-only"/);
    assert.match(out, /class="dj-dark-only"/);
  });

  it('schema: strips handlers, styles, foreign classes, unsafe URLs and script content; keeps ids (anchors)', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'div',
          properties: { id: 'clobber', className: ['dj-ok', 'evil'], style: 'color:red', onClick: 'x', dataX: '1' },
          children: [
            { type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: 'alert(1)' }] },
            { type: 'element', tagName: 'a', properties: { href: 'javascript:alert(1)' }, children: [] },
            {
              type: 'element',
              tagName: 'img',
              properties: { src: 'data:image/png;base64,AA', alt: 'a' },
              children: [],
            },
            { type: 'element', tagName: 'h2', properties: { id: 'any-author-id' }, children: [] },
            { type: 'element', tagName: 'input', properties: { type: 'text', name: 'x', id: 'dj-ok' }, children: [] },
            { type: 'raw', value: '<script>alert(1)</script>' } as never,
            { type: 'comment', value: 'hidden' },
          ],
        },
      ],
    };
    const out = sanitizeContent(tree);
    assert.deepEqual(JSON.parse(JSON.stringify(out)), {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'div',
          properties: { id: 'clobber', className: ['dj-ok'] },
          children: [
            { type: 'element', tagName: 'a', properties: {}, children: [] },
            { type: 'element', tagName: 'img', properties: { alt: 'a' }, children: [] },
            { type: 'element', tagName: 'h2', properties: { id: 'any-author-id' }, children: [] },
            { type: 'element', tagName: 'input', properties: { id: 'dj-ok' }, children: [] },
          ],
        },
      ],
    });
  });

  it('schema: keeps a span style only when it is a colour swatch of checked colours', () => {
    const span = (style: string): Root => ({
      type: 'root',
      children: [{ type: 'element', tagName: 'span', properties: { style }, children: [] }],
    });
    const kept = (style: string) => 'style' in (sanitizeContent(span(style)).children[0] as Element).properties;
    assert.ok(kept('--dj-swatch:#3b82f6'));
    assert.ok(kept('--dj-swatch:#fff;--dj-swatch-dark:rgb(1, 2, 3)'));
    for (const bad of [
      'color:red',
      '--dj-swatch:red;background:url(https://evil/x)',
      '--dj-swatch:url(x)',
      '--dj-swatch:#fff;position:fixed',
      '--dj-swatch:expression(alert(1))',
      '--dj-other:#fff',
    ])
      assert.ok(!kept(bad), bad);
  });
});
