// Test-only access to Mintlify's own docs.json validator (@mintlify/validation, a devDependency under the Elastic
// licence: it may be used in tests only; never import it from server/src, never copy its code or schemas).
//
// Entry point: `validateDocsConfig(config)`, the docs.json check of Mintlify's build: the config is loaded with its
// `$ref` includes resolved (prebuild's `getConfigObj`) and then passed to `validateDocsConfig`, which runs
// `docsConfigSchema.safeParse` (the zod discriminated union over the nine themes) under Mintlify's error map.
// The bare `docsConfigSchema` gives the same verdict without that error map; `docsConfigUnifiedSchema` is the same
// shape with `theme` as a plain enum; `validateSourceRefDocsConfig` is for git-source `sourceRef` nodes, which
// docs.json files do not use. Includes are resolved here with the package's own `resolveRefs`, as the build does.
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface MintlifyVerdict {
  accepted: boolean;
  /** "path: message" of the first few issues when rejected. */
  issues: string[];
}

export interface ZodIssue {
  path: (string | number)[];
  message: string;
  code?: string;
  keys?: string[];
  received?: unknown;
}

export interface ZodSchema {
  safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: ZodIssue[] } };
}

export interface MintlifyModule {
  validateDocsConfig(value: unknown): {
    success: boolean;
    /** The validated config as the build uses it: unknown keys stripped, defaults filled in. */
    data?: unknown;
    error?: { issues: ZodIssue[] };
  };
  /** The JSON Schema the package derives from its validator (zod-to-json-schema); loses refinements. */
  docsConfigJsonSchema: unknown;
  /** The validator's zod schema: one object schema per theme, each with one schema per top-level key. */
  docsConfigSchema: { options: { shape: Record<string, ZodSchema> & { theme: { value: string } } }[] };
  resolveRefs(value: unknown, readFile: (relativePath: string) => Promise<string>): Promise<{ resolved: unknown }>;
  /** Mintlify's own mint.json → docs.json upgrade (what its CLI's upgrade and its build of a mint.json site use). */
  upgradeToDocsConfig(config: unknown): Record<string, unknown>;
}

let loaded: Promise<MintlifyModule> | undefined;

/** The ESM package, loaded once with a real dynamic import (this test code is compiled to CommonJS). */
export function mintlify(): Promise<MintlifyModule> {
  // A Function-built import keeps TypeScript from rewriting import() into require() under any module setting.
  const dynamicImport = new Function('s', 'return import(s)') as (s: string) => Promise<MintlifyModule>;
  loaded ??= dynamicImport('@mintlify/validation');
  return loaded;
}

export async function mintlifyVerdict(config: unknown): Promise<MintlifyVerdict> {
  const m = await mintlify();
  const r = m.validateDocsConfig(structuredClone(config));
  if (r.success) return { accepted: true, issues: [] };
  return {
    accepted: false,
    issues: (r.error?.issues ?? []).slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`),
  };
}

/** Resolves `$ref` includes the way the build does, reading files under `dir`; undefined when an include is missing. */
export async function resolveIncludes(config: unknown, dir: string): Promise<unknown | undefined> {
  const m = await mintlify();
  try {
    const { resolved } = await m.resolveRefs(structuredClone(config), async (rel) =>
      fs.readFileSync(path.join(dir, rel), 'utf8'),
    );
    return resolved;
  } catch (e) {
    if (e instanceof Error && /does not exist|ENOENT/.test(e.message)) return undefined;
    throw e;
  }
}

/** The repository root: the nearest folder above this file holding package.json. */
export function repoRoot(): string {
  let dir = __dirname;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'schema'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`package.json not found above ${__dirname}`);
    dir = up;
  }
}
