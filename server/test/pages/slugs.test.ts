// Differential test of the anchor slugs against Mintlify's own functions (@mintlify/common, test-only): generated
// titles mixing letters, digits, every ASCII punctuation character, white space, accented and non-Latin letters,
// typographic punctuation and emoji. Our slugs must equal Mintlify's on every one.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  cleanAnchorId,
  componentSlug,
  customHeadingId,
  encodedSlug,
  fieldId,
  SlugCounter,
  SlugDeduplicator,
} from '../../src/core/pages/mdx/slugs';
import { mintlifyCommon, slugCounter } from '../differential/mintlifyCommon';
import { scaledTimeout } from '../helpers/timeScale';

const ASCII_PUNCTUATION = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];
const OTHERS = [...'éüßñÅΩ中文й', '’', '‘', '“', '”', '—', '–', '…', '×', '→', '🤖', '🚀', '👍🏽', '❤️', '\u00a0', '\t'];
const UNITS = [...'abcXYZ', ...'019', ' ', ' ', 'ts', ...ASCII_PUNCTUATION, ...OTHERS];

const titles = fc.string({ unit: fc.constantFrom(...UNITS), maxLength: 24 });
/** Few distinct titles, so that repeats (and numbered ones) are frequent. */
const repeatedTitles = fc.array(
  fc.constantFrom('Setup', 'setup', 'Setup 2', 'a-1', 'a', 'A', 'Intro?', '🚀', 'x-2-3'),
  {
    maxLength: 12,
  },
);
const RUNS = { numRuns: 3000 };

describe('anchor slugs agree with Mintlify’s functions (@mintlify/common)', function () {
  this.timeout(scaledTimeout(60_000));
  const common = mintlifyCommon();

  it('gives a heading’s or tab title’s slug as Mintlify’s slugify does', () => {
    fc.assert(
      fc.property(titles, (title) => assert.equal(encodedSlug(title), common.slugify(title), JSON.stringify(title))),
      RUNS,
    );
  });

  it('cleans ids and fragments as cleanHeadingId does (decoding, punctuation, emoji, broken escapes)', () => {
    const ids = fc.oneof(
      titles.map((t) => common.slugify(t)),
      fc.string({ unit: fc.constantFrom(...UNITS, '%', '%2', '%E2%80%99', '%zz', '%C3'), maxLength: 16 }),
    );
    fc.assert(
      fc.property(ids, (id) => {
        let expected: string;
        try {
          expected = common.cleanHeadingId(id);
        } catch {
          expected = id; // Mintlify's checker keeps an id it cannot decode as it is
        }
        assert.equal(cleanAnchorId(id), expected, JSON.stringify(id));
      }),
      RUNS,
    );
  });

  it('numbers repeated headings as Mintlify’s slug counter does', () => {
    fc.assert(
      fc.property(repeatedTitles, (list) => {
        const ours = new SlugCounter();
        const theirs = slugCounter();
        for (const title of list) assert.equal(ours.next(encodedSlug(title)), common.slugify(title, theirs), title);
      }),
      RUNS,
    );
  });

  it('makes accordion, view and field ids as Mintlify does', () => {
    fc.assert(
      fc.property(titles, fc.nat(3), (title, count) => {
        assert.equal(componentSlug(title), common.generateComponentId(title), JSON.stringify(title));
        assert.equal(fieldId(title, count), common.generateParamFieldId(title, count), JSON.stringify(title));
      }),
      { numRuns: 400 }, // the package's transliteration takes about a millisecond per call
    );
    for (const name of [
      'onError',
      'APIKey',
      'userIDs',
      'HTTP2Server',
      'snake_case',
      'x-api-key',
      'Body.field',
      'a`X',
      'x^Y',
    ]) {
      assert.equal(fieldId(name, 0), common.generateParamFieldId(name, 0), name);
    }
  });

  it('writes custom heading ids as Mintlify’s preprocessing does', () => {
    const raw = fc
      .string({ unit: fc.constantFrom(...UNITS.filter((u) => u !== '}' && u !== '\t')), minLength: 1, maxLength: 16 })
      .filter((s) => s.trim() !== '' && !s.includes('\n'));
    fc.assert(
      fc.property(raw, (id) => {
        const out = common.preprocessCustomHeadingIds(`## Title {#${id}}`);
        const written = /^<h2 id="([^"]*)">/.exec(out);
        assert.ok(written, `not converted: ${JSON.stringify(id)} -> ${out}`);
        assert.equal(customHeadingId(id), written[1], JSON.stringify(id));
      }),
      { numRuns: 1000 },
    );
  });

  it('numbers the table of contents’ repeats after the counter, first free suffix first', () => {
    const d = new SlugDeduplicator();
    assert.deepEqual(
      ['a', 'a', 'a-2', 'a', 'b'].map((s) => d.next(s)),
      ['a', 'a-2', 'a-2-2', 'a-3', 'b'],
    );
  });
});
