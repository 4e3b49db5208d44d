// A small site for the tests of the site's look and behaviour in a browser: its own colours, a default language at
// the root and a French one in a folder, a tab with a menu, global anchors and cards with icons, and a page with
// everything that could be wider than a phone (an image, a table, code, a long URL and a long word).
import { page, writeTree } from './sampleSite';

export const LOOK_COLORS = { primary: '#7c3aed', light: '#c4b5fd', dark: '#5b21b6' };

const WIDE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="120" viewBox="0 0 2000 120">' +
  '<rect width="2000" height="120" fill="#7c3aed"/></svg>';

const RICH_BODY = `Some text with [a link](/guides/b) and \`inline code\` in it.

<Note>
A note the reader must be able to read in both themes.
</Note>

<Warning>Careful.</Warning>

\`\`\`python
def hello(name):
    return f"Hello {name}"  # greets
\`\`\`

\`\`\`mdx
---
title: Page
---
<Card title="Go" icon="rocket">Text</Card>
\`\`\`

<Steps>
  <Step title="Install">Run the installer.</Step>
  <Step title="Configure">Edit the file.</Step>
</Steps>

<Tabs>
  <Tab title="First">The first tab.</Tab>
  <Tab title="Second">The second tab.</Tab>
</Tabs>

<CardGroup cols={2}>
  <Card title="Rocket" icon="rocket" href="/guides/b">Fast.</Card>
  <Card title="Book" icon="book-open" href="/guides/b">Read.</Card>
  <Card title="Nothing" icon="no-such-icon-here">Unknown icon.</Card>
</CardGroup>

![A wide picture](/images/wide.svg)

| Column one | Column two | Column three | Column four | Column five | Column six | Column seven |
| --- | --- | --- | --- | --- | --- | --- |
| a fairly long cell value | another fairly long cell | and a third long one | four | five | six | seven |

A long address: https://example.com/a/very/long/path/that/goes/on/and/on/without/any/space/to/break/it/anywhere/at/all

Supercalifragilisticexpialidocioussupercalifragilisticexpialidocioussupercalifragilistic
`;

/** The site, with `theme` and any extra docs.json keys. */
export function lookSite(root: string, theme = 'mint', extra: Record<string, unknown> = {}): void {
  const tabs = (prefix: string) => [
    {
      tab: 'Guides',
      icon: 'book',
      groups: [
        { group: 'Start', pages: [`${prefix}guides/a`, `${prefix}guides/b`, ...(prefix ? [] : ['guides/only-en'])] },
        { group: ' ', pages: [`${prefix}guides/c`] },
      ],
    },
    {
      tab: 'API',
      menu: [
        { item: 'REST', icon: 'server', pages: [`${prefix}api/rest`] },
        { item: 'Realtime', icon: 'bolt', pages: [`${prefix}api/realtime`] },
      ],
    },
  ];
  const pages: Record<string, string> = {};
  for (const prefix of ['', 'fr/']) {
    const lang = prefix ? 'fr' : 'en';
    pages[`${prefix}guides/a.mdx`] = page(`${lang} A`, RICH_BODY);
    pages[`${prefix}guides/b.mdx`] = page(`${lang} B`, 'Page B.');
    pages[`${prefix}guides/c.mdx`] = page(`${lang} C`, 'Page C.');
    pages[`${prefix}api/rest.mdx`] = page(`${lang} REST`, 'REST.');
    pages[`${prefix}api/realtime.mdx`] = page(`${lang} Realtime`, 'Realtime.');
  }
  pages['guides/only-en.mdx'] = page('Install', 'Install it. Installing is one command.');
  pages['guides/c.mdx'] = page('en C', 'Installing the CLI: install, install, install, install again.');
  writeTree(root, {
    'docs.json': JSON.stringify({
      name: 'Look',
      theme,
      colors: LOOK_COLORS,
      navbar: { primary: { type: 'button', label: 'Sign up', href: 'https://example.com/signup' } },
      navigation: {
        languages: [
          { language: 'en', default: true, tabs: tabs('') },
          { language: 'fr', tabs: tabs('fr/') },
        ],
        global: { anchors: [{ anchor: 'Blog', icon: 'newspaper', href: 'https://example.com/blog' }] },
      },
      ...extra,
    }),
    'images/wide.svg': WIDE_SVG,
    ...pages,
  });
}
