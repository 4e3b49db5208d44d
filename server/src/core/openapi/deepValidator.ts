// Optional full OpenAPI validation (swagger-parser), which can run for minutes on hostile specs ($ref fan-out,
// alias bombs). The core only knows this port; the Node implementation (server/src/node/specValidator.ts) runs it
// in a worker thread with a hard deadline, a resolver confined to the docs root and no network.
import type { SpecError } from './types';

export interface DeepValidationResult {
  /** 'timeout': stopped at the deadline; 'crashed': the worker died. Neither says the spec is invalid. */
  status: 'valid' | 'invalid' | 'timeout' | 'crashed' | 'skipped';
  errors: SpecError[];
  /**
   * The files the validation read (root-relative) with a hash of each text, when the outcome depends on them alone:
   * a host may keep the result while they are the same.
   */
  inputs?: Readonly<Record<string, string>>;
}

export interface SpecDeepValidator {
  /** Validates the root-relative spec. Never rejects. */
  validate(relPath: string): Promise<DeepValidationResult>;
  /** A validation is coming: start what takes time to start (a worker, the validator's code) now. */
  warmUp?(): void;
  dispose?(): Promise<void>;
}
