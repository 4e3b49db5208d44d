// Differential test of the component catalogue against the list Mintlify's MDX pipeline keeps (@mintlify/common's
// allowed components, test-only): every capitalised name it keeps is in the catalogue and nothing else is, but for
// `<Snippet>`, which the pipeline expands before it filters. Lower-case names are HTML, never reported.
import assert from 'node:assert/strict';
import { COMPONENTS } from '../../src/core/pages/mdx/components';
import { componentUnknownRule } from '../../src/core/rules/pages/componentUnknown';
import { mintlifyCommon } from '../differential/mintlifyCommon';
import { runOnPage } from './helpers';
import { scaledTimeout } from '../helpers/timeScale';

describe('the component catalogue agrees with Mintlify’s pipeline (@mintlify/common)', function () {
  this.timeout(scaledTimeout(60_000));

  it('lists exactly the components Mintlify keeps, and <Snippet>', () => {
    const kept = mintlifyCommon().allowedComponents.filter((name) => /^[A-Z]/.test(name));
    const ours = COMPONENTS.map((c) => c.name);
    assert.deepEqual([...ours].sort(), [...kept, 'Snippet'].sort());
  });

  it('calls none of them unknown, in a block or in a sentence, and the lower-case ones HTML', () => {
    const names = mintlifyCommon().allowedComponents;
    const text = names.map((n) => `<${n} />\n\nText <${n} /> inline.`).join('\n\n') + '\n';
    assert.deepEqual(runOnPage(componentUnknownRule, text), []);
    const [unknown] = runOnPage(componentUnknownRule, '<Banner>x</Banner>\n');
    assert.match(unknown.message, /`<Banner>` is not a Mintlify component/);
  });
});
