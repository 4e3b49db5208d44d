import assert from 'node:assert/strict';
import { displayWidth, shouldUseColor } from '../../src/cli/ansi';
import { closest } from '../../src/core/text/didYouMean';
import { editDistance } from '../../src/core/text/editDistance';

describe('terminal helpers', () => {
  it('decides on colour: --no-color, then FORCE_COLOR, then NO_COLOR, then the terminal', () => {
    const cases: [boolean, boolean, Record<string, string>, boolean][] = [
      [false, true, {}, true],
      [false, false, {}, false],
      [false, true, { TERM: 'dumb' }, false],
      [false, true, { NO_COLOR: '1' }, false],
      [false, true, { NO_COLOR: '' }, true],
      [true, true, {}, false],
      [false, false, { FORCE_COLOR: '1' }, true],
      [false, false, { FORCE_COLOR: '' }, true],
      [false, true, { FORCE_COLOR: '0' }, false],
      [false, true, { FORCE_COLOR: 'false' }, false],
      [false, false, { FORCE_COLOR: '1', NO_COLOR: '1' }, true],
      [true, true, { FORCE_COLOR: '1' }, false],
    ];
    for (const [noColorFlag, stdoutIsTTY, env, expected] of cases) {
      assert.equal(
        shouldUseColor({ noColorFlag, stdoutIsTTY, env }),
        expected,
        JSON.stringify({ noColorFlag, stdoutIsTTY, env }),
      );
    }
  });

  it('measures terminal columns', () => {
    assert.equal(displayWidth('abc'), 3);
    assert.equal(displayWidth('日本語'), 6);
    assert.equal(displayWidth('🚀'), 2);
    assert.equal(displayWidth('👩‍💻'), 2, 'ZWJ sequence');
    assert.equal(displayWidth('❤️'), 2, 'text symbol + VS16');
    assert.equal(displayWidth('é'), 1, 'e + combining acute');
    assert.equal(displayWidth('©'), 1);
  });

  it('suggests close words only', () => {
    assert.equal(editDistance('page-mising', 'page-missing', 3), 1);
    assert.equal(editDistance('lnit', 'lint', 3), 1, 'transposition');
    assert.equal(closest('lnit', ['lint', 'rules']), 'lint');
    assert.equal(closest('qqqq', ['lint', 'rules']), undefined);
  });
});
