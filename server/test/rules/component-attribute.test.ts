// component-attribute: a required attribute missing, or a value of the wrong kind.
import assert from 'node:assert/strict';
import { componentAttributeRule } from '../../src/core/rules/pages/componentAttribute';
import { runOnPage } from '../pages/helpers';

const summary = (problems: Array<{ text: string; message: string }>) => problems.map((p) => [p.text, p.message]);

describe('rule component-attribute', () => {
  const run = (text: string) => summary(runOnPage(componentAttributeRule, text));

  it('reports required attributes that are missing', () => {
    assert.deepEqual(
      run('<Steps>\n<Step>\nx\n</Step>\n</Steps>\n\n<Tooltip>t</Tooltip>\n\n<Update label="v1">x</Update>\n'),
      [
        ['Step', '`<Step>` needs `title`: text shown next to the step number.'],
        ['Tooltip', '`<Tooltip>` needs `tip`: text of the tooltip.'],
      ],
    );
  });

  it('asks a ParamField for exactly one location', () => {
    const problems = run(
      '<ParamField type="string" />\n\n<ParamField path="a" query="b" />\n\n<ParamField name="iceServers" />\n',
    );
    assert.equal(problems.length, 3);
    assert.match(problems[0][1], /needs one of `path`, `query`, `body` or `header`/);
    assert.match(problems[1][1], /has `path` and `query`: a parameter has one location/);
    assert.match(problems[2][1], /e\.g\. `query="iceServers"`.*use `<ResponseField name="…">`/);
  });

  it('reports values of the wrong kind and leaves expressions alone', () => {
    assert.deepEqual(
      run(
        [
          '<CardGroup cols="two">x</CardGroup>',
          '<CardGroup cols="2">x</CardGroup>',
          '<Columns cols={n}>x</Columns>',
          '<Badge color="pink">x</Badge>',
          '<Card title>x</Card>',
          '<Accordion title="a" defaultOpen="yes">x</Accordion>',
          '<Accordion title="a" defaultOpen="false">x</Accordion>',
          '<Update label="v" tags="Feature">x</Update>',
          '<Visibility for="robots">x</Visibility>',
        ].join('\n\n'),
      ),
      [
        ['cols="two"', '`cols` takes a number: write `cols={2}`'],
        [
          'color="pink"',
          '`color="pink"` is not a value of `<Badge>`: use `gray`, `blue`, `green`, `yellow`, `orange`, `red`, `purple`, `white`, `surface`, `white-destructive` or `surface-destructive`',
        ],
        ['title', '`title` needs a value: write `title="…"`'],
        ['defaultOpen="yes"', '`defaultOpen` is on or off: write `defaultOpen` alone, or `defaultOpen={false}`'],
        ['tags="Feature"', '`tags` takes a list: write `tags={["Feature"]}`'],
        ['for="robots"', '`for="robots"` is not a value of `<Visibility>`: use `humans` or `agents`'],
      ],
    );
  });

  it('calls nothing missing on an element with a spread, which may carry any attribute', () => {
    assert.deepEqual(run('<Step {...props}>x</Step>\n'), []);
  });
});
