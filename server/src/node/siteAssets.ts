// Files the built site needs from our own installation: the browser build of MiniSearch, and the stylesheet of
// the page-body renderer. Looked for next to this module (the bundle copies them to dist/) and in the source tree.
import * as fs from 'fs';
import * as path from 'path';

function firstReadable(candidates: string[]): string | undefined {
  for (const c of candidates) {
    try {
      return fs.readFileSync(c, 'utf8');
    } catch {
      // try the next place
    }
  }
  return undefined;
}

let library: string | undefined | null = null;

/** MiniSearch's browser (UMD) build, which defines the global `MiniSearch`; undefined when it cannot be found. */
export function searchLibrarySource(): string | undefined {
  if (library === null) {
    let fromPackage: string | undefined;
    try {
      // The package exports only its CommonJS and ES builds; the browser build sits beside them.
      fromPackage = path.join(path.dirname(require.resolve('minisearch')), '..', 'umd', 'index.js');
    } catch {
      fromPackage = undefined;
    }
    library = firstReadable([path.join(__dirname, 'minisearch.js'), ...(fromPackage ? [fromPackage] : [])]);
  }
  return library;
}

/** The content renderer's stylesheet (server/src/site/content/content.css), when there is one. */
export function contentStylesheet(): string | undefined {
  return firstReadable([
    path.join(__dirname, 'content.css'),
    path.resolve(__dirname, '../../../src/site/content/content.css'),
  ]);
}
