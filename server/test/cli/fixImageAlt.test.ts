// `docsjson lint --fix --fix-image-alt` (and with --fix-dry-run), spawned on a real folder: alt text from each
// image's file name, in Markdown images, <img> and images in a <Frame>, written only when asked for, keeping the
// rest of the file byte for byte (line endings and indentation included).
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { runCli, tempSite } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

const DOCS = JSON.stringify({
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Alt',
  colors: { primary: '#0D9373' },
  navigation: { pages: ['index'] },
});

/** CRLF line endings and a tab-indented frame: what the fix must keep. */
const INDEX = [
  '---',
  'title: Home',
  '---',
  '',
  '![](/images/quick-start-diagram.png)',
  '',
  '<Frame caption="Settings">',
  '\t<img src="/images/billing_settings.png" width="600" />',
  '</Frame>',
  '',
  '<img src="/images/IMG_2041.png" />',
  '',
].join('\r\n');

const FIXED = INDEX.replace('![](', '![Quick start diagram](').replace(
  'billing_settings.png"',
  'billing_settings.png" alt="Billing settings"',
);

describe('docsjson lint --fix-image-alt (spawned)', function () {
  this.timeout(scaledTimeout(60_000));
  let s: ReturnType<typeof tempSite>;
  beforeEach(() => (s = tempSite({ 'docs/docs.json': DOCS, 'docs/index.mdx': INDEX })));
  afterEach(() => s.cleanup());
  const read = () => fs.readFileSync(path.join(s.dir, 'docs', 'index.mdx'), 'utf8');

  it('plain --fix never writes alt text', () => {
    const out = runCli(['lint', 'docs', '--fix'], s.dir);
    assert.equal(read(), INDEX);
    assert.match(out.stderr, /nothing to fix/);
    assert.equal((out.stdout.match(/image-alt/g) ?? []).length, 3);
  });

  it('--fix --fix-image-alt writes the file name’s words, and leaves a name that says nothing for a person', () => {
    const out = runCli(['lint', 'docs', '--fix', '--fix-image-alt'], s.dir);
    assert.equal(read(), FIXED);
    assert.match(out.stderr, /fixed 2 problems in 1 file:/);
    assert.match(
      out.stderr,
      /index\.mdx:5:1 {2}image-alt {2}Use "Quick start diagram" \(from the file name\) as the alternative text/,
    );
    assert.match(out.stderr, /index\.mdx:8:2 {2}image-alt {2}Use "Billing settings"/);
    // What is left: the camera's file name, which describes nothing.
    assert.equal((out.stdout.match(/image-alt/g) ?? []).length, 1);
    assert.equal(out.code, 0);
  });

  it('--fix-dry-run --fix-image-alt prints the change as a diff and writes nothing', () => {
    const out = runCli(['lint', 'docs', '--fix-dry-run', '--fix-image-alt'], s.dir);
    assert.equal(read(), INDEX);
    assert.match(out.stdout, /^--- a\/docs\/index\.mdx\n\+\+\+ b\/docs\/index\.mdx\n/m);
    assert.match(out.stdout, /^-!\[\]\(\/images\/quick-start-diagram\.png\)\r?$/m);
    assert.match(out.stdout, /^\+!\[Quick start diagram\]\(\/images\/quick-start-diagram\.png\)\r?$/m);
    assert.match(
      out.stdout,
      /^\+\t<img src="\/images\/billing_settings\.png" alt="Billing settings" width="600" \/>\r?$/m,
    );
    assert.match(out.stderr, /would fix 2 problems in 1 file:/);
  });

  it('is refused without --fix or --fix-dry-run', () => {
    const out = runCli(['lint', 'docs', '--fix-image-alt'], s.dir);
    assert.equal(out.code, 2);
    assert.match(out.stderr, /--fix-image-alt goes with --fix or --fix-dry-run/);
    assert.equal(read(), INDEX);
  });
});
