// A service that checks once (the CLI's lint) skips keeping what the page rules find, per page and rule, for a next
// check: it must find exactly what a service that keeps it finds, on a site with problems of every page rule and,
// when it is beside the repository, on the real site.
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { NodeWorkspace } from '../../src/node/nodeWorkspace';
import { lintSite } from '../helpers/checkSite';
import { corpusSite } from '../helpers/requirements';
import { budgetFor, pageKb } from '../helpers/workBudget';

describe('a service that checks once', () => {
  const sites = [path.resolve(__dirname, '../../../../testFixture/broken-pages')];
  const corpus = corpusSite();
  if (corpus) sites.push(corpus);

  for (const root of sites) {
    it(`finds what a keeping service finds: ${path.basename(root)}`, async function () {
      budgetFor(this, pageKb(root), { check: 2 });
      const kept = await lintSite(new NodeWorkspace(root));
      const once = await lintSite(new NodeWorkspace(root), { checksOnce: true });
      const pageRuleProblems = kept.problems.filter((p) => p.file.endsWith('.mdx') || p.file.endsWith('.md'));
      assert.ok(pageRuleProblems.length > 0, 'the site has page problems to compare');
      assert.deepEqual(once.problems, kept.problems);
    });
  }
});
