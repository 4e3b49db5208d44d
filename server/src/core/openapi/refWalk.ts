// Checks every `$ref` in the spec and in the files it pulls in, without following schemas: each ref is classified
// (remote: one note per URL, never fetched; unsafe: refused unread), local pointers must exist, referenced
// files must exist, be regular files inside the root and parse, and are walked in turn (bounded by maxFiles).
// Iterative walk with a visited set (YAML aliases can make shared or circular values).
import { BuildContext } from './buildContext';
import { classifyRef, formatPointer, hasOwn, isPlainObject, resolvePointer } from './refs';

/** Keys whose values are literal data, not OpenAPI objects: a `$ref` inside them is not a reference. */
const LITERAL_KEYS = new Set(['example', 'enum', 'const']);
/** Maps whose keys are user names (a property may well be called "example"). */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'schemas', 'definitions', '$defs', 'paths', 'webhooks']);

const MAX_REMOTE_NOTES = 20;

type RefOutcome =
  | true
  | { code: 'ref-pointer-missing' | 'ref-not-found' | 'ref-unsafe' | 'ref-invalid'; message: string }
  | { code: 'not-checked'; message: string; severity: 'info' };

/** A `"$ref": "…"` member as JSON text writes it; the value is the raw text between the quotes. */
const JSON_REF_MEMBER = /"\$ref"\s*:\s*"((?:[^"\\]|\\.)*)"/g;
/** An escape that could spell a letter of "$ref" in a key, which the pattern above would not see. */
const ESCAPED_REF_LETTER = /\\u00(?:24|72|65|66)/i;

/**
 * The quick answer for a JSON file: true when every `$ref` string written anywhere in its text points into the file
 * itself and resolves there. Then the walk can find nothing to report, since it judges a subset of these (it skips
 * literal values and extensions) and a local pointer that resolves loads no other file. False sends the file
 * through the walk, which says where each bad one is. A spec of thousands of operations has a few hundred distinct
 * $ref strings but tens of thousands of objects to visit.
 */
function everyRefIsLocalAndResolves(
  text: string,
  value: unknown,
  file: string,
  memo: Map<string, RefOutcome>,
): boolean {
  if (ESCAPED_REF_LETTER.test(text)) return false;
  const seen = new Set<string>();
  for (const m of text.matchAll(JSON_REF_MEMBER)) {
    const raw = m[1];
    if (seen.has(raw)) continue;
    seen.add(raw);
    let ref: string;
    try {
      ref = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
    } catch {
      return false;
    }
    if (memo.get(ref) === true) continue;
    const target = classifyRef(ref, file);
    if (target.kind !== 'local' || !resolvePointer(value, target.pointer).found) return false;
    memo.set(ref, true);
  }
  return true;
}

export async function checkAllRefs(ctx: BuildContext, mainFile: string): Promise<void> {
  // The spec, then the files its path items and operations were read from, then whatever the walk finds.
  const queue = [...new Set([mainFile, ...ctx.files.loadedPaths()])];
  const queued = new Set(queue);
  const remotes = new Set<string>();
  for (let q = 0; q < queue.length; q++) {
    const file = queue[q];
    const loaded = await ctx.files.load(file);
    if (!loaded.ok || !loaded.parsed.ok) continue;
    const fileValue = loaded.parsed.value;
    const memo = new Map<string, RefOutcome>();
    if (loaded.parsed.format === 'json' && everyRefIsLocalAndResolves(loaded.parsed.text, fileValue, file, memo))
      continue;

    const values: unknown[] = [fileValue];
    const parents: number[] = [-1];
    const keys: string[] = [''];
    const visited = loaded.parsed.format === 'yaml' ? new Set<object>() : undefined;
    const pathOf = (i: number): string[] => {
      const out: string[] = [];
      for (let j = i; j > 0; j = parents[j]) out.push(keys[j]);
      return out.reverse();
    };
    // Depth-first over an explicit stack of indices into the three arrays above.
    const stack = [0];
    while (stack.length > 0) {
      const i = stack.pop()!;
      const v = values[i];
      if (v === null || typeof v !== 'object') continue;
      if (visited) {
        if (visited.has(v)) continue;
        visited.add(v);
      }
      if (Array.isArray(v)) {
        for (let k = v.length - 1; k >= 0; k--) {
          const item = v[k];
          if (item !== null && typeof item === 'object') {
            stack.push(values.length);
            values.push(item);
            parents.push(i);
            keys.push(String(k));
          }
        }
        continue;
      }
      if (!isPlainObject(v)) continue;
      if (hasOwn(v, '$ref') && typeof v.$ref === 'string') {
        // Where the $ref is written, built only for a report: a large spec has tens of thousands of fine ones.
        const refPath = () => [...pathOf(i), '$ref'];
        if (!ctx.followedRefs.has(v)) {
          const ref = v.$ref;
          // The same $ref string is judged once per file (a spec repeats "#/components/schemas/Error" thousands
          // of times): classifying and resolving it is the costly part.
          let outcome = memo.get(ref);
          if (!outcome) {
            const target = classifyRef(ref, file);
            const shown = `"${ref.length > 120 ? ref.slice(0, 117) + '...' : ref}"`;
            if (target.kind === 'remote') {
              // One note per URL; remote targets are never fetched, so there is nothing else to judge.
              if (!remotes.has(ref) && remotes.size < MAX_REMOTE_NOTES) {
                remotes.add(ref);
                ctx.report(
                  'ref-remote',
                  `$ref ${shown} is a remote URL; it is not fetched, so what it names is not checked offline`,
                  file,
                  refPath(),
                  'value',
                  'info',
                );
              }
              outcome = true;
            } else if (target.kind === 'unsafe')
              outcome = { code: 'ref-unsafe', message: `$ref ${shown} is not followed: ${target.reason}` };
            else if (target.kind === 'invalid')
              outcome = { code: 'ref-invalid', message: `$ref ${shown}: ${target.reason}` };
            else {
              const targetFile = target.kind === 'file' ? target.file : file;
              const t = targetFile === file ? loaded : await ctx.files.load(targetFile);
              if (!t.ok && t.unfinished)
                outcome = {
                  code: 'not-checked',
                  message: `$ref ${shown} is not checked: ${t.reason}`,
                  severity: 'info',
                };
              else if (!t.ok) outcome = { code: 'ref-not-found', message: `$ref ${shown}: ${t.reason}` };
              else if (!t.parsed.ok) {
                ctx.reportFileProblems(targetFile, t.parsed.errors);
                outcome = { code: 'ref-not-found', message: `$ref ${shown}: "${targetFile}" cannot be parsed` };
              } else {
                if (!queued.has(targetFile)) {
                  queued.add(targetFile);
                  queue.push(targetFile);
                  ctx.reportFileProblems(targetFile, t.parsed.errors);
                }
                const found = resolvePointer(t.parsed.value, target.pointer);
                outcome = found.found
                  ? true
                  : {
                      code: 'ref-pointer-missing',
                      message: `$ref ${shown}: ${formatPointer(target.pointer.slice(0, found.at + 1))} does not exist in "${targetFile}"`,
                    };
              }
            }
            memo.set(ref, outcome);
          }
          if (outcome !== true)
            ctx.report(
              outcome.code,
              outcome.message,
              file,
              refPath(),
              'value',
              'severity' in outcome ? outcome.severity : undefined,
            );
        }
      }
      const own = Object.keys(v);
      const names = NAME_MAPS.has(keys[i]);
      for (let k = own.length - 1; k >= 0; k--) {
        const key = own[k];
        if (!names && (LITERAL_KEYS.has(key) || key.startsWith('x-'))) continue;
        const child = v[key];
        if (child !== null && typeof child === 'object') {
          stack.push(values.length);
          values.push(child);
          parents.push(i);
          keys.push(key);
        }
      }
    }
  }
}
