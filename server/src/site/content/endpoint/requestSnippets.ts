// The request example tabs of an endpoint page, as Mintlify shows them: the operation's own `x-codeSamples` first,
// then one generated tab per language of `api.examples.languages` (unless `api.examples.autogenerate` is false).
// The code in languages other than curl is written by httpsnippet-lite, the HAR-based generator whose output
// Mintlify's examples follow (Python requests, JavaScript fetch, PHP curl, Go net/http, Java Unirest...), so that
// readers see the same snippets; it runs on plain data and needs no Node built-in.
import type { Code } from 'mdast';
import { HTTPSnippet, type HarRequest, type TargetId } from 'httpsnippet-lite';
import type { OperationDetails } from '../../../core';
import { DEFAULT_EXAMPLE_LANGUAGES, exampleLanguage, sampleLabel, type ExampleLanguage } from './exampleLanguages';
import { curlCommand, exampleRequest, type ExampleDefaults, type ExampleRequest } from './exampleRequest';

/** docs.json `api.examples`, as far as it decides the request examples. */
export interface ExampleSettings {
  languages?: readonly string[];
  defaults?: ExampleDefaults;
  autogenerate?: boolean;
}

/** A base for URLs that have none (no server, or a relative one), which httpsnippet needs and which is then cut. */
const STAND_IN_ORIGIN = 'https://docsjson-base.invalid';

export async function requestSnippets(op: OperationDetails, settings: ExampleSettings = {}): Promise<Code[]> {
  const out: Code[] = (op.codeSamples ?? []).map((s) =>
    codeBlock(exampleLanguage(s.lang)?.grammar ?? s.lang.toLowerCase(), s.label ?? sampleLabel(s.lang), s.source),
  );
  if (settings.autogenerate === false) return out;
  const request = exampleRequest(op, settings.defaults);
  const seen = new Set<string>();
  for (const name of settings.languages ?? DEFAULT_EXAMPLE_LANGUAGES) {
    const language = exampleLanguage(name);
    if (!language || seen.has(language.label)) continue;
    seen.add(language.label);
    const code = await write(request, language);
    if (code !== undefined) out.push(codeBlock(language.grammar, language.label, code));
  }
  return out;
}

async function write(request: ExampleRequest, language: ExampleLanguage): Promise<string | undefined> {
  if (!language.snippet) return curlCommand(request);
  try {
    const written = await new HTTPSnippet(harOf(request)).convert(
      language.snippet.target as TargetId,
      language.snippet.client,
    );
    const code = Array.isArray(written) ? written[0] : written;
    if (typeof code !== 'string') return undefined;
    // Path templates stay readable (`/pets/{petId}`, not `%7BpetId%7D`), and the stand-in origin goes.
    return code.split(STAND_IN_ORIGIN).join('').replace(/%7B/g, '{').replace(/%7D/g, '}');
  } catch {
    // A request httpsnippet cannot describe (a header name it refuses, say) gets no tab in that language.
    return undefined;
  }
}

function harOf(req: ExampleRequest): HarRequest {
  const absolute = /^https?:\/\//i.test(req.url)
    ? req.url
    : `${STAND_IN_ORIGIN}${req.url.startsWith('/') ? '' : '/'}${req.url}`;
  const headers = req.headers.map(([name, value]) => ({ name, value }));
  const har: HarRequest = {
    method: req.method,
    url: absolute,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: req.query.map(([name, value]) => ({ name, value })),
    cookies: [],
    headersSize: -1,
    bodySize: -1,
  };
  const body = req.body;
  if (body) {
    headers.push({ name: 'Content-Type', value: body.mediaType });
    har.postData =
      body.kind === 'form'
        ? { mimeType: body.mediaType, params: body.fields.map(([name, value]) => ({ name, value })) }
        : { mimeType: body.mediaType, text: body.kind === 'text' ? body.text : '' };
  }
  return har;
}

function codeBlock(lang: string, title: string, value: string): Code {
  return { type: 'code', lang, meta: `title=${JSON.stringify(title)}`, value };
}
