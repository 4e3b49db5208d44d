// Generated endpoint pages: an operation of the inherited (or named) spec shown as Mintlify shows it — method and
// path, base URL, summary and description, then Authorizations, parameters by location, Body and Response as
// field trees, and request / response examples (the spec's x-codeSamples and one tab per language of
// `api.examples.languages`, the spec's response examples or ones made from the schemas). A page written for the endpoint (front matter `openapi:`) has its content shown
// after the description, and its own RequestExample / ResponseExample replace the generated ones. Only local spec
// files are read; a remote spec is named as not fetched.
import type { ElementContent, Root as HastRoot } from 'hast';
import type { Code } from 'mdast';
import {
  exampleFromSchema,
  exampleJson,
  parsePage,
  type OperationDetails,
  type OperationResult,
  type ParameterLocation,
  type ParsedPage,
  type ResponseView,
  type SecuritySchemeView,
} from '../../../core';
import { fieldElement } from '../components/fields';
import { codeTabs } from '../components/tabs';
import type { ContentContext, RenderedContent } from '../contract';
import { h, text } from '../hast';
import { besideExamples, hasExamplesColumn } from '../examplesColumn';
import { finish, renderWithLanguages, rootFrame } from '../pipeline';
import type { Frame, RenderNode } from '../nodes';
import { Renderer } from '../renderer';
import { markdownNodes } from './markdownText';
import { requestSnippets, type ExampleSettings } from './requestSnippets';
import { parameterField, schemaFields, type DescriptionRenderer } from './schemaFields';

/**
 * What the builder passes for an endpoint page. Plain data, so it can be sent to a worker thread: the builder reads
 * the operation with the core's OperationReader (which has the Workspace) and passes the result in.
 */
export interface EndpointRenderInput {
  /** `GET`, `post`... or `webhook` / `WEBHOOK` (then `apiPath` is the webhook's name). */
  method: string;
  /** The path (or webhook name) as written in the navigation. */
  apiPath: string;
  /** Root-relative spec file, when the spec is a local file. */
  specFile?: string;
  /** The spec URL when it is remote (not fetched). */
  specUrl?: string;
  /** `OperationReader.read(specFile, method, apiPath)`; absent when the spec is remote or unknown. */
  operation?: OperationResult;
  /** The page written for this endpoint (front matter `openapi: "GET /x"`), when there is one. */
  page?: { file: string; text: string };
  /** The page describes the endpoint itself, with no spec behind it (`api: "GET https://…"`): nothing is missing. */
  handWritten?: boolean;
  /** docs.json `api.examples`: the languages of the request examples, optional parameters, whether to generate. */
  examples?: ExampleSettings;
}

const LOCATION_TITLES: Array<[ParameterLocation, string]> = [
  ['path', 'Path Parameters'],
  ['query', 'Query Parameters'],
  ['header', 'Header Parameters'],
  ['cookie', 'Cookie Parameters'],
];

export async function renderEndpointContent(input: EndpointRenderInput, ctx: ContentContext): Promise<RenderedContent> {
  const result: OperationResult =
    input.operation ??
    (input.specUrl
      ? { ok: false, reason: `its spec ${input.specUrl} is a remote file, which is not fetched offline` }
      : {
          ok: false,
          reason: input.specFile ? `the spec "${input.specFile}" was not read` : 'no OpenAPI spec applies to it',
        });
  const page = input.page ? parsePage(input.page.file, input.page.text) : undefined;
  const file = page?.file ?? input.specFile ?? '';
  const frame: Frame = page
    ? rootFrame(page, ctx)
    : { file, text: '', customIds: new Map(), props: new Map(), components: new Map(), chain: [] };
  const snippets =
    result.ok && result.details.method !== 'webhook' ? await requestSnippets(result.details, input.examples) : [];
  const { renderer, root } = await renderWithLanguages(() => {
    const renderer = new Renderer(ctx, file, frame);
    return { renderer, root: endpointTree(renderer, input, result, page, snippets) };
  });
  const rendered = finish(root, renderer);
  if (hasExamplesColumn(root)) rendered.examplesColumn = true;
  return rendered;
}

function endpointTree(
  r: Renderer,
  input: EndpointRenderInput,
  result: OperationResult,
  page: ParsedPage | undefined,
  snippets: Code[],
): HastRoot {
  const describe: DescriptionRenderer = (markdown) =>
    r.renderRoot(markdownNodes(markdown) as RenderNode[]).children as ElementContent[];
  const op = result.ok ? result.details : undefined;
  const children: ElementContent[] = [head(input, op)];
  if (op && op.servers.length > 0) children.push(servers(op));
  if (!result.ok && !input.handWritten) {
    children.push(
      h('p', { className: ['dj-note'] }, [text(`⟨The details of this endpoint are not shown: ${result.reason}⟩`)]),
    );
  }
  if (op?.description) children.push(h('div', { className: ['dj-endpoint-description'] }, describe(op.description)));

  const pageNodes = (page?.mdx.tree?.children ?? []).filter((n) => n.type !== 'yaml') as RenderNode[];
  if (pageNodes.length > 0) children.push(...(r.renderRoot(pageNodes).children as ElementContent[]));
  if (!op) return besideExamples(children, []);

  children.push(...authorizations(r, op, describe));
  for (const [location, title] of LOCATION_TITLES) {
    const params = op.parameters.filter((p) => p.in === location);
    if (params.length === 0) continue;
    children.push(r.heading(2, [text(title)]), ...params.map((p) => parameterField(p, 'param', describe)));
  }
  children.push(...body(r, op, describe));
  children.push(...responses(r, op, describe));
  if (op.notes.length > 0) {
    children.push(
      h(
        'ul',
        { className: ['dj-endpoint-notes'] },
        op.notes.map((n) => h('li', {}, [text(n)])),
      ),
    );
  }
  const written = new Set(pageNodes.flatMap((n) => ('name' in n && typeof n.name === 'string' ? [n.name] : [])));
  return besideExamples(children, examples(r, op, written, snippets));
}

function head(input: EndpointRenderInput, op: OperationDetails | undefined): ElementContent {
  const method = input.method.toLowerCase();
  const label = method === 'webhook' ? 'WEBHOOK' : method.toUpperCase();
  const parts: ElementContent[] = [
    h('span', { className: ['dj-method', `dj-method-${/^[a-z]+$/.test(method) ? method : 'other'}`] }, [text(label)]),
    h('code', { className: ['dj-endpoint-path'] }, [text(op?.path ?? input.apiPath)]),
  ];
  if (op?.deprecated) parts.push(h('span', { className: ['dj-badge', 'dj-deprecated'] }, [text('deprecated')]));
  return h(
    'div',
    { className: ['dj-endpoint-head'] },
    parts.flatMap((p, i) => (i ? [text(' '), p] : [p])),
  );
}

function servers(op: OperationDetails): ElementContent {
  const items = op.servers.map((s) =>
    h('li', {}, [h('code', {}, [text(s.url)]), ...(s.description ? [text(` — ${s.description}`)] : [])]),
  );
  return h('div', { className: ['dj-endpoint-servers'] }, [
    h('p', {}, [text(op.servers.length > 1 ? 'Base URLs' : 'Base URL')]),
    h('ul', {}, items),
  ]);
}

function authorizations(r: Renderer, op: OperationDetails, describe: DescriptionRenderer): ElementContent[] {
  const seen = new Set<string>();
  const schemes: SecuritySchemeView[] = [];
  for (const alternative of op.security) {
    for (const s of alternative) if (!seen.has(s.name) && seen.add(s.name)) schemes.push(s);
  }
  if (schemes.length === 0) return [];
  const onlyOne = op.security.length === 1;
  const out: ElementContent[] = [r.heading(2, [text('Authorizations')])];
  if (op.security.length > 1)
    out.push(h('p', { className: ['dj-schema-note'] }, [text('Any one of these is accepted:')]));
  for (const s of schemes) {
    const { name, location, explanation } = schemeField(s);
    out.push(
      fieldElement({
        kind: 'param',
        name,
        location,
        type: 'string',
        required: onlyOne,
        labels: s.scopes.length ? [`scopes: ${s.scopes.join(', ')}`] : [],
        body: [...describe(explanation), ...(s.description ? describe(s.description) : [])],
      }),
    );
  }
  return out;
}

function schemeField(s: SecuritySchemeView): { name: string; location: string; explanation: string } {
  if (s.type === 'apiKey') {
    return {
      name: s.paramName ?? s.name,
      location: s.in ?? 'header',
      explanation: `An API key sent in the ${s.in ?? 'header'}.`,
    };
  }
  if (s.type === 'http' && s.scheme === 'basic') {
    return {
      name: 'Authorization',
      location: 'header',
      explanation:
        'Basic authentication header of the form `Basic <encoded-value>`, where `<encoded-value>` is the base64-encoded string `username:password`.',
    };
  }
  if (s.type === 'http') {
    return {
      name: 'Authorization',
      location: 'header',
      explanation: 'Bearer authentication header of the form `Bearer <token>`, where `<token>` is your auth token.',
    };
  }
  return {
    name: 'Authorization',
    location: 'header',
    explanation: `An access token from ${s.type === 'oauth2' ? 'OAuth 2.0' : s.type === 'openIdConnect' ? 'OpenID Connect' : `the "${s.name}" scheme`}, as \`Bearer <token>\`.`,
  };
}

function body(r: Renderer, op: OperationDetails, describe: DescriptionRenderer): ElementContent[] {
  const rb = op.requestBody;
  if (!rb || rb.contents.length === 0) return [];
  const out: ElementContent[] = [r.heading(2, [text('Body')])];
  if (rb.description) out.push(...describe(rb.description));
  for (const media of rb.contents) {
    out.push(h('p', { className: ['dj-media-type'] }, [h('code', {}, [text(media.mediaType)])]));
    if (media.schema) out.push(...schemaFields(media.schema, 'param', describe));
  }
  return out;
}

function responses(r: Renderer, op: OperationDetails, describe: DescriptionRenderer): ElementContent[] {
  if (op.responses.length === 0) return [];
  const out: ElementContent[] = [r.heading(2, [text('Response')])];
  for (const res of op.responses) {
    out.push(r.heading(3, [text(res.status)], { className: ['dj-response-status'] }));
    if (res.description) out.push(...describe(res.description));
    if (res.headers.length > 0) {
      out.push(h('p', { className: ['dj-schema-note'] }, [text('Headers:')]));
      out.push(...res.headers.map((p) => parameterField(p, 'response', describe)));
    }
    for (const media of res.contents) {
      out.push(h('p', { className: ['dj-media-type'] }, [h('code', {}, [text(media.mediaType)])]));
      if (media.schema) out.push(...schemaFields(media.schema, 'response', describe));
    }
  }
  return out;
}

/** Generated examples, unless the page brings its own. */
function examples(r: Renderer, op: OperationDetails, written: Set<string>, snippets: Code[]): ElementContent[] {
  const out: ElementContent[] = [];
  if (!written.has('RequestExample')) {
    const title = h('p', { className: ['dj-example-title'] }, [text(op.method === 'webhook' ? 'Payload' : 'Request')]);
    if (op.method === 'webhook') {
      const payload: Code = { type: 'code', lang: 'json', meta: 'Payload', value: payloadJson(op) };
      out.push(h('div', { className: ['dj-example', 'dj-request-example'] }, [title, r.codeBlock(payload, true)]));
    } else if (snippets.length > 0) {
      out.push(
        h('div', { className: ['dj-example', 'dj-request-example'] }, [
          title,
          ...codeTabs(r, snippets, ['dj-code-group']),
        ]),
      );
    }
  }
  if (!written.has('ResponseExample')) {
    const blocks = op.responses.flatMap((res) => responseExamples(res));
    if (blocks.length > 0) {
      out.push(
        h('div', { className: ['dj-example', 'dj-response-example'] }, [
          h('p', { className: ['dj-example-title'] }, [text('Response')]),
          ...codeTabs(r, blocks, ['dj-code-group']),
        ]),
      );
    }
  }
  return out;
}

function payloadJson(op: OperationDetails): string {
  const media = op.requestBody?.contents[0];
  const value = media?.examples[0]?.value ?? (media?.schema ? exampleFromSchema(media.schema) : {});
  return exampleJson(value);
}

function responseExamples(res: ResponseView): Code[] {
  const out: Code[] = [];
  for (const media of res.contents) {
    const json = /json/i.test(media.mediaType);
    const given = media.examples.length > 0 ? media.examples : undefined;
    const values = given ?? (media.schema ? [{ value: exampleFromSchema(media.schema), name: undefined }] : []);
    for (const ex of values) {
      const title = ex.name && values.length > 1 ? `${res.status} · ${ex.name}` : res.status;
      out.push({
        type: 'code',
        lang: json ? 'json' : 'text',
        meta: `title=${JSON.stringify(title)}`,
        value: json || typeof ex.value !== 'string' ? exampleJson(ex.value) : ex.value,
      });
    }
  }
  return out;
}
