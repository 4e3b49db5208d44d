// Agreement with Mintlify on a real site it builds cleanly: no page rule may call any of its pages an error, and
// each warning kind found there is one its authors would agree with (checked by hand; pinned here).
import assert from 'node:assert/strict';
import { requireCorpusSite } from '../helpers/requirements';
import { budgetFor, pageKb } from '../helpers/workBudget';
import { PAGE_RULES } from '../../src/core/rules/pages';
import type { SiteModel } from '../../src/core/model/siteModel';
import { loadCorpus } from './corpus';

interface Found {
  rule: string;
  severity: string;
  file: string;
  message: string;
}

/** Every problem the page rules find on the site, computed once. */
let cached: Found[] | undefined;
function problemsOf(root: string): Found[] {
  if (cached) return cached;
  const { pages, site } = loadCorpus(root);
  const found: Found[] = [];
  for (const rule of PAGE_RULES) {
    const severityOf = (s?: string) => s ?? (rule.defaultSeverity === 'off' ? 'off' : rule.defaultSeverity);
    for (const [file, page] of pages) {
      // Snippets are checked where pages import them: here, the ones some page imports.
      if (
        site.isSnippet(file) &&
        ![...pages.values()].some((p) => p.facts.imports.some((i) => i.source === '/' + file))
      )
        continue;
      rule.checkPage?.({
        page,
        site,
        report: (_r, message, _d, severity) =>
          found.push({ rule: rule.id, severity: severityOf(severity), file, message }),
      });
    }
    void rule.checkSite?.({
      // Page rules only ask whether there is a configuration; the navigation comes through SiteFacts.
      model: {} as SiteModel,
      pages,
      site,
      report: (file, _r, message, _d, severity) =>
        found.push({ rule: rule.id, severity: severityOf(severity), file, message }),
    });
  }
  return (cached = found);
}

describe('page rules on the real site', function () {
  // The first of these tests to run parses every page and checks it (the others use the result).
  it('parses every page and reports no error', function () {
    const root = requireCorpusSite(this);
    budgetFor(this, pageKb(root), { parse: 1, check: 1 });
    const { pages } = loadCorpus(root);
    const found = problemsOf(root);
    assert.ok(pages.size > 450, `${pages.size} pages`);
    for (const page of pages.values()) assert.equal(page.mdx.error, undefined, page.file);
    assert.deepEqual(
      found.filter((f) => f.severity === 'error'),
      [],
    );
  });

  it('finds only the kinds of warnings its authors would agree with', function () {
    const root = requireCorpusSite(this);
    budgetFor(this, pageKb(root), { parse: 1, check: 1 });
    const found = problemsOf(root);
    const kinds = new Map<string, number>();
    for (const f of found) kinds.set(`${f.rule}:${f.severity}`, (kinds.get(`${f.rule}:${f.severity}`) ?? 0) + 1);
    // <img> in <Frame>s without alt text and <video>s without a title (Mintlify's a11y check counts both);
    // <ParamField name="…"> on transport properties, which takes no `name` (the message suggests a location or
    // <ResponseField>); one page with an external `url` the navigation omits.
    assert.deepEqual(Object.fromEntries(kinds), {
      'image-alt:warning': 15,
      'component-attribute:warning': 11,
      'page-orphan:info': 1,
    });
    for (const f of found.filter((f) => f.rule === 'component-attribute')) {
      assert.match(f.message, /`<ParamField>` needs one of .*`name` is not one of them/);
    }
    for (const f of found.filter((f) => f.rule === 'image-alt')) {
      assert.match(f.message, /this <img> has no `alt`|this <video> has no `title`/);
    }
  });
});
