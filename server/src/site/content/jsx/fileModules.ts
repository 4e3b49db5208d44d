// The modules of the files one page render reaches (the page, the snippets it inlines, the .mdx and .jsx files
// they import), made once per render context and shared by every frame, so a file imported twice is read and
// worked out once. Paths are resolved inside the docs root; packages are never loaded.
import type { Program } from 'estree-jsx';
import { dirnameOf, joinInsideRoot, type ParsedPage } from '../../../core';
import type { ContentContext } from '../contract';
import type { ComponentSource } from '../nodes';
import { componentTable } from './componentTable';
import { envFor } from './jsxToNodes';
import { ModuleScope, type ImportTarget, type ModuleLoader } from './modules';

const byContext = new WeakMap<ContentContext, FileModules>();

/** The modules of one render context (one page being rendered). */
export function modulesOf(ctx: ContentContext): FileModules {
  let modules = byContext.get(ctx);
  if (!modules) byContext.set(ctx, (modules = new FileModules(ctx)));
  return modules;
}

export class FileModules implements ModuleLoader {
  private readonly targets = new Map<string, ImportTarget>();
  private readonly tables = new Map<ModuleScope, Map<string, ComponentSource>>();

  constructor(private readonly ctx: ContentContext) {}

  load(fromFile: string, specifier: string): ImportTarget {
    if (!specifier.startsWith('/') && !specifier.startsWith('./') && !specifier.startsWith('../'))
      return { reason: `it comes from the package "${specifier}", which is not loaded offline` };
    const joined = joinInsideRoot(dirnameOf(fromFile), specifier);
    if (!joined.ok) return { reason: `"${specifier}" is outside the docs root` };
    return this.file(joined.path);
  }

  /** The module of a root-relative file. */
  file(path: string): ImportTarget {
    let target = this.targets.get(path);
    if (!target) this.targets.set(path, (target = this.read(path)));
    return target;
  }

  /** The module of the page being rendered (its own `import`s and `export`s). */
  page(page: ParsedPage): ModuleScope {
    const target = this.targets.get(page.file);
    if (target && 'module' in target) return target.module;
    const module = this.moduleOf(page.file, page.text, esmPrograms(page));
    this.targets.set(page.file, { module });
    return module;
  }

  /** The components a module's file can use by name. */
  components(module: ModuleScope): Map<string, ComponentSource> {
    let table = this.tables.get(module);
    if (!table) this.tables.set(module, (table = componentTable(module, this)));
    return table;
  }

  private read(path: string): ImportTarget {
    if (/\.mdx?$/i.test(path)) {
      const page = this.ctx.snippet(path);
      if (!page) return { missing: path };
      if (!page.mdx.tree) return { reason: `the snippet "${path}" does not parse` };
      return { module: this.moduleOf(path, page.text, esmPrograms(page)) };
    }
    if (/\.(?:jsx?|mjs|tsx?)$/i.test(path)) {
      if (!this.ctx.script) return { reason: `it comes from "${path}", JavaScript that is not read here` };
      const script = this.ctx.script(path);
      if (!script) return { missing: path };
      if ('error' in script) return { reason: script.error };
      return { module: this.moduleOf(path, script.text, [script.program]) };
    }
    return { reason: `"${path}" is not an MDX or JavaScript file` };
  }

  private moduleOf(file: string, text: string, programs: Program[]): ModuleScope {
    const env = envFor(text);
    return new ModuleScope(file, text, programs, this, env.convert);
  }
}

function esmPrograms(page: ParsedPage): Program[] {
  const out: Program[] = [];
  for (const node of page.mdx.tree?.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node as { data?: { estree?: unknown } }).data?.estree;
    if (program) out.push(program as Program);
  }
  return out;
}
