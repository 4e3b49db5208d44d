// The request examples of endpoint pages as Mintlify shows them: one tab per language of `api.examples.languages`
// (its own six when unset), the spec's x-codeSamples first, optional parameters left out on `defaults: "required"`,
// nothing generated on `autogenerate: false`; and one response example per status.
import assert from 'node:assert/strict';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Nodes } from 'hast';
import { MemoryWorkspace, OperationReader } from '../../../src/core';
import { renderEndpointContent, type EndpointRenderInput } from '../../../src/site/content';
import { testContext } from './helpers';

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Plants', version: '1' },
  servers: [{ url: 'https://api.plants.example/v1' }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
  paths: {
    '/plants/{id}': {
      post: {
        summary: 'Water a plant',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'dry_run', in: 'query', required: false, schema: { type: 'boolean', example: true } },
          { name: 'unit', in: 'query', required: true, schema: { type: 'string', example: 'ml' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['amount'],
                properties: { amount: { type: 'integer', example: 250 }, note: { type: 'string', example: 'hi' } },
              },
            },
          },
        },
        responses: {
          '200': { description: 'ok', content: { 'application/json': { example: { watered: true } } } },
          '404': { description: 'gone', content: { 'application/json': { example: { error: 'no plant' } } } },
        },
      },
    },
    '/sdk': {
      get: {
        'x-codeSamples': [
          { lang: 'bash', label: 'Plant CLI', source: 'plant list' },
          { lang: 'javascript', source: 'await plants.list()' },
          { lang: 'python' },
        ],
        responses: { '204': { description: 'none' } },
      },
    },
    '/old': {
      get: {
        'x-code-samples': [{ lang: 'ruby', source: 'Plants.old' }],
        responses: { '204': { description: 'none' } },
      },
    },
  },
};

async function render(method: string, apiPath: string, extra: Partial<EndpointRenderInput> = {}) {
  const workspace = new MemoryWorkspace({ 'plants.json': JSON.stringify(SPEC) });
  const operation = await new OperationReader(workspace).read('plants.json', method, apiPath);
  const r = await renderEndpointContent(
    { method, apiPath, specFile: 'plants.json', operation, ...extra },
    testContext(),
  );
  const tree = fromHtml(r.html, { fragment: true });
  const inExample = (kind: string, cls: string) =>
    withClass(tree, `dj-${kind}-example`).flatMap((example) => withClass(example, cls).map(textOf));
  return {
    r,
    tabs: (kind: string) => inExample(kind, 'dj-tab-label'),
    panels: (kind: string) => inExample(kind, 'dj-tab-panel'),
  };
}

function withClass(node: Nodes, cls: string): Element[] {
  const found: Element[] = [];
  const walk = (n: Nodes) => {
    if (n.type === 'element' && Array.isArray(n.properties.className) && n.properties.className.includes(cls)) {
      found.push(n);
      return;
    }
    if ('children' in n) for (const c of n.children) walk(c);
  };
  walk(node);
  return found;
}

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c)).join('') : '';
}

describe('content: endpoint request examples', () => {
  it("shows Mintlify's six languages when docs.json names none, each a request in that language", async () => {
    const { tabs, panels } = await render('post', '/plants/{id}');
    assert.deepEqual(tabs('request'), ['cURL', 'Python', 'JavaScript', 'PHP', 'Go', 'Java']);
    const [curl, python, javascript, php, go, java] = panels('request');
    assert.match(curl, /curl --request POST/);
    assert.match(curl, /--url 'https:\/\/api.plants.example\/v1\/plants\/\{id\}\?dry_run=true&unit=ml'/);
    assert.match(curl, /--header 'Authorization: Bearer <token>'/);
    assert.match(python, /import requests/);
    assert.match(python, /url = "https:\/\/api.plants.example\/v1\/plants\/\{id\}"/);
    assert.match(python, /"amount": 250/);
    assert.match(python, /requests\.post\(/);
    assert.match(javascript, /method: 'POST'/);
    assert.match(javascript, /Authorization: 'Bearer <token>'/);
    assert.match(php, /CURLOPT_CUSTOMREQUEST => "POST"/);
    assert.match(go, /http\.NewRequest\("POST", url, payload\)/);
    assert.match(java, /Unirest\.post\("https:\/\/api.plants.example\/v1\/plants\/\{id\}\?dry_run=true&unit=ml"\)/);
  });

  it('follows api.examples.languages in its order, skipping names it cannot write', async () => {
    const { tabs } = await render('post', '/plants/{id}', {
      examples: { languages: ['go', 'Ruby', 'cobol', 'curl', 'bash'] },
    });
    assert.deepEqual(tabs('request'), ['Go', 'Ruby', 'cURL']);
  });

  it('leaves optional parameters and body properties out on defaults "required"', async () => {
    const { panels } = await render('post', '/plants/{id}', {
      examples: { languages: ['bash'], defaults: 'required' },
    });
    const [curl] = panels('request');
    assert.match(curl, /\/plants\/\{id\}\?unit=ml'/);
    assert.doesNotMatch(curl, /dry_run/);
    assert.match(curl, /"amount": 250/);
    assert.doesNotMatch(curl, /"note"/);
  });

  it("puts the spec's x-codeSamples first (labelled, or named by their language), then the generated ones", async () => {
    const { tabs, panels } = await render('get', '/sdk', { examples: { languages: ['bash'] } });
    assert.deepEqual(tabs('request'), ['Plant CLI', 'JavaScript', 'cURL']);
    assert.equal(panels('request')[0], 'plant list');
    const old = await render('get', '/old', { examples: { languages: ['python'] } });
    assert.deepEqual(old.tabs('request'), ['Ruby', 'Python']);
  });

  it('shows only the written samples on autogenerate false, and no request example when there are none', async () => {
    const sdk = await render('get', '/sdk', { examples: { autogenerate: false } });
    assert.deepEqual(sdk.tabs('request'), ['Plant CLI', 'JavaScript']);
    const plain = await render('post', '/plants/{id}', { examples: { autogenerate: false } });
    assert.equal(plain.r.html.includes('dj-request-example'), false);
  });

  it('shows one response example per status', async () => {
    const { tabs, panels } = await render('post', '/plants/{id}');
    assert.deepEqual(tabs('response'), ['200', '404']);
    assert.match(panels('response')[1], /"error": "no plant"/);
  });
});
