// Stands in for `shiki/langs` inside the bundles (scripts/bundle.js resolves that import here). Shiki's own module
// carries every grammar it knows, 8 MB of source that each bundle highlighting code would carry and load; here the
// grammars are files of their own, dist/grammars/<grammar>.json.gz (written by scripts/bundle/grammarFiles.js), read
// when a code block first needs their language, once per process. The two exports the highlighter uses keep
// Shiki's shape: bundledLanguagesInfo (ids, names, aliases) and bundledLanguages (id -> loader of its grammars, the
// language's own last, after the ones it embeds).
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

// In a bundle, __dirname is the folder of the bundle: dist/.
const DIR = path.join(__dirname, 'grammars');

/** @type {{ id: string, name: string, aliases?: string[], grammars: string[] }[] | undefined} */
let languages;
/** Grammar objects already read, by file name: a grammar several languages embed is read once. */
const grammars = new Map();

function index() {
  if (!languages) {
    try {
      languages = JSON.parse(fs.readFileSync(path.join(DIR, 'index.json'), 'utf8')).languages;
    } catch (error) {
      // An installation without its grammars still builds the site: code blocks are shown uncoloured.
      process.emitWarning(`docsjson: no code highlighting, the grammars in ${DIR} cannot be read (${error.message})`);
      languages = [];
    }
  }
  return languages;
}

function grammar(file) {
  let g = grammars.get(file);
  if (!g) {
    g = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(DIR, file))).toString('utf8'));
    grammars.set(file, g);
  }
  return g;
}

let byId;
module.exports = {
  get bundledLanguagesInfo() {
    return index();
  },
  get bundledLanguages() {
    if (!byId) {
      byId = {};
      for (const lang of index()) byId[lang.id] = async () => lang.grammars.map(grammar);
    }
    return byId;
  },
};
