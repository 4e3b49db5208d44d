// Checks external URLs over the network for `docsjson lint --check-external`, the only place docsjson makes a
// request: HEAD first (no body to download), GET when the server refuses HEAD (405, 501), redirects followed one
// hop at a time up to a bound, each request under its own timeout, and a limit on requests at once in all and per
// host. Each URL is checked once per run, however often it is asked for. Node's global fetch (undici) does the
// requests; `redirect: 'manual'` gives each 3xx answer with its Location, so that the hops can be counted.
import { STATUS_CODES } from 'http';
import type { ExternalLinkChecker, ExternalLinkResult } from '../core';
import { HostLimits } from './hostLimits';

export const DEFAULT_EXTERNAL_TIMEOUT_MS = 10_000;
/** Browsers follow about 20; a documentation link that needs more than 5 hops should name where it ends. */
const MAX_REDIRECTS = 5;
const TOTAL_AT_ONCE = 8;
/** Two at once per host: enough to go on while one answer is slow, few enough not to look like a flood. */
const PER_HOST_AT_ONCE = 2;

export interface ExternalCheckOptions {
  timeoutMs?: number;
  /** Sent as User-Agent: some servers refuse requests that do not name their program. */
  userAgent: string;
}

export class FetchLinkChecker implements ExternalLinkChecker {
  private readonly results = new Map<string, Promise<ExternalLinkResult>>();
  private readonly limits = new HostLimits(TOTAL_AT_ONCE, PER_HOST_AT_ONCE);
  /** Hosts whose name did not resolve: their other URLs get the same answer without another lookup. */
  private readonly unresolved = new Set<string>();
  private readonly timeoutMs: number;

  constructor(private readonly options: ExternalCheckOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_EXTERNAL_TIMEOUT_MS;
  }

  async check(urls: readonly string[]): Promise<ReadonlyMap<string, ExternalLinkResult>> {
    const answers = await Promise.all(urls.map((url) => this.resultOf(url)));
    return new Map(urls.map((url, i) => [url, answers[i]]));
  }

  private resultOf(url: string): Promise<ExternalLinkResult> {
    let result = this.results.get(url);
    if (!result) {
      result = this.limits.run(hostOf(url), () => this.follow(url));
      this.results.set(url, result);
    }
    return result;
  }

  /** Requests the URL and each place it redirects to, until an answer that is not a redirect. */
  private async follow(start: string): Promise<ExternalLinkResult> {
    const visited = new Set<string>();
    let url = start;
    for (let hops = 0; ; hops++) {
      visited.add(url);
      const host = hostnameOf(url);
      if (host !== undefined && this.unresolved.has(host)) return { kind: 'host-not-found', host };
      let answer: Answer;
      try {
        answer = await this.request(url, 'HEAD');
        if (answer.status === 405 || answer.status === 501) answer = await this.request(url, 'GET');
      } catch (e) {
        const failed = failure(e, url, this.timeoutMs);
        if (failed.kind === 'host-not-found') this.unresolved.add(failed.host);
        return failed;
      }
      const { status, location } = answer;
      if (status >= 300 && status < 400 && location !== undefined) {
        let next: string;
        try {
          next = new URL(location, url).href;
        } catch {
          return { kind: 'failed', reason: `it redirects to "${location}", which is not a URL` };
        }
        if (visited.has(next)) return { kind: 'redirects', count: hops + 1, loop: true };
        if (hops >= MAX_REDIRECTS) return { kind: 'redirects', count: MAX_REDIRECTS, loop: false };
        url = next;
        continue;
      }
      if (status < 400) return { kind: 'ok' };
      return { kind: 'status', status, statusText: answer.statusText || STATUS_CODES[status] || '', url };
    }
  }

  private async request(url: string, method: 'HEAD' | 'GET'): Promise<Answer> {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { 'user-agent': this.options.userAgent, accept: '*/*' },
    });
    // Only the status matters: the body is never read, and dropping it frees the connection.
    await response.body?.cancel().catch(() => undefined);
    return {
      status: response.status,
      statusText: response.statusText,
      location: response.headers.get('location') ?? undefined,
    };
  }
}

interface Answer {
  status: number;
  statusText: string;
  location?: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function hostnameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** What a request that got no answer means, in words. */
function failure(e: unknown, url: string, timeoutMs: number): ExternalLinkResult {
  const error = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return { kind: 'timeout', ms: timeoutMs };
  const code = error.cause?.code;
  if (code === 'ENOTFOUND') return { kind: 'host-not-found', host: new URL(url).hostname };
  const reason = code
    ? (REASONS[code] ?? (/CERT|TLS|SSL/.test(code) ? `its certificate is not valid` : undefined))
    : undefined;
  const detail = code ?? error.cause?.message ?? error.message ?? String(e);
  return { kind: 'failed', reason: reason ? `${reason} (${detail})` : detail };
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  EAI_AGAIN: 'the host name could not be looked up now',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  UND_ERR_SOCKET: 'the connection closed before an answer',
};
