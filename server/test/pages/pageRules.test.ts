// The page rules as a set: their ids and default severities in reporting order. Each rule's own tests are in
// server/test/rules/<rule id>.test.ts.
import assert from 'node:assert/strict';
import { PAGE_RULES } from '../../src/core/rules/pages';

describe('page rules', () => {
  it('has these rules, with their ids and default severities', () => {
    assert.deepEqual(
      PAGE_RULES.map((r) => `${r.id}:${r.defaultSeverity}`),
      [
        'page-unreadable:warning',
        'mdx-syntax:error',
        'heading-level:warning',
        'component-unknown:warning',
        'component-attribute:warning',
        'component-nesting:warning',
        'image-alt:warning',
        'snippet-missing:warning',
        'link-broken:warning',
        'link-external:warning',
        'page-orphan:info',
        'agent-file:info',
      ],
    );
  });
});
