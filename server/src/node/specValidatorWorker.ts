// Worker thread body for the deep OpenAPI validation (swagger-parser validate()). Runs only inside a Worker that
// the host (specValidator.ts) terminates at its deadline, because validate() can run for minutes on hostile specs
// ($ref fan-out, alias bombs). Every file is read by our own resolver: confined to the docs root after realpath,
// regular files only, stat before open (a FIFO or device would block or never end), size-capped; http is off (no
// network, ever); YAML and JSON are parsed by our safe parser (depth check, alias cap), never js-yaml. The reason
// for each refused read is recorded here, since ref-parser replaces resolver messages with a generic one.
import * as fs from 'fs';
import * as path from 'path';
import { fileURLToPath } from 'url';
import { parentPort, workerData } from 'worker_threads';
import { parseSpecText, parsePointerFragment, type SpecError } from '../core';

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

class Refused extends Error {}

function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

export async function validateInWorker(input: ValidatorWorkerInput): Promise<ValidatorWorkerOutput> {
  // Loaded here, not at module level, so that importing this file for its types costs nothing.
  const SwaggerParser = require('@apidevtools/swagger-parser');
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
    dereference: { circular: 'ignore' },
    mutateInputSchema: false,
    validate: { schema: true, spec: true },
  };

  try {
    await SwaggerParser.validate(mainAbs, structuredClone(main.value), options);
    return { status: refusals.length > 0 ? 'invalid' : 'valid', errors: refusals };
  } catch (e) {
    const errors: SpecError[] = [...refusals];
    const details = (e as { details?: unknown }).details;
    if (Array.isArray(details) && details.length > 0) {
      const pointers: string[][] = [];
      const found: SpecError[] = [];
      for (const d of details.slice(0, input.maxErrors)) {
        const instancePath = typeof d?.instancePath === 'string' ? d.instancePath : '';
        const extra = d?.params?.additionalProperty ? ` "${d.params.additionalProperty}"` : '';
        found.push({ message: `${instancePath || '/'} ${d?.message ?? 'is invalid'}${extra}`, file: input.relPath });
        const p = parsePointerFragment(instancePath);
        pointers.push(p.ok ? p.pointer : []);
      }
      const located = main.locator.locate(pointers).found;
      found.forEach((err, i) => {
        const loc = located[i];
        if (loc && pointers[i].length > 0) err.range = loc.keyRange ?? loc.valueRange;
      });
      errors.push(...found);
    } else if (refusals.length === 0) {
      // (with refusals recorded, ref-parser's own "Error reading file" message adds nothing: it hides our reason)
      const message = e instanceof Error ? e.message.split('\n').slice(0, 3).join(' ') : String(e);
      errors.push({ message, file: input.relPath });
    }
    return { status: 'invalid', errors };
  }
}

if (parentPort && workerData && (workerData as { kind?: string }).kind === 'docsjson-spec-validator') {
  const port = parentPort;
  validateInWorker((workerData as { input: ValidatorWorkerInput }).input).then(
    (out) => port.postMessage(out),
    (e) =>
      port.postMessage({
        status: 'invalid',
        errors: [{ message: e instanceof Error ? e.message : String(e) }],
      } satisfies ValidatorWorkerOutput),
  );
}
