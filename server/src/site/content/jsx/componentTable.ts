// The components a file can use by name, from its own `import` and `export` statements (read from the syntax tree,
// never run): default imports of .mdx/.md snippets render that snippet, named imports pick a component the snippet
// exports, and anything from JavaScript files or packages is named as not rendered offline.
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
import type { Program } from 'estree-jsx';
import { dirnameOf, joinInsideRoot, type ParsedPage } from '../../../core';
import type { ComponentSource } from '../nodes';
import { exportedComponents } from './exportedComponents';

export type SnippetReader = (relPath: string) => ParsedPage | undefined;

export function componentTable(
  tree: Root,
  file: string,
  text: string,
  readSnippet: SnippetReader,
): Map<string, ComponentSource> {
  const table = new Map<string, ComponentSource>();
  for (const program of esmPrograms(tree)) {
    for (const [name, source] of exportedComponents(program, file, text)) table.set(name, source);
    for (const statement of program.body) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      const from = statement.source.value;
      for (const spec of statement.specifiers) {
        if (spec.type === 'ImportNamespaceSpecifier') continue;
        const imported =
          spec.type === 'ImportDefaultSpecifier'
            ? 'default'
            : spec.imported.type === 'Identifier'
              ? spec.imported.name
              : String(spec.imported.value);
        table.set(spec.local.name, importedComponent(from, imported, file, readSnippet));
      }
    }
  }
  return table;
}

function importedComponent(from: string, imported: string, file: string, readSnippet: SnippetReader): ComponentSource {
  if (!from.startsWith('/') && !from.startsWith('./') && !from.startsWith('../')) {
    return { kind: 'not-rendered', reason: `it comes from the package "${from}", which is not loaded offline` };
  }
  const joined = joinInsideRoot(dirnameOf(file), from);
  if (!joined.ok) return { kind: 'not-rendered', reason: `"${from}" is outside the docs root` };
  const path = joined.path;
  if (!/\.mdx?$/i.test(path)) {
    return { kind: 'not-rendered', reason: `it comes from "${path}", JavaScript that is never run here` };
  }
  const snippet = readSnippet(path);
  if (!snippet) return { kind: 'missing', file: path };
  if (!snippet.mdx.tree) return { kind: 'not-rendered', reason: `the snippet "${path}" does not parse` };
  if (imported === 'default') return { kind: 'snippet', file: path };
  const exported = componentTable(snippet.mdx.tree, path, snippet.text, () => undefined).get(imported);
  if (exported && exported.kind !== 'snippet') return exported;
  return { kind: 'not-rendered', reason: `the snippet "${path}" exports no component named ${imported}` };
}

function* esmPrograms(tree: Root): Generator<Program> {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node as MdxjsEsm).data?.estree;
    if (program) yield program as unknown as Program;
  }
}
