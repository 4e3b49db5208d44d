// Full OpenAPI validation, once per version of each spec: slow (seconds on large specs), so it never runs on the
// keystroke path. A one-shot check (the CLI) waits for the results; the language server does not: a check uses
// what has finished and the service calls `onSettled` when more finishes, so the editor re-checks then.
import type { DeepValidationResult, SpecDeepValidator } from '../openapi/deepValidator';
import type { OpenApiIndex } from '../openapi/types';

export interface SpecValidationOptions {
  validator: SpecDeepValidator;
  /** True: a check waits for validations to finish. False: it takes what has finished so far. */
  wait: boolean;
  /** Called when a validation a check did not wait for has finished. */
  onSettled?: () => void;
}

interface Entry {
  /**
   * The index of the spec version being validated: a new index (the file changed) means a new validation.
   * Undefined for a validation started before the spec was indexed; the first index asked for adopts it.
   */
  index: OpenApiIndex | undefined;
  result: Promise<DeepValidationResult>;
  done?: DeepValidationResult;
}

export class SpecValidations {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: SpecValidationOptions) {}

  /** The validator's start-up begins now, since a validation is likely to follow. */
  warmUp(): void {
    this.options.validator.warmUp?.();
  }

  /**
   * A check that waits starts validating these specs before it has indexed them, so that the validator works
   * while the rest is checked. Only then: files do not change during such a check, so the spec validated is the
   * one indexed later. A check that does not wait validates each version once it is indexed.
   */
  startEarly(relPaths: Iterable<string>): void {
    if (!this.options.wait) return;
    for (const relPath of relPaths)
      if (!this.entries.has(relPath)) this.entries.set(relPath, this.start(relPath, undefined));
  }

  /** The validation of a spec version; undefined while it runs when the options say not to wait. */
  get(relPath: string, index: OpenApiIndex): Promise<DeepValidationResult | undefined> {
    let entry = this.entries.get(relPath);
    if (entry && entry.index === undefined) entry.index = index;
    if (!entry || entry.index !== index) {
      this.entries.set(relPath, (entry = this.start(relPath, index)));
    }
    return this.options.wait ? entry.result : Promise.resolve(entry.done);
  }

  private start(relPath: string, index: OpenApiIndex | undefined): Entry {
    const started: Entry = { index, result: this.options.validator.validate(relPath) };
    void started.result.then((result) => {
      started.done = result;
      if (!this.options.wait && this.entries.get(relPath) === started) this.options.onSettled?.();
    });
    return started;
  }
}
