// What checking one external URL found, and the port a host implements to check them. The core never makes a
// request: the CLI's `--check-external` gives the check engine a checker (server/src/node/externalLinkChecker.ts);
// without one (the editor, the language server, build, dev) the link-external rule does not run.

export type ExternalLinkResult =
  /** A 2xx answer, after redirects. */
  | { kind: 'ok' }
  /** A 4xx or 5xx answer (429 and 5xx say nothing about the link itself; the rule says so). */
  | { kind: 'status'; status: number; statusText: string; url: string }
  /** No answer within the timeout, in milliseconds. */
  | { kind: 'timeout'; ms: number }
  /** The host name does not resolve. */
  | { kind: 'host-not-found'; host: string }
  /** More redirects than the checker follows, or a redirect back to a URL already visited. */
  | { kind: 'redirects'; count: number; loop: boolean }
  /** Anything else that stopped the request (refused, reset, a certificate): in words. */
  | { kind: 'failed'; reason: string };

export interface ExternalLinkChecker {
  /** Checks each URL once (however many times it is asked), and gives one result per URL asked. */
  check(urls: readonly string[]): Promise<ReadonlyMap<string, ExternalLinkResult>>;
}
