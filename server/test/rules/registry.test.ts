// The registry is the one list of rules: every rule module is in it, the README table names every rule with its
// default severity, and every rule has its test file under its id, so that adding a rule without registering,
// documenting or testing it fails here (its page under docs/rules/: ruleDocs.test.ts).
import assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { RULES } from '../../src/core';
import type { RuleDefinition } from '../../src/core';

const REPO = path.resolve(__dirname, '../../../..');
const RULES_DIR = path.join(REPO, 'server/out/src/core/rules');
const RULE_TESTS = 'server/test/rules';

function isRule(value: unknown): value is RuleDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RuleDefinition).id === 'string' &&
    typeof (value as RuleDefinition).reads === 'string'
  );
}

/** Every rule object exported by a module under core/rules/, found by loading each compiled module. */
function ruleModules(): Map<string, RuleDefinition> {
  const found = new Map<string, RuleDefinition>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        for (const value of Object.values(require(full) as Record<string, unknown>)) {
          if (isRule(value)) found.set(value.id, value);
        }
      }
    }
  };
  walk(RULES_DIR);
  return found;
}

describe('rule registry', () => {
  it('holds every rule module, once', () => {
    const modules = ruleModules();
    const registered = new Set(RULES.map((r) => r.id));
    assert.equal(registered.size, RULES.length, 'rule ids are unique');
    for (const [id, rule] of modules) {
      assert.ok(registered.has(id), `rule ${id} is defined but not in core/rules/registry.ts`);
      assert.equal(
        RULES.find((r) => r.id === id),
        rule,
      );
    }
  });

  it('is the README table: every rule with its default severity, in registry order, linked to its page', () => {
    const readme = fs.readFileSync(path.join(REPO, 'README.md'), 'utf8');
    const rows = [
      ...readme.matchAll(/^\| \[`([a-z0-9-]+)`\]\(docs\/rules\/([a-z0-9-]+)\.md\) \| (error|warning|info|off) \|/gm),
    ];
    assert.deepEqual(
      rows.map((m) => [m[1], m[3]]),
      RULES.map((r) => [r.id, r.defaultSeverity]),
      'README.md "Rules" table: one row per rule, [`id`](docs/rules/id.md) | default | what it finds',
    );
    for (const m of rows) assert.equal(m[2], m[1], `the README row of ${m[1]} links docs/rules/${m[2]}.md`);
  });

  it('gives every rule a one-sentence description', () => {
    for (const rule of RULES) assert.match(rule.description, /^\S.{15,}\.$/, rule.id);
  });

  it('has one test file per rule, named after its id, and no such file for an id that is not a rule', () => {
    const problems: string[] = [];
    for (const rule of RULES) {
      const file = path.join(REPO, RULE_TESTS, `${rule.id}.test.ts`);
      if (!fs.existsSync(file)) problems.push(`rule ${rule.id} has no ${RULE_TESTS}/${rule.id}.test.ts`);
      else if (!new RegExp(`describe\\(\\s*['"\`](rule )?${rule.id}['"\`]`).test(fs.readFileSync(file, 'utf8')))
        problems.push(`${RULE_TESTS}/${rule.id}.test.ts has no describe('rule ${rule.id}', ...)`);
    }
    const ids = new Set(RULES.map((r) => r.id));
    for (const name of fs.readdirSync(path.join(REPO, RULE_TESTS))) {
      const id = /^([a-z0-9]+(?:-[a-z0-9]+)+)\.test\.ts$/.exec(name)?.[1];
      if (id && !ids.has(id)) problems.push(`${RULE_TESTS}/${name} is named like a rule, but no rule has the id ${id}`);
    }
    assert.deepEqual(problems, []);
  });
});
