import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { completeInPage } from '../../src/core/features/pages/pageCompletion';
import { pageCursor } from '../../src/core/features/pages/pageCursor';
import { hoverInPage } from '../../src/core/features/pages/pageHover';
import { findPageDefinition, findPageDocumentLinks } from '../../src/core/features/pages/pageNavigation';
import { getPageRenameEdits } from '../../src/core/features/pages/pageRename';
import type { PageFeatureSite } from '../../src/core/features/pages/pageFeatureSite';
import type { CompletionItem } from '../../src/core/features/types';
import { caret, memorySite } from './helpers';

const SITE_FILES: Record<string, string> = {
  'index.mdx': '---\ntitle: Home\n---\n',
  'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install the CLI\n\n## Configure\n',
  'guides/deploy.mdx': '---\ntitle: Deploy\n---\n\n## Deploy\n',
  'api/users.mdx': '---\ntitle: Users\n---\n',
  'snippets/intro.mdx': 'Intro text\n',
  'snippets/table.jsx': 'export const Table = () => null;\n',
  'images/chart.png': '',
};

/** A page with a `|` caret in a site of SITE_FILES, and the features' view of that site. */
function at(textWithCaret: string, file = 'guides/page.mdx') {
  const { text, offset } = caret(textWithCaret);
  const { pages, site } = memorySite({ files: { ...SITE_FILES, [file]: text } });
  const workspace: PageFeatureSite = { site, page: (f) => pages.get(f) };
  return { page: pages.get(file)!, offset, workspace, pages, site };
}

function complete(textWithCaret: string, snippets = false) {
  const { page, offset, workspace } = at(textWithCaret);
  return completeInPage(page, offset, workspace, { snippets });
}

/** The page text after applying an item's edit. */
function apply(textWithCaret: string, item: CompletionItem): string {
  const { text } = caret(textWithCaret);
  const edit = item.textEdit as { range: import('vscode-languageserver-types').Range; newText: string };
  return TextDocument.applyEdits(TextDocument.create('file:///p.mdx', 'mdx', 0, text), [edit]);
}

const labels = (items: CompletionItem[]) => items.map((i) => i.label);

describe('page features', () => {
  describe('cursor', () => {
    it('knows component names, attribute names and values, link targets and import paths; never in code', () => {
      const kind = (t: string) => pageCursor(caret(t).text, caret(t).offset).kind;
      assert.equal(kind('<Ca|'), 'componentName');
      assert.equal(kind('<Card title="x" |'), 'attributeName');
      assert.equal(kind('<Card\n  title="x"\n  ic|'), 'attributeName');
      assert.equal(kind('<Badge color="r|"'), 'attributeValue');
      assert.equal(kind('<Card cols={[1, 2]} href="/g|'), 'attributeValue');
      assert.equal(kind('See [x](/gu|'), 'linkTarget');
      assert.equal(kind("import X from '/sni|"), 'importPath');
      assert.equal(kind('<Card title="x">text |'), 'none');
      assert.equal(kind('```\n<Ca|'), 'none');
      assert.equal(kind('Use `<Ca|'), 'none');
      assert.equal(kind('```\ncode\n```\n<Ca|'), 'componentName');
    });

    it('ends, with a position inside the text, for every text of up to four characters of tag syntax at every offset', () => {
      const alphabet = ['<', '/', '!', '-', ' ', '\n', 'A', '"', '{', '}', '`', ']', '('];
      let texts = [''];
      for (let length = 1; length <= 4; length++) {
        texts = texts.flatMap((t) => alphabet.map((c) => t + c));
        for (const text of texts) {
          for (let offset = 0; offset <= text.length; offset++) {
            const cursor = pageCursor(text, offset);
            if (cursor.kind !== 'none') {
              assert.ok(
                cursor.start >= 0 && cursor.start <= cursor.end && cursor.end <= text.length,
                JSON.stringify([text, offset]),
              );
            }
          }
        }
      }
    });

    it('ends on a page whose text starts with `<` and no name (`</`, `< `, `<!--`), at every offset', () => {
      for (const text of ['</', '< ', '<!--', '</Card', '<<<', '< <\n</ ', 'x</', '<']) {
        for (let offset = 0; offset <= text.length; offset++) {
          assert.ok(pageCursor(text, offset).kind, `${JSON.stringify(text)} at ${offset}`);
        }
      }
      assert.equal(pageCursor('</', 2).kind, 'none');
      assert.equal(pageCursor('\n<Ca', 0).kind, 'none');
      assert.equal(pageCursor('<Card title="x" </', 18).kind, 'attributeName');
    });
  });

  describe('completion', () => {
    it('offers Mintlify components after `<`, with the page’s own imports first (read from the text while it does not parse)', () => {
      const text = "import Intro, { Table, Chart as C } from '/snippets/table.jsx'\nexport const Box = 1\n\n<|";
      const { items } = complete(text);
      assert.deepEqual(
        items
          .filter((i) => i.detail === 'imported or defined in this page')
          .map((i) => i.label)
          .sort(),
        ['Box', 'C', 'Intro', 'Table'],
      );
      assert.deepEqual(labels(items).slice(0, 3), ['Note', 'Tip', 'Warning']);
      const local = items.find((i) => i.label === 'Table')!;
      assert.equal(local.detail, 'imported or defined in this page');
      assert.ok(local.sortText! < items.find((i) => i.label === 'Note')!.sortText!);
      assert.ok(labels(items).includes('Tree.Folder'));
    });

    it('inserts required attributes as placeholders for clients with snippets, the bare name otherwise', () => {
      const text = '<Steps>\n<St|';
      const step = (snippets: boolean) => complete(text, snippets).items.find((i) => i.label === 'Step')!;
      assert.equal(apply(text, step(true)), '<Steps>\n<Step title="${1}">$0</Step>');
      assert.equal(step(true).insertTextFormat, 2);
      assert.equal(apply(text, step(false)), '<Steps>\n<Step');
      assert.equal(step(false).insertTextFormat, 1);
      const param = complete('<Par|', true).items.find((i) => i.label === 'ParamField')!;
      assert.equal(param.textEdit!.newText, 'ParamField ${1|path,query,body,header|}="${2}">$0</ParamField>');
      const icon = complete('<Ic|', true).items.find((i) => i.label === 'Icon')!;
      assert.equal(icon.textEdit!.newText, 'Icon icon="${1}" />');
    });

    it('documents components from the catalog', () => {
      const card = complete('<|').items.find((i) => i.label === 'Card')!;
      const doc = (card.documentation as { value: string }).value;
      assert.match(doc, /\*\*`<Card>`\*\* — Emphasized block/);
      assert.match(doc, /- `title` \(text, required\): Title of the card\./);
      assert.match(doc, /\[Mintlify reference\]\(https:\/\/mintlify\.com\/docs\/components\/cards\)/);
    });

    it('offers the attributes not yet written, required first, with their documentation', () => {
      const { items } = complete('<Card title="x" |');
      assert.ok(!labels(items).includes('title'));
      assert.deepEqual(labels(items).slice(0, 3), ['icon', 'iconType', 'color']);
      const href = items.find((i) => i.label === 'href')!;
      assert.equal(href.detail, 'link');
      assert.match((href.documentation as { value: string }).value, /Page or URL the card opens/);
      assert.deepEqual(labels(complete('<Steps>\n<Step |').items).slice(0, 1), ['title']);
    });

    it('offers enum values and, for links, page routes', () => {
      assert.deepEqual(labels(complete('<Badge color="|"').items).slice(0, 3), ['gray', 'blue', 'green']);
      const text = '<Card title="x" href="/guides/d|">';
      const { items } = complete(text);
      assert.deepEqual(labels(items), ['/guides/deploy']);
      assert.equal(apply(text, items[0]), '<Card title="x" href="/guides/deploy">');
    });

    it('completes link targets: routes from the root or relative, then the anchors of the chosen page', () => {
      assert.deepEqual(labels(complete('[x](/gui|)').items).sort(), ['/guides/deploy', '/guides/setup']);
      assert.deepEqual(labels(complete('[x](./|)').items).sort(), ['../', '../api/users', './deploy', './setup']);
      const text = '[x](/guides/setup#|)';
      const anchors = complete(text).items;
      assert.deepEqual(labels(anchors), ['#install-the-cli', '#configure']);
      assert.equal(anchors[0].detail, 'Install the CLI');
      assert.equal(apply(text, anchors[0]), '[x](/guides/setup#install-the-cli)');
      assert.deepEqual(labels(complete('## Here\n\n[x](#|)').items), ['#here']);
    });

    it('completes snippet import paths, snippets first', () => {
      const text = "import Intro from '/|'";
      const { items } = complete(text);
      assert.equal(items[0].label, '/snippets/intro.mdx');
      assert.ok(labels(items).includes('/guides/setup.mdx'));
      assert.equal(apply(text, items[0]), "import Intro from '/snippets/intro.mdx'");
      assert.deepEqual(labels(complete('<Snippet file="|" />').items), ['intro.mdx']);
    });
  });

  describe('hover', () => {
    it('documents a component on its opening or closing name, and an attribute on its name', () => {
      const hover = (t: string) => {
        const { page, offset } = at(t);
        return hoverInPage(page, offset);
      };
      assert.match((hover('<Ca|rd title="x">y</Card>\n')!.contents as { value: string }).value, /`<Card>`/);
      assert.match((hover('<Card title="x">y</Ca|rd>\n')!.contents as { value: string }).value, /`<Card>`/);
      assert.match(
        (hover('<Card ti|tle="x">y</Card>\n')!.contents as { value: string }).value,
        /`title` of `<Card>` \(text, required\)/,
      );
      assert.equal(hover('<Card title="x">y|</Card>\n'), null);
      assert.equal(hover('<div cl|ass="x" />\n'), null);
    });
  });

  describe('definition and document links', () => {
    it('opens pages at the heading an anchor names, files, and snippets', () => {
      const { page, offset, workspace } = at('[setup](/guides/se|tup#configure)\n');
      const [link] = findPageDefinition(page, offset, workspace);
      assert.equal(link.file, 'guides/setup.mdx');
      assert.deepEqual(link.targetRange, { start: { line: 6, character: 0 }, end: { line: 6, character: 12 } });
    });

    it('lists every link, image and import that reaches a file of the site', () => {
      const text = [
        "import Intro from '/snippets/intro.mdx'",
        '',
        '[a](./setup) [b](/api/users) [c](https://x.y) [gone](/nowhere) [here](#top)',
        '',
        '![Chart](/images/chart.png)',
        '',
        '<Snippet file="intro.mdx" />',
      ].join('\n');
      const { page, workspace } = at(text + '|');
      assert.deepEqual(
        findPageDocumentLinks(page, workspace).map((l) => l.file),
        ['guides/setup.mdx', 'api/users.mdx', 'images/chart.png', 'snippets/intro.mdx', 'snippets/intro.mdx'],
      );
    });
  });

  describe('file rename', () => {
    const files = {
      ...SITE_FILES,
      'guides/page.mdx': [
        "import Intro from '../snippets/intro.mdx'",
        '',
        '[a](/guides/setup#install-the-cli) [b](setup) [c](./setup?x=1) [d](/api/users) ![Chart](../images/chart.png)',
      ].join('\n'),
    };

    function renameEdits(renames: Array<{ oldPath: string; newPath: string }>) {
      const { pages, site } = memorySite({ files });
      const result = getPageRenameEdits(pages.values(), site, renames);
      const out: Record<string, string> = {};
      for (const { file, edits } of result.edits) {
        out[file] = TextDocument.applyEdits(TextDocument.create('file:///x', 'mdx', 0, pages.get(file)!.text), edits);
      }
      return out;
    }

    it('rewrites links to a renamed page in the form they were written', () => {
      const out = renameEdits([{ oldPath: 'guides/setup.mdx', newPath: 'start/install.mdx' }]);
      assert.deepEqual(Object.keys(out), ['guides/page.mdx']);
      assert.equal(
        out['guides/page.mdx'].split('\n')[2],
        '[a](/start/install#install-the-cli) [b](../start/install) [c](../start/install?x=1) [d](/api/users) ![Chart](../images/chart.png)',
      );
    });

    it('rewrites a moved page’s own relative links, imports and images so they keep their targets', () => {
      const out = renameEdits([{ oldPath: 'guides/page.mdx', newPath: 'deep/er/page.mdx' }]);
      assert.equal(
        out['guides/page.mdx'],
        [
          "import Intro from '../../snippets/intro.mdx'",
          '',
          '[a](/guides/setup#install-the-cli) [b](../../guides/setup) [c](../../guides/setup?x=1) [d](/api/users) ![Chart](../../images/chart.png)',
        ].join('\n'),
      );
    });

    it('follows folder renames to snippets and images', () => {
      const out = renameEdits([
        { oldPath: 'snippets', newPath: 'partials' },
        { oldPath: 'images', newPath: 'img' },
      ]);
      assert.match(out['guides/page.mdx'], /^import Intro from '\.\.\/partials\/intro\.mdx'/);
      assert.match(out['guides/page.mdx'], /!\[Chart\]\(\.\.\/img\/chart\.png\)$/);
    });
  });
});
