// Which rules apply to which file: `.docsjsonrc.json`'s `ignores` (globs of files no problem is reported in) and
// `overrides` (`files` globs with their own `rules`), read as ESLint's flat config reads them: globs are relative to
// the docs root, a later override wins over an earlier one and both win over the site-wide `rules`, and a folder
// written with a trailing "/" means everything under it. Globs are matched with picomatch (the matcher behind
// micromatch and fast-glob) rather than by hand: brace sets, character classes and `**` work as users expect.
import picomatch from 'picomatch/posix';
import type { Severity, SeveritySetting } from '../problem';
import { effectiveSeverity } from '../rules/registry';

export interface FileOverride {
  /** Globs of root-relative paths ("api/**", "**\/changelog.mdx"). */
  files: readonly string[];
  rules: Readonly<Record<string, SeveritySetting>>;
}

type Matcher = (path: string) => boolean;

export class FilePolicy {
  private readonly ignored?: Matcher;
  private readonly overrides: Array<{ matches: Matcher; rules: Readonly<Record<string, SeveritySetting>> }>;
  /** The severities of each file with an override, once per file. */
  private readonly perFile = new Map<string, Readonly<Record<string, SeveritySetting>>>();

  constructor(
    private readonly severities: Readonly<Record<string, SeveritySetting>> | undefined,
    ignores: readonly string[] = [],
    overrides: readonly FileOverride[] = [],
  ) {
    this.ignored = ignores.length > 0 ? globMatcher(ignores) : undefined;
    this.overrides = overrides.map((o) => ({ matches: globMatcher(o.files), rules: o.rules }));
  }

  /** True when the policy says something about some file (so that per-file work is needed at all). */
  get isPerFile(): boolean {
    return this.ignored !== undefined || this.overrides.length > 0;
  }

  isIgnored(file: string): boolean {
    return this.ignored?.(file) ?? false;
  }

  /** The rule's severity in this file; undefined when it is off there (or the file is ignored). */
  severityIn(ruleId: string, file: string): Severity | undefined {
    if (!this.isPerFile) return effectiveSeverity(ruleId, this.severities);
    if (this.isIgnored(file)) return undefined;
    return effectiveSeverity(ruleId, this.severitiesOf(file));
  }

  private severitiesOf(file: string): Readonly<Record<string, SeveritySetting>> | undefined {
    if (this.overrides.length === 0) return this.severities;
    let found = this.perFile.get(file);
    if (!found) {
      let merged: Record<string, SeveritySetting> | undefined;
      for (const o of this.overrides) if (o.matches(file)) merged = { ...(merged ?? this.severities), ...o.rules };
      found = merged ?? this.severities ?? {};
      if (this.perFile.size > 50_000) this.perFile.clear();
      this.perFile.set(file, found);
    }
    return found;
  }
}

/**
 * The severities that decide which rules run at all: the site-wide ones, with a rule that is off site-wide but on in
 * some override turned on (its problems outside that override are then dropped per file).
 */
export function runningSeverities(
  severities: Readonly<Record<string, SeveritySetting>> | undefined,
  overrides: readonly FileOverride[] = [],
): Readonly<Record<string, SeveritySetting>> | undefined {
  let out: Record<string, SeveritySetting> | undefined;
  for (const o of overrides) {
    for (const [id, setting] of Object.entries(o.rules)) {
      if (setting === 'off' || effectiveSeverity(id, out ?? severities)) continue;
      out = { ...(out ?? severities), [id]: setting };
    }
  }
  return out ?? severities;
}

/** One matcher for a list of globs; "docs/" means "docs/**", a leading "/" or "./" means the root. */
export function globMatcher(globs: readonly string[]): Matcher {
  const patterns = globs.map((g) => {
    let p = g.trim().replace(/^\.?\//, '');
    if (p.endsWith('/')) p += '**';
    return p;
  });
  return picomatch(patterns, { dot: true });
}
