#!/usr/bin/env node
// `postinstall`: builds dist/ when a checkout of this repository is installed and has not been built yet, so that
// `npm ci && npm pack` packs a working CLI and pre-commit (which installs a hook repository with npm install, then
// npm pack, reading the tarball's name from npm pack's output) gets one. Nothing runs at pack time on purpose: npm
// prints every pack-time script's banner on stdout, which pre-commit would take for part of the file name. An
// installed tarball has no sources, so there this does nothing; a checkout already built is left as it is (npm
// test and npm run build rebuild what changed). It ships in the package for that reason: npm runs the installed
// package's postinstall too.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.resolve(__dirname, '..');
if (!fs.existsSync(path.join(root, 'server', 'src')) || fs.existsSync(path.join(root, 'dist', 'docsjson.js'))) {
  process.exit(0);
}
const npm = process.env.npm_execpath;
const r = npm
  ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] })
  : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2], shell: process.platform === 'win32' });
process.exit(r.status ?? 1);
