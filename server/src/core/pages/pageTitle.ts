// The title a page gets from its path when its front matter names none: the file name with dashes and
// underscores as spaces, first letter capitalised ("guides/getting-started.mdx" -> "Getting started").

export function titleFromPath(pathOrFile: string): string {
  const base = pathOrFile.slice(pathOrFile.lastIndexOf('/') + 1).replace(/\.(mdx|md)$/, '');
  const words = base.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : base;
}
