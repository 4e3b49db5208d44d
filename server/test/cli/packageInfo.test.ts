import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { findPackageJson, packageInfo } from '../../src/cli/packageInfo';
import { repoRoot, tempSite } from './helpers';

describe('package info', () => {
  it("reads docsjson's own package.json: version and an absolute informationUri", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { version: string };
    const info = packageInfo();
    assert.equal(info.version, pkg.version);
    assert.match(info.informationUri, /^https?:\/\/[^/]+\//);
  });

  it('skips package.json files of other packages on the way up', () => {
    const site = tempSite({
      'node_modules/docsjson/package.json': '{"name": "docsjson", "version": "1.0.0"}',
      'node_modules/docsjson/server/out/src/cli/package.json': '{"name": "not-us"}',
    });
    try {
      const start = path.join(site.dir, 'node_modules', 'docsjson', 'server', 'out', 'src', 'cli');
      assert.equal(findPackageJson(start), path.join(site.dir, 'node_modules', 'docsjson', 'package.json'));
      assert.equal(findPackageJson(path.join(site.dir, 'node_modules')), undefined);
    } finally {
      site.cleanup();
    }
  });
});
