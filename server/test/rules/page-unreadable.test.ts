// page-unreadable: a page file whose bytes are not UTF-8 text, or that is over the size limit, is reported at the
// first bad byte (or at its start), so that it is never published empty without a word.
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { lintSite, ofRule } from '../helpers/checkSite';
import { docsJson } from '../helpers/textRanges';

describe('rule page-unreadable', () => {
  let root: string;
  beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsjson-unreadable-'))));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reports a page saved in Latin-1 at its first byte that is not UTF-8, as a warning', async () => {
    fs.writeFileSync(path.join(root, 'docs.json'), docsJson({ pages: ['menu', 'fine'] }));
    fs.writeFileSync(path.join(root, 'menu.mdx'), '---\ntitle: Menu\n---\n\nThe café menu.\n', 'latin1');
    fs.writeFileSync(path.join(root, 'fine.mdx'), '---\ntitle: Fine\n---\n\nThe café menu.\n');
    const problems = ofRule((await lintSite(new NodeWorkspace(root))).problems, 'page-unreadable');
    assert.deepEqual(
      problems.map((p) => [p.file, p.severity, p.range.start.line, p.range.start.character]),
      [['menu.mdx', 'warning', 4, 7]],
    );
    assert.match(problems[0].message, /not UTF-8 text.*save the file as UTF-8/);
  });
});
