// The parts the lint cache's shape checks are built from: a crafted or damaged file must never pass.
import assert from 'node:assert/strict';
import { isOffset, isString, listOf, optional, range, record } from '../../src/node/cacheEntryChecks';

describe('lint cache shape checks', () => {
  const link = record({ href: isString, at: isOffset, title: optional(isString) });

  it('a record takes exactly its fields, optional ones absent or of their kind', () => {
    assert.equal(link({ href: 'a', at: 3 }), true);
    assert.equal(link({ href: 'a', at: 3, title: 't' }), true);
    assert.equal(link({ at: 3, href: 'a' }), true, 'in any order');
    assert.equal(link({ href: 'a' }), false, 'a required field missing');
    assert.equal(link({ href: 'a', at: -1 }), false, 'a field of the wrong kind');
    assert.equal(link({ href: 'a', at: 3, title: 5 }), false, 'an optional field of the wrong kind');
    assert.equal(link({ href: 'a', at: 3, extra: 1 }), false, 'a field not named');
    assert.equal(link({ href: 'a', extra: 1, title: 't' }), false, 'a field not named in place of a required one');
    assert.equal(link(JSON.parse('{"href": "a", "at": 3, "__proto__": {"x": 1}}')), false, 'an own __proto__');
    assert.equal(link(['a', 3]), false);
    assert.equal(link(null), false);
    assert.equal(link('a'), false);
  });

  it('ranges and lists are checked all the way down', () => {
    const r = { start: { line: 1, character: 2 }, end: { line: 1, character: 4 } };
    assert.equal(range(r), true);
    assert.equal(range({ ...r, end: { line: 1 } }), false);
    assert.equal(range({ ...r, end: { line: 1, character: 4, x: 0 } }), false);
    assert.equal(listOf(range)([r, r]), true);
    assert.equal(listOf(range)([r, { ...r, start: 'x' }]), false);
  });
});
