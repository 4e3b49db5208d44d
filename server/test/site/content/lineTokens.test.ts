// Code tokenized line by line, each line once per grammar state it starts in, must colour every block exactly as
// tokenizing the block whole does: the same line in another state (inside a comment, a string, a heredoc) gets
// other tokens.
import assert from 'node:assert/strict';
import type { ThemedToken } from 'shiki/core';
import { loadLanguages, warmHighlighter } from '../../../src/site/content/code/highlighter';
import { tokensByLine } from '../../../src/site/content/code/lineTokens';
import { scaledTimeout } from '../../helpers/timeScale';

const OPTIONS = { theme: 'docsjson', tokenizeMaxLineLength: 1000, tokenizeTimeLimit: 2000 };

const BLOCKS: Array<[string, string]> = [
  ['typescript', 'const a = 1;\n/* start\nconst a = 1;\n*/\nconst a = 1;'],
  ['typescript', 'const s = `\nconst a = 1;\n${a}`;\nconst a = 1;'],
  ['python', 'x = """\nimport requests\n"""\nimport requests\n\n\nprint(x)'],
  ['shellscript', "cat <<EOF\ncurl --request GET \\\nEOF\ncurl --request GET \\\n  --url 'https://x'"],
  ['json', '{\n  "id": "a",\n  "nested": {\n    "id": "a"\n  }\n}'],
  ['java', 'String s = "a";\n// String s = "a";\n/**\n String s = "a";\n */\nString s = "a";'],
];

const shape = (tokens: ThemedToken[][]) => tokens.map((line) => line.map((t) => [t.content, t.color, t.fontStyle]));

describe('code tokenized line by line', function () {
  this.timeout(scaledTimeout(60000));

  it('gives every block the tokens of the whole block, the same line differently in another state', async () => {
    const highlighter = await warmHighlighter();
    await loadLanguages(BLOCKS.map(([lang]) => lang));
    // Twice over: the second pass answers from the lines kept by the first.
    for (let pass = 0; pass < 2; pass++)
      for (const [lang, code] of BLOCKS) {
        const whole = highlighter.codeToTokens(code, { ...OPTIONS, lang }).tokens;
        const byLine = tokensByLine(highlighter, code, { ...OPTIONS, lang });
        assert.ok(byLine, `${lang}: not tokenized line by line`);
        assert.deepEqual(shape(byLine), shape(whole), `${lang}, pass ${pass + 1}:\n${code}`);
      }
    const inComment = tokensByLine(highlighter, BLOCKS[0][1], { ...OPTIONS, lang: 'typescript' })!;
    assert.notDeepEqual(shape([inComment[0]]), shape([inComment[2]]), 'a line in a comment is coloured as code');
  });

  it('keeps nothing across a compile of the grammars (each language loaded compiles them all again)', async () => {
    const highlighter = await warmHighlighter();
    const code = '---\ntitle: x\n---\n<Card title="a">hi</Card>\n\n```js\nconst a = 1;\n```';
    await loadLanguages(['mdx']);
    const options = { ...OPTIONS, lang: 'mdx' };
    assert.deepEqual(
      shape(tokensByLine(highlighter, code, options)!),
      shape(highlighter.codeToTokens(code, options).tokens),
    );
    await loadLanguages(['javascript', 'go', 'rust']);
    assert.deepEqual(
      shape(tokensByLine(highlighter, code, options)!),
      shape(highlighter.codeToTokens(code, options).tokens),
    );
  });

  it('leaves a block with carriage returns to the whole-block tokenizer', async () => {
    const highlighter = await warmHighlighter();
    await loadLanguages(['json']);
    assert.equal(tokensByLine(highlighter, '{\r\n}', { ...OPTIONS, lang: 'json' }), undefined);
  });
});
