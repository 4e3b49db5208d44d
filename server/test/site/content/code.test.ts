// Code blocks through Shiki (JavaScript regex engine, CSS-variables theme as classes), titles from the fence meta,
// unknown languages as plain text; math through KaTeX as MathML.
import assert from 'node:assert/strict';
import { parseCodeMeta } from '../../../src/site/content/code/codeMeta';
import { languageId } from '../../../src/site/content/code/highlighter';
import { html, renderMdx } from './helpers';

describe('content: code blocks', () => {
  it('highlights with classes only: no style attribute anywhere', async () => {
    const out = await html('```python\ndef f():\n    return "x"  # done\n```\n');
    assert.equal(
      out,
      '<div class="dj-code-block"><pre class="dj-code dj-lang-python"><code>' +
        '<span class="dj-line"><span class="dj-tk-keyword">def</span> <span class="dj-tk-function">f</span>():</span>\n' +
        '<span class="dj-line">    <span class="dj-tk-keyword">return</span> <span class="dj-tk-string-expression">"x"</span>  <span class="dj-tk-comment"># done</span></span>' +
        '</code></pre></div>',
    );
  });

  it('shows an unknown language, or none, as plain text', async () => {
    assert.equal(
      await html('```nosuchlang\na <b>\n```\n'),
      '<div class="dj-code-block"><pre class="dj-code"><code><span class="dj-line">a &#x3C;b></span></code></pre></div>',
    );
    assert.equal(
      await html('```\nplain\n```\n'),
      '<div class="dj-code-block"><pre class="dj-code"><code><span class="dj-line">plain</span></code></pre></div>',
    );
  });

  it('takes the title from title="..." or from the words after the language, and highlights {lines}', async () => {
    const out = await html('```js title="app.js" {2}\na\nb\n```\n\n```python Arize AX\nx\n```\n');
    assert.match(out, /<div class="dj-code-title">app.js<\/div>/);
    assert.match(out, /<span class="dj-line dj-line-highlight">b<\/span>/);
    assert.match(out, /<div class="dj-code-title">Arize AX<\/div>/);
  });

  it('reads fence meta: flags and options are not part of the title', () => {
    assert.deepEqual(parseCodeMeta('Example config lines wrap theme={null} icon="python"'), {
      title: 'Example config',
      highlight: new Set(),
    });
    assert.deepEqual(parseCodeMeta("title='a \\'b\\'' highlight={1-3,5}"), {
      title: "a 'b'",
      highlight: new Set([1, 2, 3, 5]),
    });
    assert.deepEqual(parseCodeMeta(undefined), { highlight: new Set() });
  });

  it('maps fence languages and aliases to grammars', () => {
    assert.equal(languageId('py'), 'python');
    assert.equal(languageId('Shell'), 'shellscript');
    assert.equal(languageId('console'), 'shellsession');
    assert.equal(languageId('tsx'), 'tsx');
    assert.equal(languageId('text'), undefined);
    assert.equal(languageId('constructor'), undefined);
    assert.equal(languageId('__proto__'), undefined);
  });

  it('renders a page mixing many languages in one call (grammars loaded on demand)', async () => {
    const blocks: Array<[string, string, string]> = [
      ['kotlin', 'val x = "v"', 'kotlin'],
      ['swift', 'let x = "v"', 'swift'],
      ['toml', 'key = "v"', 'toml'],
      ['dockerfile', 'FROM node:20', 'docker'],
      ['xml', '<a b="v"/>', 'xml'],
      ['ini', 'key = v', 'ini'],
    ];
    const out = await html(blocks.map(([lang, code]) => '```' + lang + '\n' + code + '\n```\n').join('\n'));
    const parts = out.split('<div class="dj-code-block">').slice(1);
    assert.equal(parts.length, blocks.length);
    blocks.forEach(([, , id], i) => {
      assert.match(parts[i], new RegExp(`^<pre class="dj-code dj-lang-${id}">`));
      assert.match(parts[i], /dj-tk-/, `${id} is coloured`);
    });
  });
});

describe('content: math', () => {
  it('renders $...$ and $$...$$ as MathML', async () => {
    const out = await html('Inline $a^2$ and\n\n$$\n\\frac{1}{2}\n$$\n');
    assert.equal(
      out,
      '<p>Inline <span class="dj-math"><math><semantics><mrow><msup><mi>a</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">a^2</annotation></semantics></math></span> and</p>\n' +
        '<div class="dj-math dj-math-display"><math display="block"><semantics><mrow><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow><annotation encoding="application/x-tex">\\frac{1}{2}</annotation></semantics></math></div>',
    );
  });

  it('shows TeX KaTeX rejects as code, and never makes a link of \\href (trust is off)', async () => {
    const r = await renderMdx('$\\frac{1}{$ and $\\href{https://x.example}{y}$\n');
    assert.match(
      r.html,
      /^<p><span class="dj-math dj-math-source"><code>\\frac\{1\}\{<\/code><\/span> and <span class="dj-math">/,
    );
    assert.doesNotMatch(r.html, /href=|<a /);
  });
});
