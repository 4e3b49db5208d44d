#!/usr/bin/env node
// Runs every compiled test file with mocha and ends with the one line CI reads: "N passed, N failed".
// `.only` is refused (forbidOnly); a skipped test counts as failed unless it was skipped through
// server/test/helpers/requirements.ts, which records why (see summary-reporter.js).
'use strict';
const path = require('path');
const fs = require('fs');
const Mocha = require('mocha');

const root = path.resolve(__dirname, '..');
const testRoot = path.join(root, 'server', 'out', 'test');

function collect(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collect(full, out);
    else if (entry.name.endsWith('.test.js')) out.push(full);
  }
  return out;
}

const filter = process.argv[2]; // optional substring of a test file path, for local runs
const mocha = new Mocha({
  reporter: path.join(__dirname, 'summary-reporter.js'),
  timeout: 60000,
  forbidOnly: true,
});
const files = fs.existsSync(testRoot) ? collect(testRoot, []).sort() : [];
for (const f of files) if (!filter || f.includes(filter)) mocha.addFile(f);

mocha.run((failures) => {
  // Includes the tests skipped without a reason, which the reporter counts as failed.
  process.exitCode = failures > 0 ? 1 : 0;
});
