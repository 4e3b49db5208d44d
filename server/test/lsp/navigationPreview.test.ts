// The navigation preview requests over the real server (stdio): the section under the cursor rendered from the
// unsaved text, "unchanged" answers, the focus kept when the cursor leaves the navigation, and where a click leads.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { fileUri, makeSite, positionOf, TestClient } from './client';
import { SPEC } from './fixtures';

interface PreviewAnswer {
  key: string;
  documentVersion: number;
  unchanged?: true;
  modelVersion?: number;
  focus?: Array<string | number>;
  html?: string;
  message?: string;
}
interface TargetAnswer {
  kind: 'file' | 'entry';
  uri: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  missingPage?: boolean;
}

const HOSTILE = '<img src=x onerror=alert(1)>';
const DOCS = `{
  "theme": "mint",
  "name": "Preview",
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "groups": [
          { "group": "Start", "pages": ["intro", "guides/missing"] },
          { "group": ${JSON.stringify(HOSTILE)}, "expanded": true, "pages": ["guides/other"] }
        ]
      },
      {
        "tab": "API",
        "openapi": "api.yaml",
        "groups": [{ "group": "Users", "pages": ["GET /users", "POST /users"] }]
      }
    ]
  },
  "colors": { "primary": "#0D9373" }
}
`;
const FILES = {
  'docs.json': DOCS,
  'intro.mdx': '---\ntitle: Introduction\nsidebarTitle: Intro\n---\n# Hi\n',
  'guides/other.mdx': '---\ntitle: Other guide\n---\n',
  'api.yaml': SPEC,
};

describe('language server: navigation preview requests', function () {
  let root: string;
  let client: TestClient;
  let uri: string;

  beforeEach(async () => {
    root = makeSite(FILES);
    client = new TestClient();
    await client.initialize(root);
    uri = fileUri(path.join(root, 'docs.json'));
    await client.open(uri, DOCS);
  });
  afterEach(async () => {
    await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const preview = (position: { line: number; character: number } | undefined, extra: object = {}) =>
    client.request<PreviewAnswer | null>('docsjson/navigationPreview', { textDocument: { uri }, position, ...extra });
  const target = (p: unknown) =>
    client.request<TargetAnswer | null>('docsjson/navigationTarget', { textDocument: { uri }, path: p });

  it('renders the section under the cursor with the site library: titles, missing pages, highlight, escaping', async () => {
    const answer = await preview(positionOf(DOCS, '"intro"', 2));
    assert.ok(answer?.html, JSON.stringify(answer));
    assert.deepEqual(answer.focus, ['navigation', 'tabs', 0, 'groups', 0, 'pages', 0]);
    assert.equal(answer.documentVersion, 1);
    // sidebarTitle from the page's front matter, highlighted as the entry under the cursor.
    assert.match(answer.html, /class="dj-selected"[^>]*aria-current="location"><a data-route="intro.html">Intro<\/a>/);
    assert.match(
      answer.html,
      /<li class="dj-missing"[^>]*><a data-route="guides\/missing.html">Missing<small class="dj-note">no file<\/small>/,
    );
    assert.match(answer.html, /Other guide/);
    // The tab bar: both tabs, the current one marked.
    assert.match(answer.html, /<li aria-current="true" data-path="[^"]*">Guides<\/li>/);
    assert.match(answer.html, />API<\/li>/);
    // A hostile group label is text, never markup.
    assert.ok(!answer.html.includes(HOSTILE), answer.html);
    assert.ok(answer.html.includes('&lt;img src=x onerror=alert(1)&gt;'), answer.html);
  });

  it('follows the cursor into another section and shows endpoint entries with their method and summary', async () => {
    const answer = await preview(positionOf(DOCS, '"POST /users"', 3));
    assert.deepEqual(answer?.focus, ['navigation', 'tabs', 1, 'groups', 0, 'pages', 1]);
    assert.match(answer!.html!, /<b class="dj-method dj-method-get">GET<\/b>List users/);
    assert.match(
      answer!.html!,
      /aria-current="location"><a data-route="[^"]*"><b class="dj-method dj-method-post">POST<\/b>Create a user/,
    );
    assert.match(answer!.html!, /<li aria-current="true" data-path="[^"]*">API<\/li>/);
  });

  it('answers from the unsaved text as it is typed, and "unchanged" when nothing the preview shows changed', async () => {
    const cursor = positionOf(DOCS, '"guides/missing"', 2);
    const first = await preview(cursor);
    const again = await preview(cursor, { known: first!.key });
    assert.equal(again?.unchanged, true);

    // Type a new page into the first group, without saving.
    const at = DOCS.indexOf('"guides/missing"') + '"guides/missing"'.length;
    const version = await client.change(uri, at, at, ', "guides/typed"');
    const typed = await preview(cursor, { known: first!.key });
    assert.equal(typed?.documentVersion, version);
    assert.ok(typed?.html, JSON.stringify(typed));
    assert.match(typed.html, /<li class="dj-missing"[^>]*><a data-route="guides\/typed.html">Typed<small/);
    assert.notEqual(typed.key, first!.key);
  });

  it('keeps the section shown when the cursor leaves the navigation', async () => {
    const api = await preview(positionOf(DOCS, '"GET /users"', 2));
    const outside = await preview(positionOf(DOCS, '"#0D9373"', 2), { fallbackFocus: api!.focus });
    assert.deepEqual(outside?.focus, api!.focus);
    assert.match(outside!.html!, /List users/);
    // Without a focus to keep, the first section is shown.
    const fresh = await preview(positionOf(DOCS, '"#0D9373"', 2));
    assert.match(fresh!.html!, /Introduction|Intro/);
    // A focus that is not a JSON path is ignored.
    const hostile = await preview(positionOf(DOCS, '"#0D9373"', 2), { fallbackFocus: 'navigation' });
    assert.match(hostile!.html!, /Intro/);
  });

  it('shows a page title typed into an open page before it is saved', async () => {
    const page = fileUri(path.join(root, 'guides/other.mdx'));
    await client.open(page, FILES['guides/other.mdx'], 'mdx');
    const cursor = positionOf(DOCS, '"guides/other"', 2);
    const before = await preview(cursor);
    assert.match(before!.html!, /Other guide/);
    await client.change(page, 0, client.text(page).length, '---\ntitle: Renamed guide\n---\n');
    const after = await preview(cursor, { known: before!.key });
    assert.match(after!.html!, /Renamed guide/);
  });

  it('says where a click leads: the page file, the spec at the operation, the entry in docs.json', async () => {
    const page = await target(['navigation', 'tabs', 0, 'groups', 0, 'pages', 0]);
    assert.deepEqual(page && { kind: page.kind, uri: page.uri }, {
      kind: 'file',
      uri: fileUri(path.join(root, 'intro.mdx')),
    });
    const endpoint = await target(['navigation', 'tabs', 1, 'groups', 0, 'pages', 1]);
    assert.equal(endpoint?.uri, fileUri(path.join(root, 'api.yaml')));
    assert.equal(SPEC.split('\n')[endpoint!.range.start.line].trim(), 'post:');
    const missing = await target(['navigation', 'tabs', 0, 'groups', 0, 'pages', 1]);
    assert.equal(missing?.kind, 'entry');
    assert.equal(missing?.missingPage, true);
    assert.deepEqual(missing?.range.start, positionOf(DOCS, '"guides/missing"'));
    const tab = await target(['navigation', 'tabs', 1]);
    assert.deepEqual(tab && { kind: tab.kind, uri: tab.uri, start: tab.range.start }, {
      kind: 'entry',
      uri,
      start: positionOf(DOCS, '"API"'),
    });
  });

  it('refuses paths that name no navigation node or are not JSON paths', async () => {
    for (const p of [
      ['navigation', 'tabs', 7],
      ['navigation', '..', '..'],
      ['colors'],
      '../../etc/passwd',
      ['navigation', { toString: null }],
      ['navigation', -1],
      Array.from({ length: 100 }, () => 'navigation'),
    ]) {
      assert.equal(await target(p), null, JSON.stringify(p));
    }
  });
});
