// The README's recipes as the tests run them: the one fenced block of a language, exactly as written.
import * as fs from 'fs';
import * as path from 'path';
import { repoRoot } from '../cli/helpers';

export function readmeBlock(language: string): string {
  const readme = fs.readFileSync(path.join(repoRoot(), 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/^```(\S*)\n([\s\S]*?)^```$/gm)].filter((m) => m[1] === language);
  if (blocks.length !== 1)
    throw new Error(`README.md has ${blocks.length} \`\`\`${language} blocks; the test reads one`);
  return blocks[0][2];
}

/** A folder holding `docsjson-language-server`, as an installed package puts it on PATH, running this build. */
export function serverOnPath(dir: string, serverMain: string): string {
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  const script = path.join(bin, 'docsjson-language-server');
  fs.writeFileSync(script, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(serverMain)} "$@"\n`);
  fs.chmodSync(script, 0o755);
  return bin;
}
