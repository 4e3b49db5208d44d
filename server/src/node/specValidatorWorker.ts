// Worker thread body for the deep OpenAPI validation (swagger-parser's, see swaggerValidation.ts), with every file
// read through confinedSpecFiles.ts. One worker validates every spec of a run, one at a time; the host
// (specValidator.ts) terminates it at a spec's deadline, because dereferencing can run for minutes on hostile specs
// ($ref fan-out, alias bombs), and starts another for the rest.
import * as path from 'path';
import { parentPort, workerData } from 'worker_threads';
import { parseSpecText, parsePointerFragment, type SpecError } from '../core/specText';
import { confinedSpecFiles } from './confinedSpecFiles';
import type { SchemaViolation } from './openapiSchemaCheck';
import { validateLikeSwaggerParser } from './swaggerValidation';
import { lowerPriorityIfBackground } from './threadPriority';

export interface ValidatorWorkerInput {
  root: string;
  relPath: string;
  maxFileBytes: number;
  maxErrors: number;
  /** Answer with the files read and their hashes (`inputs`), for a cache of results. */
  hashInputs: boolean;
}

export interface ValidatorWorkerOutput {
  status: 'valid' | 'invalid';
  errors: SpecError[];
  /**
   * Every file read, with the hash of its text, when asked for and every $ref could be read: the outcome depends
   * on these alone.
   */
  inputs?: Record<string, string>;
}

/** A job from the host, and the answer to it. */
export interface ValidatorWorkerRequest {
  id: number;
  input: ValidatorWorkerInput;
}
export interface ValidatorWorkerReply {
  id: number;
  output: ValidatorWorkerOutput;
}
/** Sent while a job runs, for every file it reads: the host gives a larger spec more time. */
export interface ValidatorWorkerProgress {
  id: number;
  bytesRead: number;
}

type ParsedSpec = ReturnType<typeof parseSpecText>;

export async function validateInWorker(
  input: ValidatorWorkerInput,
  onRead?: (bytes: number) => void,
): Promise<ValidatorWorkerOutput> {
  const files = confinedSpecFiles(input.root, input.maxFileBytes, input.hashInputs, onRead);
  const mainAbs = path.join(files.realRoot, ...input.relPath.split('/'));
  const main = parseSpecText(input.relPath, files.read(mainAbs));
  if (!main.ok) return { status: 'invalid', errors: main.errors };

  const outcome = await validateLikeSwaggerParser(mainAbs, main.value, files.refParserOptions);
  const refusals = files.refusals;
  // A refused $ref (a file missing, say) may read differently next time without any file read here changing.
  const inputs = input.hashInputs && refusals.length === 0 ? Object.fromEntries(files.inputs) : undefined;
  switch (outcome.kind) {
    case 'valid':
      return { status: refusals.length > 0 ? 'invalid' : 'valid', errors: refusals, inputs };
    case 'schema':
      return { status: 'invalid', errors: [...refusals, ...located(outcome.violations, input, main)], inputs };
    case 'error': {
      // With refusals recorded, ref-parser's own "Error reading file" message adds nothing: it hides our reason.
      if (refusals.length > 0) return { status: 'invalid', errors: refusals };
      const e = outcome.error;
      const message = e instanceof Error ? e.message.split('\n').slice(0, 3).join(' ') : String(e);
      return { status: 'invalid', errors: [{ message, file: input.relPath }] };
    }
  }
}

/** Schema violations as messages with their JSON pointer, placed on the offending key of the main file. */
function located(violations: readonly SchemaViolation[], input: ValidatorWorkerInput, main: ParsedSpec): SpecError[] {
  const pointers: string[][] = [];
  const found: SpecError[] = [];
  for (const d of violations.slice(0, input.maxErrors)) {
    const instancePath = typeof d?.instancePath === 'string' ? d.instancePath : '';
    const extra = d?.params?.additionalProperty ? ` "${d.params.additionalProperty}"` : '';
    found.push({ message: `${instancePath || '/'} ${d?.message ?? 'is invalid'}${extra}`, file: input.relPath });
    const p = parsePointerFragment(instancePath);
    pointers.push(p.ok ? p.pointer : []);
  }
  const locations = main.locator.locate(pointers).found;
  found.forEach((err, i) => {
    const loc = locations[i];
    if (loc && pointers[i].length > 0) err.range = loc.keyRange ?? loc.valueRange;
  });
  return found;
}

/** Answers to every job; a job that throws is answered too, so the host never waits for a reply that cannot come. */
async function answer(port: NonNullable<typeof parentPort>, request: ValidatorWorkerRequest): Promise<void> {
  let output: ValidatorWorkerOutput;
  // postMessage does not wait for the host: the sizes reach it while this thread is still busy validating.
  const progress = (bytesRead: number) =>
    port.postMessage({ id: request.id, bytesRead } satisfies ValidatorWorkerProgress);
  try {
    output = await validateInWorker(request.input, progress);
  } catch (e) {
    output = { status: 'invalid', errors: [{ message: e instanceof Error ? e.message : String(e) }] };
  }
  port.postMessage({ id: request.id, output } satisfies ValidatorWorkerReply);
}

if (parentPort && workerData && (workerData as { kind?: string }).kind === 'docsjson-spec-validator') {
  lowerPriorityIfBackground(workerData);
  const port = parentPort;
  // The host sends the next job only once this one is answered (its deadline is per spec).
  port.on('message', (request: ValidatorWorkerRequest) => void answer(port, request));
}
