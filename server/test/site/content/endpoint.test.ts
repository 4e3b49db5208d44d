// Generated endpoint pages: the parts Mintlify shows, laid out with the ParamField / ResponseField parts, from a
// small spec and from the real site's spec.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { HTTP_METHODS, MemoryWorkspace, OperationReader, parseSpecText } from '../../../src/core';
import { NodeWorkspace } from '../../../src/node/nodeWorkspace';
import { renderEndpointContent, type EndpointRenderInput, type RenderedContent } from '../../../src/site/content';
import { requireCorpusSite } from '../../helpers/requirements';
import { activeContent, testContext } from './helpers';
import { petWorkspace } from './petSpec';

async function endpoint(
  method: string,
  apiPath: string,
  extra: Partial<EndpointRenderInput> = {},
): Promise<RenderedContent> {
  const operation = await new OperationReader(petWorkspace()).read('api/pets.yaml', method, apiPath);
  return renderEndpointContent({ method, apiPath, specFile: 'api/pets.yaml', operation, ...extra }, testContext());
}

describe('content: endpoint pages', () => {
  it('shows method, path, base URL, description, every parameter location and each response', async () => {
    const r = await endpoint('GET', '/pets/{petId}');
    assert.match(
      r.html,
      /^<div class="dj-endpoint"><div class="dj-endpoint-reference"><div class="dj-endpoint-head"><span class="dj-method dj-method-get">GET<\/span> <code class="dj-endpoint-path">\/pets\/\{petId\}<\/code> <span class="dj-badge dj-deprecated">deprecated<\/span><\/div>/,
    );
    assert.match(r.html, /<p>Base URL<\/p><ul><li><code>https:\/\/eu.api.example.com\/v1<\/code><\/li><\/ul>/);
    assert.match(r.html, /<div class="dj-endpoint-description"><p>Returns <strong>one<\/strong> pet.<\/p><\/div>/);
    assert.deepEqual(
      r.headings.map((h) => h.id),
      [
        'authorizations',
        'path-parameters',
        'query-parameters',
        'header-parameters',
        'cookie-parameters',
        'response',
        '200',
        '404',
      ],
    );
    assert.match(
      r.html,
      /<code class="dj-field-name">petId<\/code> <span class="dj-field-location">path<\/span> <span class="dj-field-type">integer<\/span> <span class="dj-field-label">int64<\/span> <span class="dj-field-label">minimum 1<\/span> <span class="dj-field-required">required<\/span>/,
    );
    assert.match(r.html, /Available options: <code>name<\/code>, <code>tag<\/code>/);
    assert.match(r.html, /<p class="dj-schema-note">⟨Pet: refers back to Pet⟩<\/p>/);
    assert.match(r.html, /<summary>One of: option 2 · Dog \(object\)<\/summary>/);
    assert.deepEqual(r.markers, []);
    assert.deepEqual(activeContent(r.html), []);
  });

  it('builds a curl request from the spec and shows response examples, given or made from the schema', async () => {
    const r = await endpoint('GET', '/pets/{petId}');
    assert.ok(
      r.text.includes(
        "curl --request GET \\\n--url 'https://eu.api.example.com/v1/pets/{petId}?fields=name' \\\n--header 'Authorization: Bearer <token>'",
      ),
      r.text,
    );
    assert.ok(r.text.includes('"name": "Rex"'));
    assert.ok(r.text.includes('"error": "not found"'));
    const post = await endpoint('post', '/pets');
    assert.ok(post.text.includes("--header 'X-API-Key: <api-key>'"));
    assert.ok(post.text.includes('--data \'{\n"name": "Rex",'));
    assert.match(post.html, /<p class="dj-schema-note">Any one of these is accepted:<\/p>/);
  });

  it('a parameter or form field named with a lone surrogate (valid JSON: "\\ud800") is in the curl request as U+FFFD', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/x': {
          post: {
            parameters: [{ name: 'q\uD800', in: 'query', required: true, schema: { type: 'string' } }],
            requestBody: {
              content: { 'application/x-www-form-urlencoded': { example: { ['k\uDC00']: 'v' } } },
            },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    };
    const workspace = new MemoryWorkspace({ 'api.json': JSON.stringify(spec) });
    const operation = await new OperationReader(workspace).read('api.json', 'post', '/x');
    const r = await renderEndpointContent(
      { method: 'post', apiPath: '/x', specFile: 'api.json', operation },
      testContext(),
    );
    assert.ok(r.text.includes("--url '/x?q%EF%BF%BD=<string>'"), r.text);
    assert.ok(r.text.includes("--data 'k%EF%BF%BD=v'"), r.text);
  });

  it('shows a webhook with its payload', async () => {
    const r = await endpoint('webhook', 'petAdopted');
    assert.match(
      r.html,
      /<span class="dj-method dj-method-webhook">WEBHOOK<\/span> <code class="dj-endpoint-path">petAdopted<\/code>/,
    );
    assert.match(r.html, /<p class="dj-example-title">Payload<\/p>/);
    assert.ok(r.headings.some((h) => h.id === 'body'));
  });

  it('names a remote spec as not fetched, and an operation it cannot read with the reason', async () => {
    const remote = await renderEndpointContent(
      { method: 'GET', apiPath: '/x', specUrl: 'https://api.example.com/openapi.json' },
      testContext(),
    );
    assert.match(
      remote.html,
      /<p class="dj-note">⟨The details of this endpoint are not shown: its spec https:\/\/api.example.com\/openapi.json is a remote file, which is not fetched offline⟩<\/p>/,
    );
    const missing = await endpoint('GET', '/nope');
    assert.match(
      missing.html,
      /⟨The details of this endpoint are not shown: the spec "api\/pets.yaml" has no path "\/nope"⟩/,
    );
  });

  it('shows the page written for an endpoint after the description; its own examples replace the generated', async () => {
    const page = {
      file: 'api/get-pet.mdx',
      text: '---\nopenapi: GET /pets/{petId}\n---\n\n## Notes\n\nCall it <Tooltip tip="gently">softly</Tooltip>.\n\n<RequestExample>\n```bash Mine\ncurl mine\n```\n</RequestExample>\n',
    };
    const r = await endpoint('GET', '/pets/{petId}', { page });
    assert.match(
      r.html,
      /<\/div>\n?<h2 id="notes">Notes<\/h2>\n?<p>Call it <span class="dj-tooltip" title="gently">softly<\/span>.<\/p>/,
    );
    assert.ok(r.text.includes('curl mine'));
    assert.ok(!r.text.includes('curl --request'));
    assert.equal(r.headings[0].id, 'notes');
  });

  it("renders every operation of the real site's spec with its parts and no unresolved schema", async function () {
    const site = requireCorpusSite(this);
    const specFile = 'api-reference/pipecat-cloud/rest-reference/openapi.json';
    const spec = parseSpecText(specFile, fs.readFileSync(path.join(site, specFile), 'utf8')).value as {
      paths: Record<string, Record<string, unknown>>;
    };
    const reader = new OperationReader(new NodeWorkspace(site));
    let count = 0;
    for (const [apiPath, item] of Object.entries(spec.paths)) {
      for (const method of HTTP_METHODS.filter((m) => m in item)) {
        const operation = await reader.read(specFile, method, apiPath);
        assert.ok(operation.ok, `${method} ${apiPath}`);
        assert.deepEqual(operation.details.notes, [], `${method} ${apiPath}`);
        const r = await renderEndpointContent({ method, apiPath, specFile, operation }, testContext());
        assert.deepEqual(r.markers, []);
        assert.deepEqual(activeContent(r.html), []);
        assert.ok(r.text.includes(`curl --request ${method.toUpperCase()}`), `${method} ${apiPath}`);
        assert.ok(
          r.headings.some((h) => h.id === 'response'),
          `${method} ${apiPath}`,
        );
        fromHtml(r.html, { fragment: true });
        count++;
      }
    }
    assert.ok(count >= 30, `${count} operations`);
  });

  it("shows the real site's start endpoint as Mintlify does: public server, its key, the body fields", async function () {
    const site = requireCorpusSite(this);
    const specFile = 'api-reference/pipecat-cloud/rest-reference/openapi.json';
    const operation = await new OperationReader(new NodeWorkspace(site)).read(specFile, 'POST', '/{agentName}/start');
    const r = await renderEndpointContent(
      { method: 'POST', apiPath: '/{agentName}/start', specFile, operation },
      testContext(),
    );
    assert.match(r.html, /<code>https:\/\/api.pipecat.daily.co\/v1\/public<\/code>/);
    assert.ok(r.text.includes("--url 'https://api.pipecat.daily.co/v1/public/{agentName}/start'"));
    assert.ok(r.text.includes('Generate a public API key from your Dashboard'));
    assert.deepEqual(
      r.headings.map((h) => h.text),
      ['Authorizations', 'Path Parameters', 'Body', 'Response', '200', '400', '401'],
    );
  });
});
