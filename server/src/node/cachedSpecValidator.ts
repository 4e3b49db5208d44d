// Full OpenAPI validation results kept by lint --cache: a spec whose files all read as they did when it was validated
// gets the kept result, and the validator (a worker thread, a second or more on a large spec) never starts. Only
// results that name every file they depend on are kept (the validator leaves them out when a $ref was refused: a
// missing file may appear); a timeout or a crash is never kept.
import type { DeepValidationResult, SpecDeepValidator } from '../core';
import type { NodeWorkspace } from './nodeWorkspace';
import { hashOfText } from './textHash';

/** Where the results are kept between runs (the lint cache file). */
export interface KeptValidations {
  getValidation(relPath: string): DeepValidationResult | undefined;
  setValidation(relPath: string, result: DeepValidationResult): void;
  /** How many are kept: none on a first run. */
  readonly validations: number;
}

export class CachedSpecValidator implements SpecDeepValidator {
  constructor(
    private readonly inner: SpecDeepValidator,
    private readonly workspace: NodeWorkspace,
    private readonly kept: KeptValidations,
  ) {}

  /** On a rerun the specs are most likely unchanged: the validator starts only when one turns out not to be. */
  warmUp(): void {
    if (this.kept.validations === 0) this.inner.warmUp?.();
  }

  async validate(relPath: string): Promise<DeepValidationResult> {
    const kept = this.kept.getValidation(relPath);
    if (kept?.inputs && (await this.unchanged(kept.inputs))) return kept;
    const result = await this.inner.validate(relPath);
    if (result.inputs && (result.status === 'valid' || result.status === 'invalid'))
      this.kept.setValidation(relPath, result);
    return result;
  }

  dispose(): Promise<void> {
    return this.inner.dispose?.() ?? Promise.resolve();
  }

  private async unchanged(inputs: Readonly<Record<string, string>>): Promise<boolean> {
    for (const [file, hash] of Object.entries(inputs)) {
      try {
        if (hashOfText(await this.workspace.readFile(file)) !== hash) return false;
      } catch {
        return false; // gone, or no longer readable: validate again, which says why
      }
    }
    return true;
  }
}
