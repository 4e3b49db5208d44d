// The file access of full OpenAPI validation, as json-schema-ref-parser options: every file is read by our own
// resolver, confined to the docs root after realpath, regular files only, stat before open (a FIFO or device would
// block or never end), size-capped; http is off (no network, ever); YAML and JSON are parsed by our safe parser
// (depth check, alias cap), never js-yaml. The reason for each refused read is recorded, since ref-parser replaces
// resolver messages with a generic one.
import * as fs from 'fs';
import * as path from 'path';
import { fileURLToPath } from 'url';
import { parseSpecText, type SpecError } from '../core/specText';
import { hashOfText } from './textHash';

class Refused extends Error {}

function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

export interface ConfinedSpecFiles {
  /** The real path of the docs root. */
  realRoot: string;
  /** Reads a file the way a $ref is read; throws with the reason when it is refused. */
  read(location: string): string;
  /** Options for ref-parser (and so swagger-parser) that read and parse every file as above. */
  refParserOptions: object;
  /** Why $refs were refused so far, one error per refused file. */
  refusals: SpecError[];
  /** Every file read so far (root-relative real path), with the hash of its text; empty unless hashing. */
  inputs: Map<string, string>;
}

/**
 * `hashInputs`: record the hash of every file read (for a cache of results; hashing a large spec takes a while).
 * `onRead`: told the size of every file read, as it is read (the validator's deadline grows with it).
 */
export function confinedSpecFiles(
  root: string,
  maxFileBytes: number,
  hashInputs = true,
  onRead?: (bytes: number) => void,
): ConfinedSpecFiles {
  const realRoot = fs.realpathSync(root);
  const refusals: SpecError[] = [];
  const inputs = new Map<string, string>();

  const relOf = (abs: string): string => path.relative(realRoot, abs).split(path.sep).join('/');
  /** A location as the author can read it: relative to the docs root when it is near it, else as given. */
  const shown = (location: string): string => {
    if (!path.isAbsolute(location)) return location;
    const rel = path.relative(root, location).split(path.sep).join('/');
    return rel.startsWith('../../../') ? location : rel;
  };
  const read = (location: string): string => {
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
    if (stat.size > maxFileBytes) throw new Refused(`"${relOf(real)}" is over the ${maxFileBytes}-byte limit`);
    const text = fs.readFileSync(real, 'utf8');
    onRead?.(stat.size);
    if (hashInputs) inputs.set(relOf(real), hashOfText(text));
    return text;
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

  const refParserOptions = {
    resolve: {
      external: true,
      http: false,
      file: {
        canRead: true,
        read: async (file: { url: string }) => {
          try {
            return read(file.url);
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
  };
  return { realRoot, read, refParserOptions, refusals, inputs };
}
