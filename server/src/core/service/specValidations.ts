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
  /** The index of the spec version being validated: a new index (the file changed) means a new validation. */
  index: OpenApiIndex;
  result: Promise<DeepValidationResult>;
  done?: DeepValidationResult;
}

export class SpecValidations {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: SpecValidationOptions) {}

  /** The validation of a spec version; undefined while it runs when the options say not to wait. */
  get(relPath: string, index: OpenApiIndex): Promise<DeepValidationResult | undefined> {
    let entry = this.entries.get(relPath);
    if (!entry || entry.index !== index) {
      const started: Entry = { index, result: this.options.validator.validate(relPath) };
      started.result.then((result) => {
        started.done = result;
        if (!this.options.wait && this.entries.get(relPath) === started) this.options.onSettled?.();
      });
      this.entries.set(relPath, (entry = started));
    }
    return this.options.wait ? entry.result : Promise.resolve(entry.done);
  }
}
