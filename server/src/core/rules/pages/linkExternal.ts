// link-external: an external link (http or https) that does not answer as a working page. It runs only where the
// host gives the check engine an external link checker, which only `docsjson lint --check-external` does: it is
// the one check that uses the network, so it is never part of an editor's, a build's or a plain lint's check.
// Each URL is requested once, and what it answered is reported at every place that cites it. Only answers that
// say the link is broken are warnings (404, 410 and other 4xx, a host that does not exist, endless redirects);
// a rate limit (429), a server error (5xx), a refusal to robots (401, 403) and a timeout say nothing certain about
// the link, so they are notes, which a busy network or server cannot turn into a failed lint.
import { defineRule } from '../defineRule';
import { externalLinkCitations } from '../../links/externalLinks';
import type { ExternalLinkResult } from '../../links/externalLinkResult';
import type { Severity } from '../../problem';

export const linkExternalRule = defineRule({
  id: 'link-external',
  defaultSeverity: 'warning',
  description:
    'An external link or image that answers with an error, does not resolve or times out (only with docsjson lint --check-external).',
  reads: 'pages',
  async checkSite({ model, pages, externalLinks, report }) {
    if (!externalLinks) return;
    const citations = externalLinkCitations(model, pages.values());
    if (citations.length === 0) return;
    const results = await externalLinks.check([...new Set(citations.map((c) => c.url))]);
    const offline = noNetwork(results);
    if (offline) {
      const first = citations[0];
      const hosts = offline.slice(0, 3).join(', ') + (offline.length > 3 ? ', …' : '');
      report(
        model?.root.filePath ?? first.file,
        model ? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } : first.range,
        `no external link could be checked: none of the ${offline.length} hosts the links name could be looked up ` +
          `(${hosts}), so this machine has no network or no name service; ${citations.length} links were left ` +
          'unchecked. Run --check-external where the network can be reached',
      );
      return;
    }
    for (const citation of citations) {
      const result = results.get(citation.url);
      if (!result || result.kind === 'ok') continue;
      const { message, severity } = describeResult(citation.url, result);
      report(citation.file, citation.range, message, undefined, severity);
    }
  },
});

/**
 * The hosts that did not resolve, when that is all the check found: no URL got any answer and at least three hosts
 * did not resolve. One missing host is a broken link; every host missing is a machine without a network, and a
 * warning at each of a site's links would only say that a thousand times.
 */
function noNetwork(results: ReadonlyMap<string, ExternalLinkResult>): string[] | undefined {
  const unresolved = new Set<string>();
  for (const result of results.values()) {
    if (result.kind === 'ok' || result.kind === 'status' || result.kind === 'redirects') return undefined;
    if (result.kind === 'host-not-found') unresolved.add(result.host);
  }
  return unresolved.size >= 3 ? [...unresolved] : undefined;
}

/** What a result means for a reader of the report, and whether it is only a note. */
export function describeResult(url: string, result: ExternalLinkResult): { message: string; severity?: Severity } {
  switch (result.kind) {
    case 'ok':
      return { message: `${url} works` };
    case 'status': {
      const answered = `${url} answered ${result.status}${result.statusText ? ` ${result.statusText}` : ''}${
        result.url !== url ? ` (at ${result.url}, where it redirects)` : ''
      }`;
      if (result.status === 429)
        return {
          message: `${answered}: the server limits how often it may be asked, which says nothing about the link (not reported as broken)`,
          severity: 'info',
        };
      if (result.status >= 500)
        return {
          message: `${answered}: a server error, which may pass; the link is not reported as broken`,
          severity: 'info',
        };
      if (result.status === 401 || result.status === 403)
        return {
          message: `${answered}: the server refuses this check (many do to programs), so the link may still work in a browser`,
          severity: 'info',
        };
      return { message: answered };
    }
    case 'timeout':
      return {
        message: `${url} did not answer: timed out after ${seconds(result.ms)} (--external-timeout sets the limit)`,
        severity: 'info',
      };
    case 'host-not-found':
      return { message: `${url}: host not found (${result.host} does not resolve)` };
    case 'redirects':
      return {
        message: result.loop
          ? `${url} redirects in a loop`
          : `${url} redirects more than ${result.count} times; link to where it ends`,
      };
    case 'failed':
      return { message: `${url} could not be reached: ${result.reason}`, severity: 'info' };
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
