// State of one index build: the files read, the problems found, and the positions still to look up. Positions
// are collected as requests and answered at the end in one locator pass per file (see docLocator.ts).
import type { Range } from '../problem';
import { DocPath } from './docLocator';
import { SpecFiles } from './specFiles';
import type { SpecError, SpecErrorCode } from './types';

export type Where = 'key' | 'value' | 'start';

interface PositionRequest {
  path: DocPath;
  where: Where;
  apply: (range: Range | undefined) => void;
}

export class BuildContext {
  readonly errors: SpecError[] = [];
  private readonly requests = new Map<string, PositionRequest[]>();
  /**
   * The objects holding every `$ref` already followed (and reported) by followRefs. By identity: each parsed file
   * has its own objects, and the walk over every `$ref` of a large spec then needs no JSON pointer per `$ref`.
   */
  readonly followedRefs = new WeakSet<object>();
  /** Files whose own parse problems were already listed. */
  private readonly reportedFiles = new Set<string>();

  constructor(readonly files: SpecFiles) {}

  /** Records a problem at `path` in `file`; its range is filled in by resolvePositions(). */
  report(
    code: SpecErrorCode,
    message: string,
    file: string,
    path: DocPath,
    where: Where,
    severity?: SpecError['severity'],
  ): void {
    const error: SpecError = { message, code, file };
    if (severity && severity !== 'error') error.severity = severity;
    this.errors.push(error);
    this.at(file, path, where, (range) => {
      if (range) error.range = range;
    });
  }

  /** Asks for the range of the key (falling back to the value) or the value at `path`. */
  at(file: string, path: DocPath, where: Where, apply: (range: Range | undefined) => void): void {
    let list = this.requests.get(file);
    if (!list) this.requests.set(file, (list = []));
    list.push({ path, where, apply });
  }

  /** Lists a referenced file's own parse problems (syntax, tags) once. */
  reportFileProblems(file: string, problems: readonly SpecError[]): void {
    if (this.reportedFiles.has(file)) return;
    this.reportedFiles.add(file);
    this.errors.push(...problems);
  }

  async resolvePositions(): Promise<void> {
    for (const [file, list] of this.requests) {
      const loaded = await this.files.load(file);
      if (!loaded.ok || !loaded.parsed.ok) {
        for (const r of list) r.apply(undefined);
        continue;
      }
      const { found, duplicateKeys } = loaded.parsed.locator.locate(list.map((r) => r.path));
      list.forEach((r, i) => {
        const loc = found[i];
        if (!loc) return r.apply(undefined);
        if (r.where === 'key') return r.apply(loc.keyRange ?? loc.valueRange);
        if (r.where === 'start') return r.apply({ start: loc.valueRange.start, end: loc.valueRange.start });
        return r.apply(loc.valueRange);
      });
      for (const d of duplicateKeys) {
        this.errors.push({
          message: `Duplicate key "${d.key}": only this later one is used`,
          code: 'duplicate-key',
          severity: 'warning',
          file,
          range: d.range,
        });
      }
    }
    this.requests.clear();
  }
}
