// Shared helpers of the schema tests: locate the repository from the compiled test's own location (the tests
// run from server/out/test/schema in the real build and from other output folders elsewhere).
import * as fs from 'node:fs';
import * as path from 'node:path';

export function repoRoot(): string {
  let dir = __dirname;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'schema', 'docs.schema.json')) && fs.existsSync(path.join(dir, 'scripts')))
      return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`schema/docs.schema.json not found above ${__dirname}`);
    dir = up;
  }
}

export function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export function publishedSchema(): Record<string, any> {
  return readJson(path.join(repoRoot(), 'schema', 'docs.schema.json')) as Record<string, any>;
}

/** [name, parsed content] of every schema/test/<kind>/*.json file, sorted by name. */
export function exampleFiles(kind: 'valid' | 'invalid'): [string, unknown][] {
  const dir = path.join(repoRoot(), 'schema', 'test', kind);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f, readJson(path.join(dir, f))] as [string, unknown]);
}

/** The build script (CommonJS) with its generation functions. */
export function buildScript(): {
  staleFiles(): string[];
  generateAll(): Record<string, string>;
  newAjv(allErrors: boolean): any;
  ANNOTATION_KEYWORDS: string[];
  linearizeErrorMerging(code: string): { code: string; count: number };
  stripAnnotations(schema: unknown): any;
} {
  return require(path.join(repoRoot(), 'scripts', 'build-schema-validator.js'));
}

/** A minimal valid site with the given navigation. */
export function site(navigation: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, ...extra, navigation };
}
