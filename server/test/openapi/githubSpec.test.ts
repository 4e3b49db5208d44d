// The 13 MB real spec (GitHub's REST API, from the @octokit/openapi dev dependency): indexed whole, through the
// Node workspace. No timing is asserted here (the bench measures it); correctness only.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { SpecCache } from '../../src/core/openapi/specCache';
import { findOperation } from '../../src/core/openapi/findOperation';
import { repoRoot } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

describe('OpenAPI index: the 13 MB GitHub spec', () => {
  const folder = path.join(repoRoot(), 'node_modules', '@octokit', 'openapi', 'generated');

  it('is indexed: GET /repos/{owner}/{repo} exists with its summary and location, no errors', async function () {
    this.timeout(scaledTimeout(120_000));
    assert.ok(fs.statSync(path.join(folder, 'api.github.com.json')).size > 10_000_000);
    const cache = new SpecCache(new NodeWorkspace(folder));
    const index = await cache.get('api.github.com.json');
    assert.equal(index.unreadable, false);
    assert.deepEqual(index.errors, []);
    assert.ok(index.version!.startsWith('3.'));
    assert.ok(index.paths.size > 500);
    const found = findOperation(index, 'GET', '/repos/{owner}/{repo}');
    assert.ok(found.kind === 'found');
    assert.equal(found.operation.operationId, 'repos/get');
    assert.equal(found.operation.summary, 'Get a repository');
    const loc = found.operation.location!;
    assert.equal(loc.file, 'api.github.com.json');
    const line = fs.readFileSync(path.join(folder, 'api.github.com.json'), 'utf8').split('\n')[loc.range.start.line];
    assert.equal(line.slice(loc.range.start.character, loc.range.end.character), '"get"');
    const near = findOperation(index, 'get', '/repos/{owner}/{repository}');
    assert.ok(near.kind === 'path-missing');
    assert.equal(near.sameShape, '/repos/{owner}/{repo}');
    // second get: a stamp check, no rebuild
    assert.equal(await cache.get('api.github.com.json'), index);
    assert.equal(cache.builds, 1);
  });
});
