// Components the docs define themselves (`export const` in a page or snippet, functions in .jsx snippets) are shown
// as far as their text tells, without running them: props put in, children passed on, literal data mapped to
// elements, conditions and fallbacks worked out, React state at its initial value. What would need running keeps a
// marker that names the component and says why. Nothing reaches the JavaScript engine: hostile texts below would
// change a global, loop forever or reach Function if they were run.
import assert from 'node:assert/strict';
import { renderMdx } from './helpers';

/** A support table as real sites write them: a data function, a component mapping rows to cells with fallbacks. */
const SUPPORT_JSX = `export const rows = () => {
  return [
    { name: "start", web: "1.2.0", ios: "1.0.0" },
    { name: "stop", web: "1.0.0", deprecated: true },
  ];
};

const Cell = ({ value }) => <td className={value ? "yes" : "no"}>{value || "—"}</td>;

export const SupportTable = (props) => {
  const headers = ["", "Web", "iOS"];
  if (!props || !props.rows || !Array.isArray(props.rows)) {
    return <div>Error: no rows</div>;
  }
  return (
    <table>
      <tr>
        {headers.map((h) => (
          <th key={h}>{h}</th>
        ))}
      </tr>
      {props.rows.map((entry) => (
        <tr key={entry.name}>
          <td>
            {entry.name}() {entry.deprecated ? "(deprecated)" : ""}
          </td>
          <Cell value={entry.web} />
          <Cell value={entry.ios} />
        </tr>
      ))}
    </table>
  );
};
`;

describe('content: components the docs define, worked out without running them', () => {
  it('renders a .jsx component over literal data: map, conditions, fallbacks and a helper component', async () => {
    const r = await renderMdx(
      'import { rows, SupportTable } from "/snippets/support.jsx";\n\n<SupportTable rows={rows()} />\n',
      { snippets: { 'snippets/support.jsx': SUPPORT_JSX } },
    );
    assert.equal(
      r.html,
      '<table><tr><th></th><th>Web</th><th>iOS</th></tr>' +
        '<tr><td>start() </td><td>1.2.0</td><td>1.0.0</td></tr>' +
        '<tr><td>stop() (deprecated)</td><td>1.0.0</td><td>—</td></tr></table>',
    );
    assert.deepEqual(r.markers, []);
  });

  it('takes the early return a condition leads to', async () => {
    const r = await renderMdx('import { SupportTable } from "/snippets/support.jsx";\n\n<SupportTable />\n', {
      snippets: { 'snippets/support.jsx': SUPPORT_JSX },
    });
    assert.equal(r.html, '<div>Error: no rows</div>');
  });

  it('binds destructured props with defaults, passes children, and reads props.x', async () => {
    const r = await renderMdx(
      [
        'export const Pill = ({ label, tone = "info", children }) => <Badge>{label}: {tone} {children}</Badge>;',
        'export function Titled(props) { return <Note><b>{props.title}</b>{props.children}</Note> }',
        '',
        'See <Pill label="v2">**new**</Pill>.',
        '',
        '<Titled title="Heads up">Body text</Titled>',
      ].join('\n'),
    );
    assert.equal(
      r.html,
      '<p>See <span class="dj-badge">v2: info <strong>new</strong></span>.</p>\n' +
        '<div class="dj-callout dj-callout-note"><span class="dj-icon dj-i-lucide--info"></span><div class="dj-callout-body"><b>Heads up</b>Body text</div></div>',
    );
  });

  it('uses the values a page exports in its text, and template strings, filter and join', async () => {
    const r = await renderMdx(
      [
        'export const version = "3.1";',
        'export const platforms = [{ name: "web", ok: true }, { name: "tv", ok: false }, { name: "ios", ok: true }];',
        '',
        `Version {version}: {platforms.filter((p) => p.ok).map((p) => p.name.toUpperCase()).join(", ")} ({\`\${platforms.length} in all\`}).`,
      ].join('\n'),
    );
    assert.equal(r.html, '<p>Version 3.1: WEB, IOS (3 in all).</p>');
    assert.deepEqual(r.markers, []);
  });

  it('shows React state at its initial value, as a first render does, and skips effects', async () => {
    const r = await renderMdx(
      [
        'export const Counter = ({ start = 2 }) => {',
        '  const [count, setCount] = useState(start);',
        '  useEffect(() => { document.title = "x"; }, []);',
        '  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;',
        '};',
        '',
        '<Counter />',
      ].join('\n'),
    );
    assert.equal(r.html, '<span>Clicked 2 times</span>');
    assert.deepEqual(r.markers, []);
  });

  it('keeps a marker naming the component and the reason for what needs running', async () => {
    const r = await renderMdx(
      [
        'export const Live = () => { const [d, setD] = useState(null); useEffect(() => {}); fetch("/x").then(setD); return <p>{d}</p>; };',
        'export const Loop = ({ n }) => { const out = []; for (let i = 0; i < n; i++) out.push(<li>{i}</li>); return <ul>{out}</ul>; };',
        'export const Clock = () => <p>Now: {new Date().toISOString()}</p>;',
        '',
        '<Live />',
        '',
        '<Loop n={3} />',
        '',
        '<Clock />',
      ].join('\n'),
    );
    assert.deepEqual(r.markers, ['Live', 'Loop', 'Clock']);
    assert.match(r.html, /⟨Live: not rendered offline \(it runs `fetch\("\/x"\)\.then\(setD\);` for its effect\)⟩/);
    assert.match(r.html, /⟨Loop: not rendered offline \(it uses a for loop\)⟩/);
    assert.match(
      r.html,
      /⟨Clock: \{new Date\(\)\.toISOString\(\)} not evaluated offline \(it creates an object with new\)⟩/,
    );
  });

  it('names a .jsx file that does not parse, a package, TypeScript and a file that is missing', async () => {
    const r = await renderMdx(
      [
        'import { A } from "/snippets/broken.jsx";',
        'import { B } from "some-ui-kit";',
        'import { C } from "/snippets/c.tsx";',
        'import { D } from "/snippets/gone.jsx";',
        '',
        '<A />',
        '',
        '<B />',
        '',
        '<C />',
        '',
        '<D />',
      ].join('\n'),
      { snippets: { 'snippets/broken.jsx': 'export const A = () => <div>', 'snippets/c.tsx': 'export const C = 1' } },
    );
    assert.deepEqual(r.markers, ['A', 'B', 'C']);
    assert.match(
      r.html,
      /⟨A: not rendered offline \("snippets\/broken.jsx" does not parse at line 1, column 29: Unexpected token\)⟩/,
    );
    assert.match(
      r.html,
      /⟨B: not rendered offline \(it comes from the package "some-ui-kit", which is not loaded offline\)⟩/,
    );
    assert.match(r.html, /⟨C: not rendered offline \("snippets\/c.tsx" is TypeScript, which is not read here\)⟩/);
    assert.match(r.html, /⟨D: the file snippets\/gone.jsx is missing⟩/);
  });

  it('never reaches the host: prototypes, globals, Function and endless work are refused', async () => {
    const hostile = [
      'export const A = () => <p>{"".constructor.constructor("globalThis.pwned = 1")()}</p>;',
      'export const B = () => <p>{({}).__proto__ ? "proto" : "plain"} {[].constructor === undefined ? "none" : "some"}</p>;',
      'export const C = () => { globalThis.pwned = 2; return <p>c</p>; };',
      'export const D = ({ n = 0 }) => <D n={n + 1} />;',
      'export const E = () => { const f = (n) => n > 0 ? f(n - 1) : "done"; return <p>{f(100000)}</p>; };',
      'export const F = () => { const x = () => y(); const y = () => x(); return <p>{x()}</p>; };',
      'export const G = () => <p>{"ab".repeat(1e9)}</p>;',
      'export const H = () => { const big = [1,2,3,4,5,6,7,8,9,10]; return <p>{big.map(() => big.map(() => big.map(() => big.map(() => big.map(() => big.map(() => 1)))))).length}</p>; };',
      '',
      '<A />',
      '',
      '<B />',
      '',
      '<C />',
      '',
      '<D />',
      '',
      '<E />',
      '',
      '<F />',
      '',
      '<G />',
      '',
      '<H />',
    ].join('\n');
    const r = await renderMdx(hostile);
    assert.equal((globalThis as { pwned?: unknown }).pwned, undefined);
    // B reads only own data: an object literal has no __proto__ entry and an array no constructor.
    assert.match(r.html, /<p>plain none<\/p>/);
    assert.match(
      r.html,
      /⟨A: \{"".constructor.constructor\("globalThis.pwned = 1"\)\(\)} not evaluated offline \(it calls \.constructor\(\) on an object\)⟩/,
    );
    assert.match(r.html, /⟨C: not rendered offline \(it runs `globalThis\.pwned = 2;` for its effect\)⟩/);
    assert.match(r.html, /⟨D: not rendered offline \(it includes itself, through page.mdx#D\)⟩/);
    assert.match(r.html, /⟨E: \{f\(100000\)} not evaluated offline \(its functions call each other too deeply\)⟩/);
    assert.match(r.html, /⟨F: \{x\(\)} not evaluated offline \(its functions call each other too deeply\)⟩/);
    assert.match(r.html, /⟨G: \{[^}]*} not evaluated offline \(it calls \.repeat\(\) on text\)⟩/);
    assert.match(r.html, /⟨H: \{[^⟩]*not evaluated offline \(working it out takes too many steps\)⟩/);
  });
});
