import assert from 'node:assert/strict';
import { SourceFile } from '../../src/core/json/sourceFile';
import { composeConfiguration, workspaceSourceLoader } from '../../src/core/model/includes';
import { nodeAtPath, toPlainValue } from '../../src/core/model/composedTree';
import { MemoryWorkspace } from '../../src/core/workspace/memoryWorkspace';

async function compose(files: Record<string, string>) {
  const ws = new MemoryWorkspace(files);
  return composeConfiguration(new SourceFile('docs.json', files['docs.json']), workspaceSourceLoader(ws));
}

describe('$ref includes', () => {
  it('replaces an object by the included file and lets sibling keys override its keys', async () => {
    const r = await compose({
      'docs.json': '{"navigation": {"$ref": "nav/en.json", "global": {"anchors": []}}}',
      'nav/en.json': '{"tabs": [{"tab": "Guides", "pages": ["intro"]}], "global": {"anchors": [1]}}',
    });
    assert.deepEqual(r.includeProblems, []);
    assert.deepEqual(toPlainValue(r.root!), {
      navigation: { tabs: [{ tab: 'Guides', pages: ['intro'] }], global: { anchors: [] } },
    });
    assert.deepEqual(
      r.files.map((f) => f.path),
      ['docs.json', 'nav/en.json'],
    );
  });

  it('keeps the included file as the source of included nodes, so positions point into it', async () => {
    const r = await compose({
      'docs.json': '{"navigation": {"$ref": "./nav.json"}}',
      'nav.json': '{\n  "pages": ["a"]\n}',
    });
    const page = nodeAtPath(r.root!, ['navigation', 'pages', 0])!;
    assert.equal(page.filePath, 'nav.json');
    const nav = r.files.find((f) => f.path === 'nav.json')!;
    assert.deepEqual(nav.rangeOfNode(page.json).start, { line: 1, character: 12 });
  });

  it('resolves nested includes relative to the including file', async () => {
    const r = await compose({
      'docs.json': '{"navigation": {"$ref": "nav/main.json"}}',
      'nav/main.json': '{"groups": [{"$ref": "groups/a.json"}]}',
      'nav/groups/a.json': '{"group": "A", "pages": ["x"]}',
    });
    assert.deepEqual(r.includeProblems, []);
    assert.equal(nodeAtPath(r.root!, ['navigation', 'groups', 0, 'group'])!.value, 'A');
  });

  it('reports a missing include at its $ref value', async () => {
    const r = await compose({ 'docs.json': '{"navigation": {"$ref": "missing.json"}}' });
    assert.equal(r.includeProblems.length, 1);
    assert.match(
      r.includeProblems[0].message,
      /include "missing.json" cannot be read \(missing.json\): the file does not exist/,
    );
    assert.equal(r.includeProblems[0].node.value, 'missing.json');
  });

  it('reports a cycle instead of looping', async () => {
    const r = await compose({
      'docs.json': '{"navigation": {"$ref": "a.json"}}',
      'a.json': '{"groups": [{"$ref": "b.json"}]}',
      'b.json': '{"pages": [{"$ref": "a.json"}]}',
    });
    assert.equal(r.includeProblems.length, 1);
    assert.match(r.includeProblems[0].message, /cyclic: docs.json -> a.json -> b.json -> a.json/);
  });

  it('refuses includes that leave the docs root, JSON pointers and URLs, without reading them', async () => {
    const r = await compose({
      'docs.json':
        '{"a": {"$ref": "../secret.json"}, "b": {"$ref": "x.json#/y"}, "c": {"$ref": "https://evil.example/x.json"}, "d": {"$ref": "/etc/passwd"}}',
    });
    const messages = r.includeProblems.map((p) => p.message);
    assert.equal(messages.length, 4);
    assert.match(messages[0], /would leave the docs root/);
    assert.match(messages[1], /JSON pointer/);
    assert.match(messages[2], /is a URL/);
    assert.match(messages[3], /cannot be read \(etc\/passwd\)/); // "/" means the docs root, never the file system root
  });

  it('keeps a __proto__ key as plain data and pollutes nothing', async () => {
    const r = await compose({ 'docs.json': '{"__proto__": {"isAdmin": true}, "name": "x"}' });
    const value = toPlainValue(r.root!) as Record<string, unknown>;
    assert.ok(Object.prototype.hasOwnProperty.call(value, '__proto__'));
    assert.equal(({} as Record<string, unknown>).isAdmin, undefined);
    assert.equal((value as { isAdmin?: boolean }).isAdmin, undefined);
  });

  it('lets the last duplicate key win and remembers the shadowed one', async () => {
    const r = await compose({ 'docs.json': '{"name": "First", "name": 42}' });
    assert.equal(nodeAtPath(r.root!, ['name'])!.value, 42);
    assert.equal(r.root!.shadowed!.length, 1);
    assert.equal(r.root!.shadowed![0].value.value, 'First');
  });
});
