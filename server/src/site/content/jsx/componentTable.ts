// The components a file can use by name, from its own `import` and `export` statements (read from the syntax tree,
// never run): a default import of an .mdx/.md snippet renders that snippet, any other name (declared in the file,
// or imported from a snippet, .mdx or .jsx) is a function worked out when the component is used. Packages are
// never loaded; a file that does not exist is named as missing.
import type { ComponentSource } from '../nodes';
import type { ModuleLoader, ModuleScope } from './modules';

export function componentTable(module: ModuleScope, loader: ModuleLoader): Map<string, ComponentSource> {
  const table = new Map<string, ComponentSource>();
  // A function is rendered in the context of the file that declares it (its own helpers and imports).
  const fn = (name: string, home: ModuleScope = module): ComponentSource => ({
    kind: 'function',
    file: home.file,
    text: home.text,
    value: () => module.get(name) ?? { kind: 'unknown', source: name, reason: `"${name}" is not defined` },
  });
  for (const name of module.names) table.set(name, fn(name));
  for (const program of module.programs) {
    for (const statement of program.body) {
      if (statement.type !== 'ImportDeclaration') continue;
      const from = String(statement.source.value);
      for (const spec of statement.specifiers) {
        const local = spec.local.name;
        const target = loader.load(module.file, from);
        if ('missing' in target) table.set(local, { kind: 'missing', file: target.missing });
        else if ('reason' in target) table.set(local, { kind: 'not-rendered', reason: target.reason });
        else if (spec.type === 'ImportDefaultSpecifier' && /\.mdx?$/i.test(target.module.file))
          table.set(local, { kind: 'snippet', file: target.module.file });
        else table.set(local, fn(local, target.module));
      }
    }
  }
  return table;
}
