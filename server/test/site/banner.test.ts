// The banner's text: Markdown that never becomes markup of its own, links resolved per page, hostile input dropped.
import assert from 'node:assert/strict';
import { renderBanner } from '../../src/site/render/banner';
import { relativeHref } from '../../src/site/routes';
import { readBanner } from '../../src/site/siteSettings';
import { testSite } from './helpers';

describe('site banner', () => {
  const bannerOf = async (banner: unknown, from = 'guides/deep/page.html') => {
    const { site } = await testSite({ navigation: { pages: ['guides/intro'] }, banner }, ['guides/intro.mdx']);
    const read = site.settings.banner;
    return read ? renderBanner(site, read, (file) => relativeHref(from, file)) : undefined;
  };

  it('renders Markdown, resolves site links from the page showing it, keeps external ones', async () => {
    const html = await bannerOf({
      content: 'New: **v2** and _more_ in [the guide](/guides/intro#start), see [blog](https://example.com/b).',
    });
    assert.match(html!, /<strong>v2<\/strong>/);
    assert.match(html!, /<em>more<\/em>/);
    assert.match(html!, /<a href="\.\.\/intro\.html#start">the guide<\/a>/);
    assert.match(html!, /<a href="https:\/\/example\.com\/b" rel="noopener noreferrer">blog<\/a>/);
    assert.doesNotMatch(html!, /dj-banner-close/);
  });

  it('drops raw HTML, script URLs and unsafe colours; an empty or mistyped banner shows nothing', async () => {
    const html = await bannerOf({
      content:
        'A <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1)) ![i](https://e.com/i.png)',
      color: { light: 'red;background:url(x)', dark: '#000000' },
      type: 'critical',
      dismissible: true,
    });
    assert.doesNotMatch(html!, /<script|onerror|javascript:|src="x"|red;/);
    // An image from the web stays, as in page bodies (the pages' policy allows https images).
    assert.match(html!, /<img src="https:\/\/e\.com\/i\.png" alt="i">/);
    assert.match(html!, /dj-banner-critical/);
    assert.match(html!, /--dj-banner-bg-dark:#000000/);
    assert.match(html!, /<button type="button" class="dj-banner-close"/);
    assert.equal(await bannerOf({ content: '   ' }), undefined);
    assert.equal(await bannerOf({ content: 42 }), undefined);
    assert.equal(await bannerOf('text'), undefined);
    assert.equal(readBanner(undefined), undefined);
  });
});
