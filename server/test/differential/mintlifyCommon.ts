// Mintlify's shared MDX code (@mintlify/common, a test-only dev dependency: never bundled, its code never copied),
// loaded once for the differential tests of anchors, links and the component list. Loading it takes a second or
// two (it brings its OpenAPI and CSS tooling along). Nothing it is given is evaluated: it parses text into trees.

import * as fs from 'fs';
import * as path from 'path';

export interface MintlifyCommon {
  /** The slug of a heading or tab title, before the page decodes it; a counter numbers repeats. */
  slugify(title: string, counter?: (s: string, o: unknown) => string): string;
  cleanHeadingId(id: string): string;
  generateParamFieldId(name: string, count: number): string;
  generateComponentId(title: string, count?: number): string;
  allowedComponents: string[];
  COMPONENTS_WITHOUT_ID: Set<string>;
  COMPONENTS_WITH_CLEANED_ID: Set<string>;
  preprocessCustomHeadingIds(text: string): string;
  coreRemark: () => any;
  remarkComponentIds: any;
  remarkExtractTableOfContents: any;
  rehypeParamFieldIds: any;
  getFileCategory(path: string, options?: { importedFiles?: Set<string> }): string | null;
}

let common: MintlifyCommon | undefined;

export function mintlifyCommon(): MintlifyCommon {
  // Node 20.19+ loads this ES module through require.
  common ??= require('@mintlify/common') as MintlifyCommon;
  return common;
}

/** @sindresorhus/slugify's counter, as Mintlify uses it for headings and tabs. */
export function slugCounter(): (s: string, o: unknown) => string {
  return besidePackage<{ slugifyWithCounter: () => (s: string, o: unknown) => string }>(
    '@sindresorhus/slugify',
  ).slugifyWithCounter();
}

/** A package as another package's own code finds it (their dependencies are not ours). */
export function besidePackage<T>(name: string, owner = '@mintlify/common'): T {
  // The folder of the owner package (its exports may not allow resolving any of its files from here).
  const folder = module.paths.map((p) => path.join(p, owner)).find((f) => fs.existsSync(path.join(f, 'package.json')));
  if (!folder) throw new Error(`${owner} is not installed`);
  return require(require.resolve(name, { paths: [folder] })) as T;
}

/**
 * remark-smartypants as Mintlify's renderer runs it before heading ids are made: @mintlify/mdx's (3.0.3, which
 * separates blocks with a space). Its link checker runs @mintlify/common's pinned 3.0.2, which joins a heading's
 * text to the text before it: the two differ on a heading opening with a quote right after a paragraph (the
 * renderer's `“x”`, the checker's `”x”`). We follow the page as readers get it.
 */
export function remarkSmartypants(): unknown {
  return besidePackage<{ default: unknown }>('remark-smartypants', '@mintlify/mdx').default;
}
