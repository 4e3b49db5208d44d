// Small docs folders on disk for the build, dev server and browser tests.
import * as fs from 'fs';
import * as path from 'path';

export function writeTree(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
  }
}

export function page(title: string, body = ''): string {
  return `---\ntitle: "${title}"\n---\n\n${body}\n`;
}

/** A small site with a missing page, a page that does not parse, an image and files the site must never load. */
export function sampleSite(root: string): void {
  writeTree(root, {
    'docs.json': JSON.stringify({
      name: 'Sample',
      theme: 'mint',
      colors: { primary: '#0a7d5a' },
      logo: '/images/logo.png',
      navigation: {
        versions: [
          {
            version: 'v2',
            default: true,
            tabs: [
              {
                tab: 'Guides',
                groups: [
                  { group: 'Start', pages: ['intro', 'guides/setup', 'guides/missing', 'guides/broken'] },
                  { group: '<img src=x onerror=alert(1)>', pages: ['guides/xss'] },
                ],
              },
            ],
          },
          { version: 'v1', groups: [{ group: 'Old', pages: ['v1/intro'] }] },
        ],
      },
    }),
    'intro.mdx': page('Introduction', 'Welcome. See [setup](/guides/setup) and ![logo](/images/logo.png).'),
    'guides/setup.mdx': page('Setup', '## Install\n\nThe zebrafish keyword lives here.'),
    'guides/broken.mdx': page('Broken', '<Card>\n\nnever closed'),
    'guides/xss.mdx': page('XSS', 'export const x = alert(1)\n\n{alert(2)}\n\n<script>alert(3)</script>'),
    'v1/intro.mdx': page('Old intro'),
    'images/logo.png': 'PNG',
    'custom.js': 'alert("site script")',
    'style.css': 'body{display:none}',
  });
}
