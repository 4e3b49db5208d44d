// Where the older `<Snippet file="..." />` element looks for its file: the name is read inside `snippets/` (a
// leading `/` still means that folder), then inside `_snippets/` (the folder older Mintlify sites used), subfolders
// allowed. One answer for the snippet-missing rule, the page checks and the site builder.
import { resolveLink } from './mdx/linkTargets';

/** Root-relative candidates, in the order Mintlify tries them; a name that leaves the folder is read from the root. */
export function snippetElementFiles(written: string): string[] {
  const name = written.trim().replace(/^\/+/, '');
  if (name === '') return [];
  const out: string[] = [];
  for (const folder of ['snippets', '_snippets']) {
    const target = resolveLink(`${folder}/x`, name);
    if (target.kind === 'route' && !out.includes(target.route.slice(1))) out.push(target.route.slice(1));
  }
  return out;
}
