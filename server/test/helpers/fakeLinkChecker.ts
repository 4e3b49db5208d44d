// An external link checker that answers from a table instead of the network (tests never make a request): every
// URL not in the table works. It records what it was asked, to show that each URL is asked once and that a check
// without it asks nothing.
import type { ExternalLinkChecker, ExternalLinkResult } from '../../src/core';

export class FakeLinkChecker implements ExternalLinkChecker {
  readonly asked: string[] = [];

  constructor(private readonly answers: Readonly<Record<string, ExternalLinkResult>> = {}) {}

  async check(urls: readonly string[]): Promise<ReadonlyMap<string, ExternalLinkResult>> {
    this.asked.push(...urls);
    return new Map(urls.map((url) => [url, this.answers[url] ?? { kind: 'ok' as const }]));
  }
}

/** A 404 answer for `url`. */
export function notFound(url: string): ExternalLinkResult {
  return { kind: 'status', status: 404, statusText: 'Not Found', url };
}
