#!/usr/bin/env node
// Writes schema/docsjsonrc.schema.json, the JSON Schema of `.docsjsonrc.json` (completion and checking of rule ids
// and severities in any schema-aware editor), from the rule registry itself, so that a new rule is in the schema
// as soon as it is in the registry. Reads the compiled core (run after tsc). `--check` fails instead of writing
// when the file on disk differs (a test runs it that way).
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'schema', 'docsjsonrc.schema.json');

function buildSchema() {
  const { RULES } = require(path.join(root, 'server/out/src/core/rules/registry.js'));
  const { SEVERITY_WORDS } = require(path.join(root, 'server/out/src/core/config/severity.js'));
  const severity = {
    enum: [...SEVERITY_WORDS],
    description:
      '"off" turns the rule off; "info" reports notes that never fail a run; "warn" and "error" as in ESLint.',
  };
  const rules = {
    type: 'object',
    description: 'Severity per rule id (docsjson rules lists them).',
    properties: Object.fromEntries(
      RULES.map((r) => [
        r.id,
        { $ref: '#/definitions/severity', description: `${r.description} Default: ${r.defaultSeverity}.` },
      ]),
    ),
    additionalProperties: false,
  };
  const globs = {
    description: 'Globs of files relative to the docs root ("drafts/", "api/**/*.mdx").',
    oneOf: [
      { type: 'string', minLength: 1 },
      { type: 'array', items: { type: 'string', minLength: 1 } },
    ],
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://docsjson.dev/schema/docsjsonrc.schema.json',
    title: '.docsjsonrc.json',
    description: 'Settings of docsjson (lint, the language server, build) for one docs site.',
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      rules: { $ref: '#/definitions/rules' },
      ignores: { ...globs, description: `Files in which nothing is reported. ${globs.description}` },
      overrides: {
        type: 'array',
        description: 'Rule severities for some files; a later entry wins over an earlier one and over "rules".',
        items: {
          type: 'object',
          properties: { files: globs, rules: { $ref: '#/definitions/rules' } },
          required: ['files'],
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
    definitions: { severity, rules },
  };
}

const text = JSON.stringify(buildSchema(), null, 2) + '\n';
if (process.argv.includes('--check')) {
  const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  if (current !== text) {
    process.stderr.write(`${path.relative(root, out)} is out of date: run npm run build\n`);
    process.exit(1);
  }
} else if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== text) {
  fs.writeFileSync(out, text);
}
