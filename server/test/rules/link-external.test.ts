// link-external: what the site's external links answered, reported at every place that cites them. The answers
// come from a table (FakeLinkChecker): these tests make no request. The real checker, against a local server
// through the real CLI: test/cli/checkExternal.test.ts.
import assert from 'node:assert/strict';
import { externalLinkCitations, type ExternalLinkResult, type Problem } from '../../src/core';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';
import { lintSite } from '../helpers/checkSite';
import { FakeLinkChecker, notFound } from '../helpers/fakeLinkChecker';
import { docsJson } from '../helpers/textRanges';

const GUIDE = [
  '---',
  'title: Guide',
  '---',
  '',
  'See [the old API](https://api.example.com/v1#auth) and https://status.example.com.',
  '',
  '<Card title="Blog" href="https://blog.example.com/post">Read</Card>',
  '',
  '![Logo](https://cdn.example.com/logo.png) <img src="https://cdn.example.com/team.png" alt="Team" />',
  '',
  '<a href="https://api.example.com/v1#errors">errors</a> [local](/intro) [mail](mailto:a@example.com)',
  '',
].join('\n');

const DOCS = docsJson(
  { pages: ['guide', 'intro'], global: { anchors: [{ anchor: 'Community', href: 'https://forum.example.com' }] } },
  {
    navbar: { links: [{ label: 'Support', href: 'https://support.example.com' }] },
    footer: { socials: { x: 'https://x.example.com/docs' } },
  },
);

/** Every external URL the site above cites, as requested (no fragment), sorted. */
const EXTERNAL_URLS = [
  'https://api.example.com/v1',
  'https://blog.example.com/post',
  'https://cdn.example.com/logo.png',
  'https://cdn.example.com/team.png',
  'https://forum.example.com/',
  'https://status.example.com/',
  'https://support.example.com/',
  'https://x.example.com/docs',
];

const FILES = { 'docs.json': DOCS, 'guide.mdx': GUIDE, 'intro.mdx': '---\ntitle: Intro\n---\n' };

async function check(
  answers: Record<string, ExternalLinkResult>,
  files: Record<string, string> = FILES,
  severities?: Record<string, 'off' | 'warning' | 'error' | 'info'>,
): Promise<{ problems: Problem[]; checker: FakeLinkChecker; texts: string[] }> {
  const checker = new FakeLinkChecker(answers);
  const workspace = new MemoryWorkspace(files);
  const { problems } = await lintSite(workspace, { externalLinks: checker, severities, checksOnce: true });
  const own = problems.filter((p) => p.ruleId === 'link-external');
  const texts = own.map((p) => textAt(files[p.file], p));
  return { problems: own, checker, texts };
}

function textAt(text: string, p: Problem): string {
  const lines = text.split('\n');
  const { start, end } = p.range;
  return start.line === end.line
    ? lines[start.line].slice(start.character, end.character)
    : `${lines[start.line].slice(start.character)}…`;
}

describe('rule link-external', () => {
  it('asks about every external URL of pages and docs.json once, without its fragment', async () => {
    const { checker } = await check({});
    assert.deepEqual([...checker.asked].sort(), EXTERNAL_URLS);
  });

  it('reports a 404 as a warning at every place that cites the URL, in pages and in docs.json', async () => {
    const { problems, texts } = await check({
      'https://api.example.com/v1': notFound('https://api.example.com/v1'),
      'https://support.example.com/': notFound('https://support.example.com/'),
    });
    assert.deepEqual(
      problems.map((p, i) => [p.file, texts[i], p.severity]),
      [
        ['docs.json', '"https://support.example.com"', 'warning'],
        ['guide.mdx', 'https://api.example.com/v1#auth', 'warning'],
        ['guide.mdx', 'https://api.example.com/v1#errors', 'warning'],
      ],
    );
    assert.equal(problems[1].message, 'https://api.example.com/v1 answered 404 Not Found');
  });

  it('tells a rate limit, a server error, a refusal and a timeout (notes) from a broken link (warnings)', async () => {
    const status = (url: string, code: number, text: string): ExternalLinkResult => ({
      kind: 'status',
      status: code,
      statusText: text,
      url,
    });
    const { problems } = await check({
      'https://api.example.com/v1': status('https://api.example.com/v1', 429, 'Too Many Requests'),
      'https://blog.example.com/post': status('https://blog.example.com/post', 503, 'Service Unavailable'),
      'https://cdn.example.com/logo.png': status('https://cdn.example.com/logo.png', 403, 'Forbidden'),
      'https://cdn.example.com/team.png': { kind: 'timeout', ms: 5000 },
      'https://status.example.com/': { kind: 'host-not-found', host: 'status.example.com' },
      'https://forum.example.com/': { kind: 'redirects', count: 2, loop: true },
      'https://x.example.com/docs': status('https://x.example.com/gone', 410, 'Gone'),
    });
    const of = (start: string) => problems.find((p) => p.message.startsWith(start))!;
    assert.equal(of('https://api.example.com/v1').severity, 'info');
    assert.match(of('https://api.example.com/v1').message, /answered 429 Too Many Requests: .*not reported as broken/);
    assert.equal(of('https://blog.example.com').severity, 'info');
    assert.match(of('https://blog.example.com').message, /answered 503 Service Unavailable: a server error/);
    assert.equal(of('https://cdn.example.com/logo').severity, 'info');
    assert.equal(of('https://cdn.example.com/team').severity, 'info');
    assert.match(of('https://cdn.example.com/team').message, /timed out after 5 s/);
    assert.equal(of('https://status.example.com').severity, 'warning');
    assert.match(of('https://status.example.com').message, /host not found/);
    assert.equal(of('https://forum.example.com').severity, 'warning');
    assert.match(of('https://forum.example.com').message, /redirects in a loop/);
    assert.equal(of('https://x.example.com').severity, 'warning');
    assert.match(
      of('https://x.example.com').message,
      /answered 410 Gone \(at https:\/\/x\.example\.com\/gone, where it redirects\)/,
    );
  });

  it('says once that the machine has no network when no host resolves and nothing answered', async () => {
    const urls = EXTERNAL_URLS;
    const unresolved = (url: string): ExternalLinkResult => ({ kind: 'host-not-found', host: new URL(url).hostname });
    const offline = await check(Object.fromEntries(urls.map((u) => [u, unresolved(u)])));
    assert.equal(offline.problems.length, 1);
    const [only] = offline.problems;
    assert.equal(only.file, 'docs.json');
    assert.equal(only.severity, 'warning');
    assert.match(only.message, /^no external link could be checked: none of the 7 hosts .* could be looked up/);
    assert.match(only.message, /\(api\.example\.com, status\.example\.com, blog\.example\.com, …\)/);
    assert.match(only.message, /9 links were left unchecked/);
    // One answer from anywhere: the network is there, and each host that does not resolve is a broken link.
    const answers = Object.fromEntries(urls.map((u) => [u, unresolved(u)]));
    answers['https://x.example.com/docs'] = notFound('https://x.example.com/docs');
    const online = await check(answers);
    assert.equal(online.problems.length, 9);
    assert.ok(online.problems.every((p) => p.severity === 'warning'));
    // Two hosts that do not resolve are two broken links, not a machine without a network.
    const two = await check({
      'https://api.example.com/v1': unresolved('https://api.example.com/v1'),
      'https://blog.example.com/post': unresolved('https://blog.example.com/post'),
    });
    assert.equal(two.problems.length, 3);
  });

  it('asks nothing when the rule is off, and a suppression comment silences one citation', async () => {
    const off = await check({ 'https://api.example.com/v1': notFound('https://api.example.com/v1') }, FILES, {
      'link-external': 'off',
    });
    assert.deepEqual(off.checker.asked, []);
    const silenced = GUIDE.replace(
      'See [the old API]',
      '{/* docsjson-disable-next-line link-external */}\nSee [the old API]',
    );
    const { texts } = await check(
      { 'https://api.example.com/v1': notFound('https://api.example.com/v1') },
      { ...FILES, 'guide.mdx': silenced },
    );
    assert.deepEqual(texts, ['https://api.example.com/v1#errors']);
  });

  it('does not run without a checker (the editor, build, dev, a plain lint), and then no directive naming it is unused', async () => {
    const silenced = GUIDE.replace(
      'See [the old API]',
      '{/* docsjson-disable-next-line link-external */}\nSee [the old API]',
    );
    const { problems } = await lintSite(new MemoryWorkspace({ ...FILES, 'guide.mdx': silenced }), {
      severities: { 'directive-unused': 'error' },
    });
    assert.deepEqual(
      problems.filter((p) => p.ruleId === 'link-external' || p.ruleId === 'directive-unused'),
      [],
    );
  });

  it('collects citations with the URL to request and the text as written (a public core function)', () => {
    const page = {
      file: 'a.mdx',
      facts: {
        links: [{ url: 'HTTPS://Example.com/a#b', source: 'markdown', start: 0, end: 10, urlStart: 1, urlEnd: 5 }],
        images: [],
      },
      lines: {
        rangeAt: (s: number, e: number) => ({ start: { line: 0, character: s }, end: { line: 0, character: e } }),
      },
    };
    const found = externalLinkCitations(undefined, [page as never]);
    assert.deepEqual(
      found.map((c) => [c.url, c.written, c.range.start.character]),
      [['https://example.com/a', 'HTTPS://Example.com/a#b', 1]],
    );
  });
});
