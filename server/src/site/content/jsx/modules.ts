// The names a file declares for itself and for the files that import it: the `import`/`export` statements of an MDX
// page or snippet, or the whole program of a .jsx/.js snippet. Each name is worked out (by evaluate.ts, never run)
// when it is first read, so a declaration nobody uses costs nothing and cannot fail anything. Imports of other
// files go through the loader; packages are never loaded.
import type { Program, Statement } from 'estree-jsx';
import type { FunctionNode, JsxValue, Scope } from '../nodes';
import { BlockScope, evaluate, unknown, type EvalEnv } from './evaluate';

/** Where an import leads: another file's module, a file that does not exist, or why there is none. */
export type ImportTarget = { module: ModuleScope } | { missing: string } | { reason: string };

export interface ModuleLoader {
  /** The module `specifier` names, imported from `fromFile`. */
  load(fromFile: string, specifier: string): ImportTarget;
}

export class ModuleScope implements Scope {
  private readonly locals: BlockScope;
  /** Exported name -> local name. */
  private readonly exportsByName = new Map<string, string>();
  /** Local names, in the order declared. */
  readonly names: string[] = [];

  constructor(
    readonly file: string,
    readonly text: string,
    readonly programs: readonly Program[],
    loader: ModuleLoader,
    convert: EvalEnv['convert'],
  ) {
    this.locals = new BlockScope();
    const env: EvalEnv = { text, convert };
    for (const program of programs) for (const s of program.body) this.declare(s, env, loader);
  }

  get(name: string): JsxValue | undefined {
    return this.locals.get(name);
  }

  /** The value exported as `name` ("default" for the default export), or undefined when nothing is. */
  exported(name: string): JsxValue | undefined {
    const local = this.exportsByName.get(name);
    return local === undefined ? undefined : this.locals.get(local);
  }

  private declare(s: Program['body'][number], env: EvalEnv, loader: ModuleLoader): void {
    if (s.type === 'ImportDeclaration') {
      const from = String(s.source.value);
      let target: ImportTarget | undefined;
      const resolve = () => (target ??= loader.load(this.file, from));
      for (const spec of s.specifiers) {
        const imported =
          spec.type === 'ImportDefaultSpecifier'
            ? 'default'
            : spec.type === 'ImportNamespaceSpecifier'
              ? '*'
              : spec.imported.type === 'Identifier'
                ? spec.imported.name
                : String(spec.imported.value);
        this.add(spec.local.name, () => {
          const t = resolve();
          if ('reason' in t) return unknown(spec.local.name, t.reason);
          if ('missing' in t) return unknown(spec.local.name, `the file ${t.missing} is missing`);
          if (imported === '*') return unknown(spec.local.name, `it imports everything from "${from}"`);
          return (
            t.module.exported(imported) ??
            unknown(spec.local.name, `"${t.module.file}" exports nothing named ${imported}`)
          );
        });
      }
      return;
    }
    if (s.type === 'ExportNamedDeclaration') {
      if (s.declaration) {
        for (const name of this.declaration(s.declaration, env)) this.exportsByName.set(name, name);
      } else if (!s.source) {
        for (const spec of s.specifiers) {
          const local = spec.local.type === 'Identifier' ? spec.local.name : String(spec.local.value);
          const exported = spec.exported.type === 'Identifier' ? spec.exported.name : String(spec.exported.value);
          this.exportsByName.set(exported, local);
        }
      }
      return;
    }
    if (s.type === 'ExportDefaultDeclaration') {
      const d = s.declaration;
      this.exportsByName.set('default', 'default');
      if (d.type === 'FunctionDeclaration') {
        const node = d as FunctionNode;
        if (d.id) this.declaration(node as Statement, env);
        this.add('default', () => ({ kind: 'function', node, scope: this.locals, text: this.text }));
      } else if (d.type === 'ClassDeclaration') {
        this.add('default', () => unknown('default', 'it is a class component, which is never run here'));
      } else this.add('default', () => evaluate(d, this.locals, env));
      return;
    }
    this.declaration(s as Statement, env);
  }

  /** Declares what a statement at the top of the file names; returns the names. */
  private declaration(s: Statement, env: EvalEnv): string[] {
    if (s.type === 'FunctionDeclaration' && s.id) {
      this.add(s.id.name, () => ({ kind: 'function', node: s, scope: this.locals, text: this.text }));
      return [s.id.name];
    }
    if (s.type === 'VariableDeclaration') {
      const names: string[] = [];
      for (const d of s.declarations) {
        if (d.id.type !== 'Identifier') continue; // destructuring at the top of a file: rare, left unread
        const init = d.init;
        this.add(d.id.name, () => (init ? evaluate(init, this.locals, env) : unknown(d.id.type, 'it has no value')));
        names.push(d.id.name);
      }
      return names;
    }
    if (s.type === 'ClassDeclaration' && s.id) {
      const name = s.id.name;
      this.add(name, () => unknown(name, 'it is a class component, which is never run here'));
      return [name];
    }
    return [];
  }

  private add(name: string, compute: () => JsxValue): void {
    this.locals.setLazy(name, compute);
    if (!this.names.includes(name)) this.names.push(name);
  }
}
