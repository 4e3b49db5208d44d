// Lint and the build agree on what a site is, because both read one owner for every fact. Generated sites (pages
// with odd names, listed or not, with and without files; a spec with $ref'd path items and operations, colliding
// summaries, a spec-only tab; links of every kind) and the real site are built with every link recorded, and:
//   (a) every link or image lint accepts resolves, in the built page, to a file that was written;
//   (b) every link or image the build cannot resolve gets a link-broken message in the file it is written in;
//   (c) the navigation the editor's preview shows (routes, titles, endpoints) is the built site's;
//   (d) every anchor the page rules accept on a page (its headings' and components' ids, as the core gives them) is
//       an id in the built page, and every `#fragment` of a link lint accepts lands on one.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Element, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { createDocsService, parsePage, type Problem } from '../../src/core';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { buildSite, type BuildSummary } from '../../src/node/siteBuild';
import { SiteSource } from '../../src/node/siteSource';
import { renderEditorPreview, type SidebarItem } from '../../src/site';
import { requireCorpusSite } from '../helpers/requirements';
import { seededRandom } from '../helpers/random';
import { writeTree } from './sampleSite';
import { scaledTimeout } from '../helpers/timeScale';

const RUNS = Number(process.env.DOCSJSON_PROPERTY_RUNS ?? 12);

const PAGES = [
  'index',
  'intro',
  'guides/setup',
  'guides/_intro',
  'guides/index',
  'guides/deep/page-one',
  'api/index',
  'reference/overview',
  'snake_case_page',
  'orphan-page',
];

const ENDPOINT_GUESSES = [
  '/api-reference/users/list-users',
  '/api-reference/users/create-user',
  '/api-reference/same',
  '/api-reference/same-1',
  '/api-reference/same-2',
  '/api-reference/get-users',
  '/api-reference/teams/list-teams',
  '/api-reference/get-teams',
  '/api-reference/get-health',
  '/reference/moved',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function relative(fromPage: string, toPage: string): string {
  const from = fromPage.split('/').slice(0, -1);
  const to = toPage.split('/');
  let shared = 0;
  while (shared < from.length && shared < to.length - 1 && from[shared] === to[shared]) shared++;
  const up = from.length - shared;
  return (up === 0 ? './' : '../'.repeat(up)) + to.slice(shared).join('/');
}

/** What pages write that makes anchors: headings of every level, custom ids, repeats, components with titles or ids. */
const ANCHOR_BLOCKS = [
  '## Setup steps',
  '### Setup steps',
  "## What's next?",
  '### Café & co',
  '##### Deep five',
  '###### Setup steps',
  '## Custom one {#my-custom}',
  '## Step 1: Issue (beta)',
  '#### Level four',
  '<Accordion title="Billing: FAQ">\n\n## Inside accordion\n\nText\n\n</Accordion>',
  '<AccordionGroup>\n<Accordion title="One">\n\na\n\n</Accordion>\n<Accordion title="One">\n\nb\n\n</Accordion>\n</AccordionGroup>',
  '<Tabs>\n<Tab title="First tab">\n\na\n\n</Tab>\n<Tab title="First tab">\n\nb\n\n</Tab>\n<Tab title="Mine" id="own-tab">\n\nc\n\n</Tab>\n</Tabs>',
  '<Steps titleSize="h2">\n<Step title="Setup steps">\n\na\n\n</Step>\n<Step title="Run it">\n\nb\n\n</Step>\n</Steps>',
  '<ParamField query="onError" type="string">\n\nx\n\n</ParamField>',
  '<ResponseField name="user_id" type="string">\n\ny\n\n</ResponseField>',
  '<Update label="2024-01-01" description="v1">\n\nNotes\n\n</Update>',
  '<Heading level={2} id="by-heading">Titled</Heading>',
  '<h2 id="raw-html">Raw</h2>',
  '<div id="plain-div">\n\nx\n\n</div>',
  '<a name="named-anchor"></a>',
  '<Tab title="Inline tab">one line</Tab>',
];

/** Fragments links try: some match an anchor a block above makes, some none. */
const FRAGMENTS = [
  'setup-steps',
  'setup-steps-2',
  'setup-steps-3',
  'v4-5-wire-format',
  'what’s-next',
  'café-&-co',
  'caf%C3%A9-&-co',
  'deep-five',
  'my-custom',
  'step-1-issue-beta',
  'level-four',
  'inside-accordion',
  'billing-faq',
  'one-1',
  'first-tab-2',
  'own-tab',
  'run-it',
  'param-on-error',
  'param-user-id',
  '2024-01-01',
  'by-heading',
  'raw-html',
  'plain-div',
  'named-anchor',
  'inline-tab',
  'nothing-here',
];

/** One generated site, as files. */
function generatedSite(seed: number): Record<string, string> {
  const random = seededRandom(seed);
  const withFile = PAGES.filter((p) => p === 'index' || random() < 0.75);
  const listed = PAGES.filter((p) => p !== 'orphan-page' && (random() < 0.7 || p === 'index'));
  const linkFor = (page: string): string => {
    const target = pick(random, PAGES);
    const roll = random();
    if (roll < 0.3) return `/${target}`;
    if (roll < 0.45) return relative(page, target);
    if (roll < 0.55) return `${relative(page, target)}.mdx`;
    if (roll < 0.65) return `/${target}#${pick(random, FRAGMENTS)}`;
    if (roll < 0.85) return pick(random, ENDPOINT_GUESSES);
    return pick(random, ['/images/logo.png', '/images/none.png', 'https://example.com/x', '#setup-steps', '/']);
  };
  const files: Record<string, string> = {};
  for (const page of withFile) {
    const links = Array.from({ length: 6 }, () => linkFor(page));
    const title = random() < 0.8 ? `title: "${page} page"\n` : '';
    const blocks = Array.from({ length: 1 + Math.floor(random() * 8) }, () => pick(random, ANCHOR_BLOCKS));
    files[`${page}.mdx`] =
      `---\n${title}---\n\n## Setup steps\n\n## v4.5 wire format\n\n${blocks.join('\n\n')}\n\n` +
      links.map((l, i) => (l.startsWith('/images') ? `![img ${i}](${l})` : `[link ${i}](${l})`)).join('\n\n') +
      '\n';
  }
  files['images/logo.png'] = '';
  const same = random() < 0.5 ? 'Same' : 'List users';
  files['specs/paths/users.json'] = JSON.stringify({
    get: { summary: same, tags: random() < 0.5 ? ['Users'] : [], responses: {} },
    post: { summary: 'Create user', tags: ['Users'], responses: {} },
  });
  files['specs/ops/teams.json'] = JSON.stringify({ summary: 'List teams', tags: ['Teams'], responses: {} });
  files['specs/api.json'] = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/users': { $ref: 'paths/users.json' },
      '/teams': { get: { $ref: 'ops/teams.json' } },
      '/same': { get: { summary: 'Same', responses: {} } },
      '/health': { get: { responses: {} } },
      '/moved': { get: { summary: 'Moved', 'x-mint': { href: '/reference/moved.v2' }, responses: {} } },
    },
  });
  const endpoints = ['GET /users', 'POST /users', 'GET /teams', 'GET /same', 'GET /moved'].filter(() => random() < 0.8);
  const tabs: unknown[] = [
    { tab: 'Guides', groups: [{ group: 'Start', pages: listed }] },
    { tab: 'API', groups: [{ group: 'Endpoints', openapi: '/specs//api.json', pages: endpoints }] },
  ];
  if (random() < 0.5) tabs.push({ tab: 'Reference', openapi: { source: 'specs/api.json', directory: 'Ref' } });
  files['docs.json'] = JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: `Site ${seed}`,
    colors: { primary: '#123456' },
    navigation: { tabs },
  });
  return files;
}

/** The link-broken messages of a file that name this href (as written, trimmed). */
function flagged(problems: readonly Problem[], file: string, href: string): boolean {
  const [pathPart, fragment] = href.trim().split('#', 2);
  const page = pathPart
    .replace(/\/+$/, '')
    .split('/')
    .pop()!
    .replace(/\.mdx?$/, '');
  return problems.some(
    (p) =>
      p.file === file &&
      (p.ruleId === 'link-broken' || p.ruleId === 'snippet-missing') &&
      (p.message.includes(`\`${href.trim()}`) ||
        // An anchor the target page lacks is named by itself, with the page's route.
        (fragment !== undefined &&
          [fragment, landing(fragment)].some((f) => p.message.startsWith(`\`#${f}\` matches no heading`)) &&
          p.message.includes(`${page}\``))),
  );
}

function checkLinks(summary: BuildSummary, out: string, hasSource: (file: string) => boolean): string[] {
  const failures: string[] = [];
  for (const link of summary.links!) {
    const href = link.href.trim();
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href) || href.startsWith('#') || href === '') continue;
    const lintAccepts = !flagged(summary.problems, link.writtenIn, href);
    if (link.output === undefined) {
      if (lintAccepts)
        failures.push(`(b) ${link.writtenIn}: \`${href}\` is not resolved by the build, yet lint accepts it`);
      continue;
    }
    if (!lintAccepts) continue;
    const target = decodeURIComponent(link.output.replace(/[?#].*$/, ''));
    const file = path.join(out, path.dirname(link.outputFile), target);
    if (!fs.existsSync(file)) {
      failures.push(
        `(a) ${link.writtenIn}: lint accepts \`${href}\`, but ${link.outputFile} links it to ${target}, never written`,
      );
      continue;
    }
    // A fragment is judged on a page written from a file (a page without one has only the notice saying so).
    const fragment = /#(.+)$/.exec(link.output)?.[1];
    const source = path
      .relative(out, file)
      .replace(/\.html$/, '.mdx')
      .split(path.sep)
      .join('/');
    if (fragment !== undefined && hasSource(source) && !idsIn(file).has(landing(fragment)))
      failures.push(`(d) ${link.writtenIn}: lint accepts \`${href}\`, but ${target} has no id "${landing(fragment)}"`);
  }
  return failures;
}

const idCache = new Map<string, Set<string>>();

/** The ids of a built page's elements, as a browser reads them. */
function idsIn(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    ids = new Set();
    const walk = (node: Nodes) => {
      if (node.type === 'element' && typeof (node as Element).properties.id === 'string')
        ids!.add((node as Element).properties.id as string);
      if ('children' in node) for (const child of node.children) walk(child);
    };
    walk(fromHtml(fs.readFileSync(file, 'utf8')));
    idCache.set(file, ids);
  }
  return ids;
}

/** The id a browser scrolls to for a fragment: the fragment percent-decoded. */
function landing(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** (d) Every anchor the page rules accept on a page of the site is an id in its built page. */
function checkAnchors(root: string, out: string, files: Record<string, string>): string[] {
  const failures: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    if (!file.endsWith('.mdx')) continue;
    const built = path.join(out, file.replace(/\.mdx$/, '.html'));
    if (!fs.existsSync(built)) continue;
    const facts = parsePage(file, text).facts;
    const ids = idsIn(built);
    for (const anchor of [...facts.headings.map((h) => h.id).filter(Boolean), ...facts.elementIds])
      if (!ids.has(anchor))
        failures.push(`(d) ${file}: the rules accept #${anchor}, which ${path.relative(out, built)} has no id for`);
  }
  return failures;
}

/** (file, label) pairs of the links of a navigation: the preview's `data-route`, the built section's `data-r`. */
function navPairs(html: string): string[] {
  const pairs: string[] = [];
  for (const m of html.matchAll(/data-r(?:oute)?=\\?"([^"\\]+)\\?"[^>]*>(.*?)<\\?\/a>/g))
    // The preview marks entries with no file for the author; the site leaves the mark out.
    pairs.push(
      `${m[1]} ${m[2]
        .replace(/<small class="dj-note">no file<\/small>/, '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}`,
    );
  return pairs.sort();
}

async function checkPreview(root: string, out: string): Promise<string[]> {
  const workspace = new NodeWorkspace(root);
  const service = createDocsService({ workspace });
  const result = await service.check();
  const model = result.model!;
  const source = new SiteSource(workspace, result.files, (file) => service.spec(file));
  const site = await source.resolve(model, await service.endpointPages(model));
  const failures: string[] = [];
  for (const section of site.sections) {
    const first = firstPath(section.items);
    if (!first) continue;
    const files: string[] = [];
    const preview = await renderEditorPreview(model, first, {
      fileOf: (page) => result.files.fileOf(page),
      pageMetas: async (list) => {
        files.push(...list);
        await source.read(list);
        return source.meta;
      },
      endpoints: await service.endpointPages(model),
    });
    const built = fs.readFileSync(path.join(out, '_docsjson/nav', `${section.id}.js`), 'utf8');
    const shown = navPairs(preview.html).join('\n');
    const written = navPairs(built.replace(/\\u003c/g, '<').replace(/\\u003e/g, '>')).join('\n');
    if (shown !== written)
      failures.push(`(c) section ${section.id}: the preview shows\n${shown}\nthe build wrote\n${written}`);
  }
  return failures;
}

function firstPath(items: readonly SidebarItem[]): readonly (string | number)[] | undefined {
  for (const item of items) {
    if (item.kind !== 'group' && item.path.length > 0) return item.path;
    if (item.kind === 'group') {
      const inner = firstPath(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

describe('lint, the preview and the build agree on links, routes and titles', function () {
  this.timeout(scaledTimeout(300000));
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-agree-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it(`on ${RUNS} generated sites`, async () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= RUNS; seed++) {
      const root = path.join(tmp, `site-${seed}`);
      const out = path.join(tmp, `out-${seed}`);
      const files = generatedSite(seed);
      writeTree(root, files);
      const summary = await buildSite({
        rootPath: root,
        docsFile: 'docs.json',
        outDir: out,
        workers: 0,
        recordLinks: true,
      });
      assert.ok(summary.links!.length > 0);
      for (const f of [
        ...checkLinks(summary, out, (f) => files[f] !== undefined),
        ...checkAnchors(root, out, files),
        ...(await checkPreview(root, out)),
      ])
        failures.push(`seed ${seed}: ${f}`);
    }
    assert.deepEqual(failures, []);
  });

  it('on the real site', async function () {
    const corpus = requireCorpusSite(this);
    const out = path.join(tmp, 'corpus');
    const summary = await buildSite({ rootPath: corpus, docsFile: 'docs.json', outDir: out, recordLinks: true });
    assert.ok(summary.links!.length > 1000);
    const hasSource = (file: string) => fs.existsSync(path.join(corpus, file));
    assert.deepEqual(checkLinks(summary, out, hasSource), []);
  });
});
