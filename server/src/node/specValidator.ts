// Node implementation of the core's SpecDeepValidator port: swagger-parser validate() in a worker thread, killed at
// a hard deadline, since it can run for minutes on hostile specs. The main thread only waits for a message; a hang,
// runaway memory use (resourceLimits) or a crash in the worker becomes a status, never a hang or crash of the caller.
import * as path from 'path';
import { Worker } from 'worker_threads';
import { type DeepValidationResult, type SpecDeepValidator, toSafeRelativePath, describeUnsafeReason } from '../core';
import type { ValidatorWorkerInput, ValidatorWorkerOutput } from './specValidatorWorker';

export interface WorkerSpecValidatorOptions {
  /** Hard deadline per validation (default 5 s). */
  timeoutMs?: number;
  maxFileBytes?: number;
  maxErrors?: number;
  /** Heap cap of the worker (default 512 MB). */
  maxHeapMb?: number;
}

export class WorkerSpecValidator implements SpecDeepValidator {
  private readonly workers = new Set<Worker>();

  constructor(
    private readonly rootPath: string,
    private readonly options: WorkerSpecValidatorOptions = {},
  ) {}

  validate(relPath: string): Promise<DeepValidationResult> {
    const safe = toSafeRelativePath(relPath);
    if (!safe.ok) {
      return Promise.resolve({
        status: 'invalid',
        errors: [{ message: `The spec path "${relPath}" is not used: ${describeUnsafeReason(safe.reason)}` }],
      });
    }
    const input: ValidatorWorkerInput = {
      root: this.rootPath,
      relPath: safe.path,
      maxFileBytes: this.options.maxFileBytes ?? 32 * 1024 * 1024,
      maxErrors: this.options.maxErrors ?? 50,
    };
    const timeoutMs = this.options.timeoutMs ?? 5000;
    return new Promise<DeepValidationResult>((resolve) => {
      let settled = false;
      let worker: Worker;
      try {
        worker = new Worker(path.join(__dirname, 'specValidatorWorker.js'), {
          workerData: { kind: 'docsjson-spec-validator', input },
          resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb ?? 512, stackSizeMb: 4 },
          stdout: true,
          stderr: true,
        });
      } catch (e) {
        resolve({
          status: 'crashed',
          errors: [{ message: `The validator could not start: ${e instanceof Error ? e.message : String(e)}` }],
        });
        return;
      }
      this.workers.add(worker);
      const finish = (result: DeepValidationResult): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.workers.delete(worker);
        void worker.terminate().catch(() => undefined);
        resolve(result);
      };
      const timer = setTimeout(() => {
        finish({
          status: 'timeout',
          errors: [
            {
              message: `Full OpenAPI validation stopped after ${timeoutMs} ms (the spec may be too complex); operations are still indexed`,
            },
          ],
        });
      }, timeoutMs);
      worker.once('message', (out: ValidatorWorkerOutput) =>
        finish({ status: out.status, errors: out.errors.map((e) => ({ ...e, file: e.file ?? input.relPath })) }),
      );
      worker.once('error', (e) =>
        finish({ status: 'crashed', errors: [{ message: `The validator stopped: ${e.message}` }] }),
      );
      worker.once('exit', (code) =>
        finish({ status: 'crashed', errors: [{ message: `The validator exited (code ${code})` }] }),
      );
    });
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.workers].map((w) => w.terminate().catch(() => undefined)));
    this.workers.clear();
  }
}
