// The external link checker's own bookkeeping, with `fetch` replaced by a table (no request leaves the test): a host
// whose name does not resolve is looked up once, not once per URL. Its requests against a real local server:
// test/cli/checkExternal.test.ts.
import assert from 'node:assert/strict';
import { FetchLinkChecker } from '../../src/node/externalLinkChecker';

describe('external link checker: hosts that do not resolve', () => {
  const realFetch = globalThis.fetch;
  let lookups: string[];

  beforeEach(() => {
    lookups = [];
    globalThis.fetch = (async (input: string | URL) => {
      const host = new URL(String(input)).hostname;
      lookups.push(host);
      if (host.endsWith('.gone.example')) {
        throw Object.assign(new TypeError('fetch failed'), {
          cause: { code: 'ENOTFOUND', message: `getaddrinfo ENOTFOUND ${host}` },
        });
      }
      return new Response(null, { status: 200 });
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('looks a host up once however many of its URLs are asked, and still requests the hosts that resolve', async () => {
    const checker = new FetchLinkChecker({ userAgent: 'docsjson test' });
    const gone = Array.from({ length: 12 }, (_, i) => `https://docs.gone.example/page-${i}`);
    const fine = ['https://ok.example/a', 'https://ok.example/b'];
    const results = await checker.check([...gone, ...fine]);
    for (const url of gone) assert.deepEqual(results.get(url), { kind: 'host-not-found', host: 'docs.gone.example' });
    for (const url of fine) assert.deepEqual(results.get(url), { kind: 'ok' });
    // The first requests to a host go out together (two at once per host) before any has failed.
    const goneLookups = lookups.filter((h) => h === 'docs.gone.example').length;
    assert.ok(goneLookups >= 1 && goneLookups <= 2, `${goneLookups} lookups of the host that does not resolve`);
    assert.equal(lookups.filter((h) => h === 'ok.example').length, 2);
  });
});
