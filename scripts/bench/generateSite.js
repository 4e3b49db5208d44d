// Synthetic docs sites for the benchmarks: a docs.json with languages > versions > tabs > groups > nested groups,
// one .mdx file per page entry (except the deliberately missing ones) shaped like real pages (YAML front matter with
// keyword lists, components, code blocks, links, headings; most pages the same text in every version), and OpenAPI
// specs whose operations some groups list as `METHOD /path` entries. Deterministic for a given seed: the same options always
// write byte-identical files. Written with synchronous calls, folder by folder, so 100k pages take seconds.
'use strict';
const fs = require('fs');
const path = require('path');

// Languages and version labels like real multi-language, multi-version sites (codes the builder accepts).
const LANGUAGES = ['en', 'fr', 'de', 'ja'];
const MAX_VERSIONS = 34; // the largest real site: 4 languages x 34 versions
const TARGET_PAGES_PER_DIVISION = 700; // one division = one language x one version
const FILES_PER_FOLDER = 200;
const HTTP_SPEC_METHODS = ['get', 'post', 'get', 'patch', 'delete']; // per resource: list, create, read, update, delete

const TABS = [
  { tab: 'Guides', slug: 'guides', icon: 'book-open', weight: 4 },
  { tab: 'Tutorials', slug: 'tutorials', icon: 'graduation-cap', weight: 2 },
  { tab: 'Reference', slug: 'reference', icon: 'code', weight: 3 },
  { tab: 'Changelog', slug: 'changelog', icon: 'clock', weight: 1 },
];
const VERBS = [
  'configure',
  'install',
  'deploy',
  'migrate',
  'monitor',
  'secure',
  'scale',
  'debug',
  'integrate',
  'manage',
  'create',
  'update',
  'delete',
  'export',
  'import',
  'rotate',
  'verify',
  'sync',
  'backup',
  'restore',
];
const NOUNS = [
  'webhooks',
  'projects',
  'users',
  'billing',
  'domains',
  'tokens',
  'teams',
  'events',
  'logs',
  'metrics',
  'alerts',
  'storage',
  'queues',
  'secrets',
  'regions',
  'plans',
  'invoices',
  'reports',
  'sessions',
  'roles',
];
const GROUP_WORDS = [
  'Getting started',
  'Core concepts',
  'Authentication',
  'Data model',
  'Integrations',
  'Deployment',
  'Observability',
  'Security',
  'Administration',
  'Advanced',
  'Troubleshooting',
  'Best practices',
  'Migration',
  'SDKs',
];
const ICONS = ['rocket', 'gear', 'shield', 'database', 'plug', 'chart-line', 'lock', 'users', 'bolt', 'wrench'];
const RESOURCES = [
  'widgets',
  'orders',
  'customers',
  'payments',
  'shipments',
  'products',
  'carts',
  'coupons',
  'refunds',
  'accounts',
  'devices',
  'files',
  'jobs',
  'webhooks',
  'tickets',
  'agents',
  'reviews',
  'notes',
  'tags',
  'sites',
];

/** mulberry32: small, fast, good enough for shaping test data; deterministic per seed. */
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)); // inclusive
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

/** Operations of a synthetic spec with exactly `count` operations: [{method, path}]. */
function specOperations(count, prefix) {
  const ops = [];
  for (let k = 0; ops.length < count; k++) {
    const base = `/${prefix}/${RESOURCES[k % RESOURCES.length]}${k >= RESOURCES.length ? `-${Math.floor(k / RESOURCES.length)}` : ''}`;
    for (let m = 0; m < HTTP_SPEC_METHODS.length && ops.length < count; m++) {
      ops.push({ method: HTTP_SPEC_METHODS[m], path: m === 0 || m === 1 ? base : `${base}/{id}` });
    }
  }
  return ops;
}

/** A valid OpenAPI 3.1 document holding exactly these operations, with shared component schemas and $refs. */
function specDocument(title, ops) {
  const paths = {};
  const schemas = {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer' }, message: { type: 'string' } },
    },
  };
  for (const op of ops) {
    const resource = op.path.split('/')[2];
    const schemaName = resource.replace(/(^|-)(\w)/g, (_m, _d, c) => c.toUpperCase());
    if (!schemas[schemaName]) {
      schemas[schemaName] = {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string', description: `Identifier of the ${resource} object.` },
          name: { type: 'string' },
          created_at: { type: 'string', format: 'date-time' },
          metadata: { type: 'object', additionalProperties: { type: 'string' } },
        },
      };
    }
    const item = (paths[op.path] ??= {});
    if (op.path.endsWith('{id}') && !item.parameters) {
      item.parameters = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }];
    }
    const ref = { $ref: `#/components/schemas/${schemaName}` };
    const operation = {
      operationId: `${op.method}${schemaName}${op.path.endsWith('{id}') ? 'ById' : ''}`,
      summary: `${op.method.toUpperCase()} ${resource}`,
      description: `Performs ${op.method.toUpperCase()} on ${op.path}.`,
      tags: [resource],
      responses: {
        200: {
          description: 'OK',
          content: {
            'application/json': {
              schema: op.method === 'get' && !op.path.endsWith('{id}') ? { type: 'array', items: ref } : ref,
            },
          },
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
    if (op.method === 'post' || op.method === 'patch') {
      operation.requestBody = { required: true, content: { 'application/json': { schema: ref } } };
    }
    item[op.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    servers: [{ url: 'https://api.example.com' }],
    paths,
    components: { schemas },
  };
}

/** A small deterministic hash of some numbers, for choices that must not depend on the order pages are written. */
function mix(...values) {
  let h = 0x9e3779b9;
  for (const v of values) {
    h = Math.imul(h ^ (v >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

const LANGUAGE_WORDS = { en: 'Guide', fr: 'Guide (fr)', de: 'Anleitung', ja: 'ガイド' };
const CODE_SAMPLES = [
  ['bash', 'npm install @example/sdk\nexample login --token "$EXAMPLE_TOKEN"'],
  ['json', '{\n  "name": "production",\n  "region": "eu-west-1",\n  "retries": 3\n}'],
  ['python', 'from example import Client\n\nclient = Client(api_key="sk_live_...")\nprint(client.projects.list())'],
  [
    'typescript',
    'import { Client } from "@example/sdk";\n\nconst client = new Client({ apiKey: process.env.KEY });\nawait client.projects.list();',
  ],
];

/** Front matter as real pages write it: quoted and plain strings, keyword lists (flow or block), folded text. */
function frontMatterOf(page, r) {
  const { title, sidebarTitle, description, keywords, icon } = page;
  const lines = ['---'];
  const shape = r % 5;
  lines.push(shape === 1 ? `title: ${title}` : `title: "${title}"`);
  if (shape === 3) lines.push('description: >-', `  ${description}`, '  It also covers the limits and the defaults.');
  else lines.push(`description: "${description}"`);
  if (r % 3 !== 0) lines.push(`sidebarTitle: "${sidebarTitle}"`);
  if (r % 2 === 0) lines.push(`icon: "${icon}"`);
  if (shape === 0) lines.push(`keywords: ['${keywords.join("', '")}']`);
  else if (shape === 2) lines.push(`keywords: ["${keywords.join('", "')}"]`);
  else if (shape === 4) lines.push('keywords:', ...keywords.map((k) => `  - ${k}`));
  lines.push('---');
  return lines.join('\n');
}

/**
 * A page body like a real one: headings, paragraphs with internal links, lists, code blocks and Mintlify
 * components (callouts, steps, tabs, code groups, cards, accordions, parameter fields, framed images), 1 to 6 KB.
 * `links` are routes of pages that exist (each has an "Overview" heading); the choice of sections depends on the
 * page's identity and revision only, so copies of an unchanged page in other versions are byte for byte the same.
 */
function pageBody(page, links) {
  const r = mix(page.key, page.revision);
  const pick = (n, salt) => mix(r, salt) % n;
  const parts = [frontMatterOf(page, r), ''];
  if (pick(10, 1) === 0) parts.push("import Prerequisites from '/snippets/prerequisites.mdx';", '');
  parts.push(
    '## Overview',
    '',
    `${page.description} This ${LANGUAGE_WORDS[page.lang] ?? 'guide'} walks through the settings that matter, ` +
      `in the order you meet them. Read [${page.linkTitle}](${links[0]}#overview) first if you have not set up ` +
      'a project yet, and keep `EXAMPLE_TOKEN` at hand.',
    '',
  );
  if (pick(10, 1) === 0) parts.push('<Prerequisites />', '');
  const sections = 2 + pick(5, 2);
  for (let s = 0; s < sections; s++) {
    const kind = pick(9, 10 + s);
    const heading = [
      'Configuration',
      'Usage',
      'Examples',
      'Parameters',
      'Limits',
      'Next steps',
      'Details',
      'Setup',
      'Options',
    ][(kind + s) % 9];
    parts.push(`## ${heading} ${s + 1}`, '');
    switch (kind) {
      case 0:
        parts.push(
          `<${['Note', 'Tip', 'Warning', 'Info'][s % 4]}>`,
          `  Changes apply to every project in the workspace. See [the reference](${links[1]}) for the full list.`,
          `</${['Note', 'Tip', 'Warning', 'Info'][s % 4]}>`,
          '',
        );
        break;
      case 1:
        parts.push(
          '<Steps>',
          '  <Step title="Prepare">',
          '    Open the dashboard and select a project.',
          '  </Step>',
          '  <Step title="Apply">',
          '    Save the change and wait for the confirmation, usually a few seconds.',
          '  </Step>',
          '</Steps>',
          '',
        );
        break;
      case 2: {
        const [lang, code] = CODE_SAMPLES[pick(CODE_SAMPLES.length, 20 + s)];
        parts.push('Run this from the root of your project:', '', '```' + lang, code, '```', '');
        break;
      }
      case 3:
        parts.push(
          '<CodeGroup>',
          '```bash npm',
          'npm install @example/sdk',
          '```',
          '```bash yarn',
          'yarn add @example/sdk',
          '```',
          '</CodeGroup>',
          '',
        );
        break;
      case 4:
        parts.push(
          '<CardGroup cols={2}>',
          `  <Card title="Quickstart" icon="rocket" href="${links[0]}">`,
          '    Set up a project in five minutes.',
          '  </Card>',
          `  <Card title="Reference" icon="book" href="${links[1]}">`,
          '    Every option, with its default.',
          '  </Card>',
          '</CardGroup>',
          '',
        );
        break;
      case 5:
        parts.push(
          '<ParamField path="project_id" type="string" required>',
          '  Identifier of the project, as shown in the dashboard.',
          '</ParamField>',
          '<ParamField query="limit" type="number" default="20">',
          '  How many results to return, at most 100.',
          '</ParamField>',
          '',
        );
        break;
      case 6:
        parts.push(
          '<Tabs>',
          '  <Tab title="Dashboard">',
          '    Open **Settings**, then **Projects**, and change the value.',
          '  </Tab>',
          '  <Tab title="API">',
          `    Send a \`PATCH\` request; see [the API reference](${links[1]}#overview).`,
          '  </Tab>',
          '</Tabs>',
          '',
        );
        break;
      case 7:
        parts.push(
          '| Setting | Default | Notes |',
          '| --- | --- | --- |',
          '| `retries` | `3` | Applies to every request. |',
          '| `timeout` | `30s` | Raise it for large uploads. |',
          '',
          '<Frame caption="The settings page">',
          '  <img src="/images/diagram.png" alt="The settings page of a project" />',
          '</Frame>',
          '',
        );
        break;
      default:
        parts.push(
          '- Keep one project per environment.',
          '- Rotate tokens every 90 days.',
          `- Check [the limits](${links[0]}#overview) before a migration.`,
          '',
          '<AccordionGroup>',
          '  <Accordion title="Why does the change not show?">',
          '    Caches expire after a minute; reload the page.',
          '  </Accordion>',
          '</AccordionGroup>',
          '',
        );
    }
  }
  return parts.join('\n');
}

/**
 * Writes a site into `dir` (created if needed; must be empty or absent). Options:
 *   pages      number of page entries that name a file (default 1000)
 *   specOps    operations per OpenAPI spec (default [100, 2000]); each spec is referenced by groups in every division
 *   missing    how many page entries deliberately have no file (default 1)
 *   seed       PRNG seed (default 1)
 *   languages  number of languages (default by size: 1, 2 or 4); versions: number of versions (default by size)
 *   endpointsPerGroup  METHOD entries per API group in each division (default 12)
 *   changeRate  probability that a page changes from one version to the next (default 0.05: a real site of
 *              4 languages x 34 versions has about 7% distinct page texts); 1 makes every page distinct
 *   sharedPages  pages of each language listed in every one of its versions (one file each, in a "Resources" group
 *              of the first tab), as real versioned sites list their support and changelog pages (default 0)
 *   legacyEndpointPages  in each division's API tab, this many entries of a "Legacy reference" group naming a page
 *              with no file at the URL of an endpoint page the same tab lists (a site that moved from hand-written
 *              endpoint pages to METHOD entries and deleted the files; default 0)
 *   orphans    page files no entry names (default 0): copies of a page's text beside it, as real versioned sites
 *              keep pages their navigation dropped
 *   longNames  page and folder names as long as a real large site's (default false)
 * Returns { root, docsFile, pageCount, entryCount, endpointEntryCount, missingPage, missingPages, edit, completion,
 *   specs: [{file, absFile, operations}], languages, versions, divisions, docsBytes, files, distinctPages }.
 * `edit` is the page-path string for the keystroke benchmark: { pagePath, offset, line, character } where the
 * position is the end of the path inside its quotes (insert a character there and the page no longer exists).
 * `completion` is { offset, line, character }: the position of the opening quote of an entry in a `pages` array,
 * where a new entry `"` can be typed.
 */
function generateSite(dir, options = {}) {
  const pages = options.pages ?? 1000;
  const specOps = options.specOps ?? [100, 2000];
  const missingCount = options.missing ?? 1;
  const seed = options.seed ?? 1;
  const endpointsPerGroup = options.endpointsPerGroup ?? 12;
  const changeRate = options.changeRate ?? 0.05;
  const sharedCount = options.sharedPages ?? 0;
  const legacyCount = options.legacyEndpointPages ?? 0;
  const orphanCount = options.orphans ?? 0;
  const longNames = options.longNames ?? false;
  if (!Number.isInteger(pages) || pages < 4) throw new Error(`pages must be an integer >= 4, got ${pages}`);
  if (missingCount < 0 || missingCount >= pages) throw new Error(`missing must be in [0, pages), got ${missingCount}`);
  const rand = rng(seed);

  const languageCount = options.languages ?? (pages >= 4000 ? 4 : pages >= 1000 ? 2 : 1);
  const versionCount =
    options.versions ??
    Math.max(1, Math.min(MAX_VERSIONS, Math.round(pages / languageCount / TARGET_PAGES_PER_DIVISION)));
  const languages = LANGUAGES.slice(0, languageCount);
  if (languages.length < languageCount) throw new Error(`at most ${LANGUAGES.length} languages`);
  const versions = [];
  for (let v = versionCount; v >= 1; v--) versions.push(`v${v}`); // newest first, like real version menus
  const divisions = languageCount * versionCount;

  fs.mkdirSync(dir, { recursive: true });
  if (fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`);

  // Specs, written once and referenced from every division.
  const specs = specOps.map((count, i) => {
    const name = i === 0 ? 'core' : i === 1 ? 'platform' : `spec${i}`;
    const file = `api-reference/${name}-openapi.json`;
    const ops = specOperations(count, name);
    return {
      file,
      absFile: path.join(dir, file),
      name,
      operations: ops.length,
      ops,
      title: `${name[0].toUpperCase()}${name.slice(1)} API`,
    };
  });
  if (specs.length > 0) {
    fs.mkdirSync(path.join(dir, 'api-reference'), { recursive: true });
    for (const s of specs) fs.writeFileSync(s.absFile, JSON.stringify(specDocument(s.title, s.ops), null, 2) + '\n');
  }

  // Which global page indexes lose their file: spread over the site, away from the first and last pages.
  const missingSet = new Set();
  while (missingSet.size < missingCount) missingSet.add(Math.floor(pages * (0.2 + 0.6 * rand())));
  // Keystroke and completion targets: pages that exist, in the middle of the file (a large docs.json is edited there).
  let editIndex = Math.floor(pages / 2);
  while (missingSet.has(editIndex)) editIndex++;
  let completionIndex = Math.floor(pages * 0.6);
  while (missingSet.has(completionIndex) || completionIndex === editIndex) completionIndex++;

  let globalIndex = 0;
  const pageFiles = []; // { folder, name, lang, k, versionIndex } written in folder batches below
  const missingPages = [];
  const missingPaths = new Set();
  let editPath;
  let completionPath;
  let endpointEntryCount = 0;
  // Per language: the page path of each division-local index in the newest version (what pages link to).
  const newestPaths = new Map();

  // A page is named by its place in its division, so each version (and language) has the same page names: copies
  // of a page that did not change between versions have the same text, as on real versioned sites.
  const nextPage = (lang, version, tab, sectionIndex, k) => {
    const i = globalIndex++;
    const verb = VERBS[k % VERBS.length];
    const noun = NOUNS[Math.floor(k / VERBS.length) % NOUNS.length];
    const name = longNames ? `${verb}-your-${noun}-${k}` : `${verb}-${noun}-${k}`;
    const folder = `${lang}/${version}/${tab.slug}/${longNames ? `${tab.slug}-section-` : 'section-'}${sectionIndex}`;
    const pagePath = `${folder}/${name}`;
    if (missingSet.has(i)) {
      missingPages.push(pagePath);
      missingPaths.add(pagePath);
    } else pageFiles.push({ folder, name, lang, k, verb, noun, versionIndex: versions.indexOf(version) });
    if (version === versions[0]) {
      if (!newestPaths.has(lang)) newestPaths.set(lang, []);
      newestPaths.get(lang)[k] = pagePath;
    }
    if (i === editIndex) editPath = pagePath;
    if (i === completionIndex) completionPath = pagePath;
    // Entries are written as real sites mix them: mostly bare, some with "/" in front.
    return i % 50 === 7 ? `/${pagePath}` : pagePath;
  };

  // Builds groups holding exactly `count` pages, some with nested groups up to three levels deep.
  const buildGroups = (count, makePage, depth) => {
    const groups = [];
    let left = count;
    while (left > 0) {
      const size = Math.min(left, depth === 0 ? rand.int(8, 30) : rand.int(3, 10));
      left -= size;
      const label = `${rand.pick(GROUP_WORDS)}${depth > 0 ? ` ${depth}` : ''}`;
      const group = { group: label };
      const r = rand();
      if (r < 0.3) group.icon = rand.pick(ICONS);
      if (r > 0.85) group.expanded = true;
      const entries = [];
      let own = size;
      if (depth < 3 && size >= 6 && rand() < 0.35) {
        const nested = rand.int(3, Math.max(3, Math.floor(size / 2)));
        own = size - nested;
        const split = Math.max(1, Math.floor(own / 2));
        for (let k = 0; k < split; k++) entries.push(makePage());
        entries.push(...buildGroups(nested, makePage, depth + 1));
        for (let k = split; k < own; k++) entries.push(makePage());
      } else {
        for (let k = 0; k < own; k++) entries.push(makePage());
      }
      group.pages = entries;
      groups.push(group);
    }
    return groups;
  };

  // Pages every version of a language lists: one file each, outside the version folders.
  const sharedPathsOf = (lang) =>
    Array.from({ length: sharedCount }, (_, i) => `${lang}/resources/${['support', 'changelog', 'faq'][i % 3]}-${i}`);
  let legacyEndpointEntries = 0;

  const weights = TABS.reduce((s, t) => s + t.weight, 0);
  const languageNodes = [];
  let division = 0;
  for (const lang of languages) {
    const versionNodes = [];
    for (const version of versions) {
      const divisionPages = Math.floor(pages / divisions) + (division < pages % divisions ? 1 : 0);
      division++;
      const tabs = [];
      let assigned = 0;
      let inDivision = 0;
      TABS.forEach((tab, t) => {
        const tabPages =
          t === TABS.length - 1 ? divisionPages - assigned : Math.floor((divisionPages * tab.weight) / weights);
        assigned += tabPages;
        if (tabPages <= 0) return;
        let inTab = 0;
        const makePage = () => nextPage(lang, version, tab, Math.floor(inTab++ / FILES_PER_FOLDER), inDivision++);
        const groups = buildGroups(tabPages, makePage, 0);
        if (t === 0 && sharedCount > 0) groups.push({ group: 'Resources', pages: sharedPathsOf(lang) });
        tabs.push({ tab: tab.tab, icon: tab.icon, groups });
      });
      if (specs.length > 0) {
        // API tab: the tab carries the first spec; groups inherit it; a nested group switches to the second spec.
        const pickOps = (spec, n) => {
          const out = [];
          const start = rand.int(0, Math.max(0, spec.ops.length - 1));
          for (let k = 0; k < Math.min(n, spec.ops.length); k++) {
            const op = spec.ops[(start + k * (spec.ops.length % 7 === 0 ? 1 : 7)) % spec.ops.length];
            out.push(`${op.method.toUpperCase()} ${op.path}`);
          }
          endpointEntryCount += out.length;
          return out;
        };
        const apiGroups = [];
        specs.forEach((spec, s) => {
          const group = { group: `${spec.title} reference`, pages: pickOps(spec, endpointsPerGroup) };
          if (s > 0) group.openapi = spec.file;
          if (s === specs.length - 1 && specs.length > 1) {
            group.pages.push({
              group: `More ${spec.name} endpoints`,
              openapi: spec.file,
              pages: pickOps(spec, Math.ceil(endpointsPerGroup / 2)),
            });
          }
          apiGroups.push(group);
        });
        if (legacyCount > 0) {
          // The URL Mintlify gives `GET /<spec>/<resource>` (its first tag, then its summary "GET <resource>").
          const legacy = new Set();
          for (const entry of apiGroups[0].pages) {
            const m = /^GET \/[^/]+\/([^/]+)/.exec(entry);
            if (m && legacy.size < legacyCount) legacy.add(`api-reference/${m[1]}/get-${m[1]}`);
          }
          legacyEndpointEntries += legacy.size;
          apiGroups.push({ group: 'Legacy reference', pages: [...legacy] });
        }
        tabs.push({ tab: 'API reference', icon: 'square-terminal', openapi: specs[0].file, groups: apiGroups });
      }
      const node = { version, tabs };
      if (version === versions[0]) node.default = true;
      versionNodes.push(node);
    }
    const langNode = { language: lang, versions: versionNodes };
    if (lang === 'en') langNode.default = true;
    languageNodes.push(langNode);
  }
  if (globalIndex !== pages) throw new Error(`internal: built ${globalIndex} pages, wanted ${pages}`);

  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: `Synthetic docs (${pages} pages)`,
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
    favicon: '/favicon.svg',
    navigation: {
      global: { anchors: [{ anchor: 'Status', icon: 'signal', href: 'https://status.example.com' }] },
      languages: languageNodes,
    },
    styling: { eyebrows: 'breadcrumbs' },
    interaction: { drilldown: false },
  };
  const text = JSON.stringify(docs, null, 2) + '\n';
  const docsFile = path.join(dir, 'docs.json');
  fs.writeFileSync(docsFile, text);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>\n');

  // Page files, one folder at a time (folders hold at most FILES_PER_FOLDER files). A page changes from one version
  // to the next with probability changeRate; unchanged copies keep the text of the version before.
  fs.mkdirSync(path.join(dir, 'snippets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'snippets', 'prerequisites.mdx'),
    '<Info>\n  You need an account with the **Owner** role and the CLI installed.\n</Info>\n',
  );
  fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'images', 'diagram.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  const distinct = new Set();
  let pageFileCount = 0;
  for (const lang of sharedCount > 0 ? languages : []) {
    fs.mkdirSync(path.join(dir, lang, 'resources'), { recursive: true });
    sharedPathsOf(lang).forEach((p, i) => {
      const text = pageBody(
        {
          key: mix(seed, 1000 + LANGUAGES.indexOf(lang), i),
          revision: 0,
          lang,
          title: `Resources ${i}`,
          sidebarTitle: `Resources ${i}`,
          linkTitle: 'the quickstart',
          description: `Where to get help and what changed (${lang}).`,
          keywords: ['support', 'changelog'],
          icon: ICONS[i % ICONS.length],
        },
        [`/${sharedPathsOf(lang)[0]}`, `/${sharedPathsOf(lang)[0]}`],
      );
      distinct.add(text);
      pageFileCount++;
      fs.writeFileSync(path.join(dir, `${p}.mdx`), text);
    });
  }
  let currentFolder;
  // Orphans: spread evenly over the page files, each a copy of its page under another name.
  const orphanOf = new Set();
  for (let j = 0; j < orphanCount && pageFiles.length > 0; j++)
    orphanOf.add(Math.floor((j * pageFiles.length) / Math.min(orphanCount, pageFiles.length)));
  const orphanFiles = [];
  for (const [pageIndex, page] of pageFiles.entries()) {
    if (page.folder !== currentFolder) {
      fs.mkdirSync(path.join(dir, page.folder), { recursive: true });
      currentFolder = page.folder;
    }
    const langIndex = LANGUAGES.indexOf(page.lang);
    // Revisions counted from the oldest version: the newest versions carry the most changes.
    let revision = 0;
    for (let step = versions.length - 1; step > page.versionIndex; step--)
      if (mix(seed, langIndex, page.k, step) / 4294967296 < changeRate) revision++;
    const newest = newestPaths.get(page.lang) ?? [];
    const linkTo = (offset) => {
      for (let d = offset; d < offset + 8; d++) {
        const target = newest[(page.k + d) % newest.length];
        if (target && !missingPaths.has(target)) return `/${target}`;
      }
      return '/';
    };
    const verb = `${page.verb[0].toUpperCase()}${page.verb.slice(1)}`;
    const text = pageBody(
      {
        key: mix(seed, langIndex, page.k),
        revision,
        lang: page.lang,
        title: `${verb} ${page.noun} (${page.k})`,
        sidebarTitle: `${verb} ${page.noun}`,
        linkTitle: `the ${page.noun} guide`,
        description: `How to ${page.verb} ${page.noun} for a project, with the options most teams change first (${page.lang}).`,
        keywords: [page.noun, page.verb, 'api'],
        icon: ICONS[page.k % ICONS.length],
      },
      [linkTo(1), linkTo(2)],
    );
    distinct.add(`${page.lang}\0${page.k}\0${revision}`);
    pageFileCount++;
    fs.writeFileSync(path.join(dir, page.folder, `${page.name}.mdx`), text);
    if (orphanOf.has(pageIndex)) {
      const orphan = `${page.folder}/${page.name}-previous`;
      fs.writeFileSync(path.join(dir, `${orphan}.mdx`), text);
      orphanFiles.push(orphan);
    }
  }

  const positionOf = (offset) => {
    let line = 0;
    let lineStart = 0;
    for (let k = text.indexOf('\n'); k >= 0 && k < offset; k = text.indexOf('\n', k + 1)) {
      line++;
      lineStart = k + 1;
    }
    return { offset, line, character: offset - lineStart };
  };
  const locate = (needle, shift) => {
    const at = text.indexOf(needle);
    if (at < 0 || text.indexOf(needle, at + 1) >= 0) throw new Error(`internal: ${needle} not found exactly once`);
    return positionOf(at + shift);
  };
  const editEntry = editIndex % 50 === 7 ? `/${editPath}` : editPath;
  const completionEntry = completionIndex % 50 === 7 ? `/${completionPath}` : completionPath;
  const edit = { pagePath: editEntry, ...locate(`"${editEntry}"`, 1 + editEntry.length) };
  const completion = { beforeEntry: completionEntry, ...locate(`"${completionEntry}"`, 0) };
  const missingLocations = missingPages.map((p) => {
    const entry = text.includes(`"/${p}"`) ? `/${p}` : p;
    return { pagePath: entry, ...locate(`"${entry}"`, 1) };
  });
  // A METHOD entry against the last (largest) spec, for a keystroke that must be judged against its index.
  let endpointEdit;
  if (specs.length > 0) {
    const spec = specs[specs.length - 1];
    const re = /"((?:GET|POST|PATCH|DELETE) \/[^"]+)"/g;
    re.lastIndex = Math.floor(text.length / 2);
    let m;
    while ((m = re.exec(text))) {
      if (m[1].includes(`/${spec.name}/`)) {
        // The same operation may be listed in several divisions: this is one occurrence, in the middle of the file.
        endpointEdit = {
          entry: m[1],
          spec: spec.file,
          specOperations: spec.operations,
          ...positionOf(m.index + 1 + m[1].length),
        };
        break;
      }
    }
  }

  return {
    root: dir,
    docsFile,
    pageCount: pages,
    entryCount: pages + endpointEntryCount,
    endpointEntryCount,
    missingPage: missingPages[0],
    missingPages,
    missingLocations,
    edit,
    endpointEdit,
    completion,
    specs: specs.map(({ file, absFile, operations }) => ({ file, absFile, operations })),
    languages,
    versions,
    divisions,
    docsBytes: Buffer.byteLength(text),
    files: pageFileCount + orphanFiles.length,
    orphanPages: orphanFiles,
    distinctPages: distinct.size,
    sharedPages: sharedCount * languages.length,
    legacyEndpointEntries,
  };
}

/**
 * The largest real Mintlify site's shape: 4 languages x 34 versions in `navigation`, about 24,800 page files of
 * which about 1,700 distinct texts (most versions list copies of the version before), a few pages every version
 * lists, and a few entries naming no file at the URL of an endpoint page. `scale` shrinks the page count (the shape
 * stays: a quick run of what the full one does).
 */
function largestRealShape(scale = 1) {
  return {
    pages: Math.max(4 * 34 * 4, Math.round(24800 * scale)),
    languages: 4,
    versions: 34,
    changeRate: 0.041,
    sharedPages: 3,
    legacyEndpointPages: 2,
  };
}

/**
 * The sites the build's budgets are set for, by name, with the pages each must come out with (MDX pages plus
 * endpoint pages): a small API site (24 pages beside one spec of 210 operations, a page per operation), a
 * mid-sized site of 984 pages with components, code and links, and one of 1,306 pages of which 306 endpoint pages.
 * One language and one version each; no page missing. `scale` shrinks them for a smoke run.
 */
function buildBudgetSites(scale = 1) {
  const n = (x, min) => Math.max(min, Math.round(x * scale));
  // One language and version, no page missing: `pages` MDX pages beside one spec of `ops` operations, a page each.
  const site = (pages, ops) => ({
    options: {
      pages,
      specOps: ops > 0 ? [ops] : [],
      ...(ops > 0 && { endpointsPerGroup: ops }),
      languages: 1,
      versions: 1,
      missing: 0,
    },
    pages: pages + ops,
  });
  return {
    api234: site(n(24, 4), n(210, 7)),
    pages984: site(n(984, 8), 0),
    mixed1306: site(n(1000, 8), n(306, 5)),
  };
}

/**
 * The options that make a site shaped like the largest real Mintlify site, for measuring the editor on it (the same
 * site as largestRealShape, with what the editor's walks meet where the build's routes do not: page files no entry
 * names, and names as long as the real site's): a 2.4 MB
 * docs.json of 4 languages x 34 versions holding about 23,000 entries, 24,800 page files (some no entry names) of
 * about 1,700 distinct texts, with YAML front matter, components, links and code blocks.
 */
function largestRealShapeForEditor() {
  return {
    pages: 21640,
    languages: 4,
    versions: 34,
    endpointsPerGroup: 4,
    orphans: 3161,
    changeRate: 0.053,
    longNames: true,
  };
}

module.exports = {
  generateSite,
  buildBudgetSites,
  largestRealShape,
  largestRealShapeForEditor,
  specOperations,
  specDocument,
  rng,
};

if (require.main === module) {
  // node scripts/bench/generateSite.js <dir> [pages]
  const [dir, n] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node scripts/bench/generateSite.js <empty-dir> [pages]');
    process.exit(2);
  }
  const t0 = process.hrtime.bigint();
  const site = generateSite(path.resolve(dir), { pages: n ? Number(n) : 1000 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  delete site.specs;
  console.log(JSON.stringify({ ...site, generateMs: Math.round(ms) }, null, 2));
}
