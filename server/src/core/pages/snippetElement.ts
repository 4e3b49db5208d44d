// Where a `<Snippet file="..." />` element looks for its file, for the site builder: the same answer the page rules
// get (snippetComponentTargets: `_snippets/`, Mintlify's folder for that component, then `snippets/`, subfolders
// allowed; a leading `/` still means the folder).
import { snippetComponentTargets } from './mdx/linkTargets';

/** Root-relative candidates, in the order Mintlify tries them. */
export function snippetElementFiles(written: string): string[] {
  const name = written.trim().replace(/^\/+/, '');
  return name === '' ? [] : snippetComponentTargets(name);
}
