// Our mint.json → docs.json conversion (core/migrate) held against Mintlify's own upgrade function
// (upgradeToDocsConfig in @mintlify/validation, a test-only devDependency): the same docs.json for each sample,
// from the one-group site to tabs, anchors and versions claiming pages by URL and every settings key.
import assert from 'node:assert/strict';
import { upgradeMintJson } from '../../src/core';
import { mintlify } from './mintlify';

const BASE = { name: 'Acme', colors: { primary: '#0D9373' } };

const SAMPLES: Record<string, Record<string, unknown>> = {
  'one group': { ...BASE, navigation: [{ group: 'G', pages: ['a', 'b'] }] },
  'a relative anchor takes the pages under its url': {
    ...BASE,
    anchors: [{ name: 'API', url: 'api', icon: 'code' }],
    navigation: [
      { group: 'G', pages: ['a'] },
      { group: 'H', pages: ['api/x'] },
    ],
  },
  'versions: a group marked with one, and groups for all': {
    ...BASE,
    versions: ['v2', 'v1'],
    navigation: [
      { group: 'G', version: 'v1', pages: ['a'] },
      { group: 'H', pages: ['b'] },
    ],
  },
  'a tab with its own spec; a group split across tabs; an empty tab left out': {
    ...BASE,
    tabs: [
      { name: 'Empty', url: 'e' },
      { name: 'T', url: 't', openapi: 't.json' },
    ],
    navigation: [
      { group: 'G', pages: ['t/a', 'b'] },
      { group: 'H', pages: [{ group: 'N', icon: 'code', pages: ['t/z'] }] },
    ],
  },
  'external tabs and anchors are global links': {
    ...BASE,
    tabs: [{ name: 'Blog', url: 'https://blog.acme.com' }],
    anchors: [{ name: 'Community', icon: 'slack', url: 'https://slack.com' }],
    navigation: [{ group: 'G', pages: ['a'] }],
  },
  'primaryTab and topAnchor name the primary divisions': {
    ...BASE,
    primaryTab: { name: 'Home' },
    topAnchor: { name: 'Start', icon: 'rocket' },
    anchors: [{ name: 'X', url: 'x' }],
    tabs: [{ name: 'T', url: 't' }],
    navigation: [
      { group: 'G', pages: ['a'] },
      { group: 'H', pages: ['t/b'] },
      { group: 'J', pages: ['x/c'] },
    ],
  },
  'every settings key': {
    $schema: 'https://mintlify.com/schema.json',
    name: 'Acme',
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.com' },
    favicon: '/favicon.svg',
    colors: {
      primary: '#0D9373',
      light: '#07C983',
      dark: '#0D9373',
      anchors: { from: '#0D9373', to: '#07C983' },
      background: { light: '#ffffff', dark: '#0f1117' },
    },
    topbarLinks: [{ name: 'Support', url: 'mailto:hi@acme.com' }],
    topbarCtaButton: { name: 'Dashboard', url: 'https://dashboard.acme.com' },
    tabs: [{ name: 'API Reference', url: 'api-reference' }],
    navigation: [
      { group: 'Get Started', pages: ['introduction', { group: 'Nested', icon: 'code', pages: ['nested/a'] }] },
      { group: 'Endpoints', pages: ['api-reference/endpoint/get'] },
    ],
    footerSocials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
    openapi: 'openapi.json',
    api: { baseUrl: 'https://api.acme.com', playground: { mode: 'simple' }, auth: { method: 'bearer' } },
    analytics: { ga4: { measurementId: 'G-XXXX' } },
    integrations: { intercom: 'x' },
    feedback: { thumbsRating: true },
    modeToggle: { default: 'dark', isHidden: true },
    search: { prompt: 'Search...' },
    redirects: [{ source: '/a', destination: '/b' }],
    font: { headings: { family: 'Inter' } },
    backgroundImage: '/bg.png',
    metadata: { 'og:image': 'x' },
    seo: { indexHiddenPages: true },
    codeBlock: { mode: 'dark' },
    footer: { links: [] },
  },
  'socials as a list, a top-level spec list, a GitHub call to action, light mode': {
    ...BASE,
    footerSocials: [{ type: 'x', url: 'https://x.com/a' }],
    openapi: ['a.json', 'b.yaml'],
    topbarCtaButton: { type: 'github', url: 'https://github.com/x/y' },
    modeToggle: { default: 'light' },
    seo: { indexHiddenPages: false },
    navigation: [],
  },
};

describe("mint.json → docs.json agrees with Mintlify's upgrade", () => {
  for (const [name, mint] of Object.entries(SAMPLES)) {
    it(name, async () => {
      const theirs = (await mintlify()).upgradeToDocsConfig(structuredClone(mint));
      // As written to a file: keys whose value is undefined are not there.
      assert.deepEqual(upgradeMintJson(structuredClone(mint)).docs, JSON.parse(JSON.stringify(theirs)));
    });
  }

  it('names every key it drops', () => {
    const { dropped } = upgradeMintJson(structuredClone(SAMPLES['every settings key']));
    assert.deepEqual(dropped.sort(), ['colors.anchors', 'feedback']);
  });
});
