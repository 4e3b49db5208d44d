#!/usr/bin/env node
// Writes the `docsjson.rules` setting of client/package.json from the rule registry (after `tsc -b`): one property
// per rule, with its default severity and description, so VS Code's Settings editor lists every rule. The
// packaged-.vsix test fails when the two disagree; this script brings them back in line.
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '../..');
const { RULES } = require(path.join(root, 'server/out/src/core/index.js'));
const manifestFile = path.join(root, 'client/package.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const setting = manifest.contributes.configuration.properties['docsjson.rules'];
setting.properties = Object.fromEntries(
  RULES.map((rule) => [
    rule.id,
    {
      type: 'string',
      enum: ['off', 'info', 'warning', 'error', 'warn'],
      enumDescriptions: [
        'Not reported',
        'Shown as information',
        'Shown as a warning',
        'Shown as an error',
        'Same as warning (the spelling of docsjson lint --rule)',
      ],
      default: rule.defaultSeverity,
      markdownDescription: rule.description,
    },
  ]),
);
fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
console.log(`client/package.json: ${RULES.length} rules in docsjson.rules`);
