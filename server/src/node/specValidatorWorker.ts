// Worker thread body for the deep OpenAPI validation (swagger-parser's dereference, then its schema and spec
// checks). One worker validates every spec of a run, one at a time; the host (specValidator.ts) terminates it at a
// spec's deadline, because dereferencing can run for minutes on hostile specs ($ref fan-out, alias bombs), and
// starts another for the rest. Every file is read by our own resolver: confined to the docs root after realpath,
// regular files only, stat before open (a FIFO or device would block or never end), size-capped; http is off (no
// network, ever); YAML and JSON are parsed by our safe parser (depth check, alias cap), never js-yaml. The reason
// for each refused read is recorded here, since ref-parser replaces resolver messages with a generic one.
import * as fs from 'fs';
import * as path from 'path';
import { fileURLToPath } from 'url';
import { parentPort, workerData } from 'worker_threads';
import { parseSpecText, parsePointerFragment, type SpecError } from '../core';
import { openapiSchemaViolations, type SchemaViolation } from './openapiSchemaCheck';

export interface ValidatorWorkerInput {
  root: string;
  relPath: string;
  maxFileBytes: number;
  maxErrors: number;
}

export interface ValidatorWorkerOutput {
  status: 'valid' | 'invalid';
  errors: SpecError[];
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

type ParsedSpec = ReturnType<typeof parseSpecText>;

/** swagger-parser's check of what its JSON Schema cannot express (Swagger 2.0 only); it throws on a problem. */
type SpecRulesCheck = (api: unknown) => void;

class Refused extends Error {}

function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

export async function validateInWorker(input: ValidatorWorkerInput): Promise<ValidatorWorkerOutput> {
  // Loaded here, not at module level, so that importing this file for its types costs nothing.
  const SwaggerParser = require('@apidevtools/swagger-parser');
  const checkSpecRules = require('@apidevtools/swagger-parser/lib/validators/spec') as SpecRulesCheck;
  const realRoot = fs.realpathSync(input.root);
  const refusals: SpecError[] = [];

  const relOf = (abs: string): string => path.relative(realRoot, abs).split(path.sep).join('/');
  /** A location as the author can read it: relative to the docs root when it is near it, else as given. */
  const shown = (location: string): string => {
    if (!path.isAbsolute(location)) return location;
    const rel = path.relative(input.root, location).split(path.sep).join('/');
    return rel.startsWith('../../../') ? location : rel;
  };
  const readConfined = (location: string): string => {
    if (/^https?:/i.test(location)) throw new Refused('remote $refs are not fetched (not checked offline)');
    let abs: string;
    try {
      abs = location.startsWith('file:') ? fileURLToPath(location) : decodeURIComponent(location);
    } catch {
      throw new Refused(`"${location}" is not a file path`);
    }
    let real: string;
    try {
      real = fs.realpathSync(abs);
    } catch {
      throw new Refused(`"${abs}" does not exist`);
    }
    if (!isInside(realRoot, real)) throw new Refused(`a $ref to a file outside the docs root is not followed`);
    const stat = fs.statSync(real);
    if (!stat.isFile()) throw new Refused(`"${relOf(real)}" is not a regular file`);
    if (stat.size > input.maxFileBytes)
      throw new Refused(`"${relOf(real)}" is over the ${input.maxFileBytes}-byte limit`);
    return fs.readFileSync(real, 'utf8');
  };
  const parseSafely = (file: { url: string; data: unknown }): unknown => {
    const text =
      typeof file.data === 'string'
        ? file.data
        : Buffer.isBuffer(file.data)
          ? file.data.toString('utf8')
          : String(file.data);
    const parsed = parseSpecText(file.url, text);
    if (!parsed.ok) throw new Refused(parsed.errors[0]?.message ?? 'cannot be parsed');
    return parsed.value;
  };

  const mainAbs = path.join(realRoot, ...input.relPath.split('/'));
  const mainText = readConfined(mainAbs);
  const main = parseSpecText(input.relPath, mainText);
  if (!main.ok) return { status: 'invalid', errors: main.errors };

  const options = {
    resolve: {
      external: true,
      http: false,
      file: {
        canRead: true,
        read: async (file: { url: string }) => {
          try {
            return readConfined(file.url);
          } catch (e) {
            const message = e instanceof Error ? e.message : String(e);
            refusals.push({ message: `$ref to "${shown(file.url)}": ${message}`, code: 'ref-unsafe' });
            throw e;
          }
        },
      },
    },
    parse: {
      json: { parse: parseSafely },
      yaml: { parse: parseSafely },
    },
    // Circular $refs stay $refs, as swagger-parser's validate() leaves them for its schema step.
    dereference: { circular: 'ignore' },
    // The parsed value is ours and used for nothing else: ref-parser may dereference it in place instead of
    // copying a large spec twice.
    mutateInputSchema: true,
  };

  // swagger-parser's validate(), step by step, with the schema step precompiled (openapiSchemaCheck.ts):
  // dereference (its parse step checks the version), schema, then the rules of the spec the schema cannot express.
  try {
    const parser = new SwaggerParser();
    await parser.dereference(mainAbs, main.value, options);
    const violations = openapiSchemaViolations(parser.api);
    if (violations.length > 0) return { status: 'invalid', errors: [...refusals, ...located(violations, input, main)] };
    checkSpecRules(parser.api);
    return { status: refusals.length > 0 ? 'invalid' : 'valid', errors: refusals };
  } catch (e) {
    const errors: SpecError[] = [...refusals];
    if (refusals.length === 0) {
      // (with refusals recorded, ref-parser's own "Error reading file" message adds nothing: it hides our reason)
      const message = e instanceof Error ? e.message.split('\n').slice(0, 3).join(' ') : String(e);
      errors.push({ message, file: input.relPath });
    }
    return { status: 'invalid', errors };
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
  try {
    output = await validateInWorker(request.input);
  } catch (e) {
    output = { status: 'invalid', errors: [{ message: e instanceof Error ? e.message : String(e) }] };
  }
  port.postMessage({ id: request.id, output } satisfies ValidatorWorkerReply);
}

if (parentPort && workerData && (workerData as { kind?: string }).kind === 'docsjson-spec-validator') {
  const port = parentPort;
  // One job at a time: the host's deadline for a spec must not count time spent on another.
  let queue = Promise.resolve();
  port.on('message', (request: ValidatorWorkerRequest) => {
    queue = queue.then(() => answer(port, request));
  });
}
