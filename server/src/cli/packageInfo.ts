// docsjson's own package.json, found by walking up from this file (works from server/out/src/cli, from a private
// build folder and from node_modules/docsjson).
import * as fs from 'fs';
import * as path from 'path';

export interface PackageInfo {
  version: string;
  /** Absolute URL about the tool, for SARIF: package.json "homepage", else its repository URL, else npm's page. */
  informationUri: string;
}

const FALLBACK_URI = 'https://www.npmjs.com/package/docsjson';

export function findPackageJson(startDir: string): string | undefined {
  let dir = startDir;
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    try {
      const data = JSON.parse(fs.readFileSync(candidate, 'utf8')) as { name?: unknown };
      if (data.name === 'docsjson') return candidate;
    } catch {
      // no package.json here, or not ours
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

let cached: PackageInfo | undefined;

export function packageInfo(): PackageInfo {
  if (cached) return cached;
  const file = findPackageJson(__dirname);
  if (!file) throw new Error(`cannot find docsjson's package.json above ${__dirname}`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    version?: unknown;
    homepage?: unknown;
    repository?: unknown;
  };
  const repo =
    typeof data.repository === 'string' ? data.repository : (data.repository as { url?: unknown } | undefined)?.url;
  cached = {
    version: typeof data.version === 'string' ? data.version : '0.0.0',
    informationUri:
      absoluteHttpUrl(data.homepage) ??
      absoluteHttpUrl(typeof repo === 'string' ? repo.replace(/^git\+/, '').replace(/\.git$/, '') : undefined) ??
      FALLBACK_URI,
  };
  return cached;
}

function absoluteHttpUrl(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}
