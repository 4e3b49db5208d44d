// `docsjson migrate [PATH]`: writes the docs.json that Mintlify's upgrade makes from a site's mint.json (the core's
// upgradeMintJson), keeps mint.json, and lists every key the upgrade drops. An existing docs.json is not
// overwritten without --force. Also the reading of a mint.json-only site by lint (mintJsonSite).
import * as fs from 'fs';
import * as path from 'path';
import type { MigrateArgs } from './args';
import { UsageError } from './args';
import type { RunContext, RunOutcome } from './run';

export function runMigrate(args: MigrateArgs, ctx: RunContext): RunOutcome {
  const root = path.resolve(ctx.cwd, args.path ?? '.');
  const mintFile = path.join(root, 'mint.json');
  const docsFile = path.join(root, 'docs.json');
  const converted = readMintJson(mintFile);
  if (fs.existsSync(docsFile) && !args.force)
    throw new UsageError(`${docsFile} exists already: pass --force to replace it`, 'docsjson migrate --help');
  fs.writeFileSync(docsFile, converted.text);
  let out = `docsjson: wrote ${docsFile} from mint.json (mint.json is kept; delete it once the site builds)\n`;
  if (converted.dropped.length > 0) {
    out += `Not carried over (docs.json has no such setting):\n`;
    for (const key of converted.dropped) out += `  ${key}\n`;
  }
  return { exitCode: 0, stdout: out, stderr: '' };
}

/** The docs.json text for a folder's mint.json, with what the upgrade drops; a UsageError when it cannot be read. */
export function readMintJson(mintFile: string): { text: string; dropped: string[] } {
  let text: string;
  try {
    text = fs.readFileSync(mintFile, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT'
        ? `no mint.json in ${path.dirname(mintFile)}`
        : `cannot read ${mintFile}: ${(e as Error).message}`,
    );
  }
  const core = require('../core') as typeof import('../core');
  const converted = core.docsJsonTextFromMintJson(text);
  if ('error' in converted) throw new UsageError(`${path.dirname(mintFile)}: ${converted.error}`);
  return converted;
}
