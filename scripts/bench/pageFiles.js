// The page files of a site folder for the render benches: every .md/.mdx file below it, root-relative with "/",
// sorted, snippets left out (they are rendered where a page imports them, not as pages).
'use strict';
const fs = require('fs');
const path = require('path');

function pageFiles(site) {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(e.name)) files.push(path.relative(site, full).split(path.sep).join('/'));
    }
  };
  walk(site);
  return files.filter((f) => !/^_?snippets\//i.test(f)).sort();
}

module.exports = { pageFiles };
