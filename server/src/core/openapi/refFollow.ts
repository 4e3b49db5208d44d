// Follows the `$ref` chain of one path item or operation to the object it names, through the Workspace only:
// refused refs, remote refs (never fetched), missing files, missing pointers, cycles (visited set) and over-long
// chains each end the chain with a problem in our own words at the `$ref` itself, never a spec-wide failure.
import { BuildContext } from './buildContext';
import { DocPath } from './docLocator';
import { classifyRef, formatPointer, hasOwn, isPlainObject, resolvePointer } from './refs';

export interface Node {
  file: string;
  path: DocPath;
  value: unknown;
}

export type Followed = { ok: true; node: Node } | { ok: false; reason: string };

export async function followRefs(ctx: BuildContext, start: Node, what: string): Promise<Followed> {
  let cur = start;
  const seen = new Set<string>([cur.file + formatPointer(cur.path)]);
  let hops = 0;
  while (isPlainObject(cur.value) && hasOwn(cur.value, '$ref')) {
    const ref = cur.value.$ref;
    const refPath = [...cur.path, '$ref'];
    ctx.followedRefs.add(cur.value);
    const shown = typeof ref === 'string' ? `"${ref.length > 120 ? ref.slice(0, 117) + '...' : ref}"` : String(ref);
    const fail = (
      code: Parameters<BuildContext['report']>[0],
      message: string,
      reason: string,
      severity?: 'info' | 'warning',
    ): Followed => {
      ctx.report(code, message, cur.file, refPath, 'value', severity);
      return { ok: false, reason };
    };
    if (++hops > ctx.files.limits.maxRefChain) {
      return fail(
        'ref-too-deep',
        `$ref ${shown}: the ${what} goes through more than ${ctx.files.limits.maxRefChain} $refs`,
        'its $ref chain is too long',
      );
    }
    const target = classifyRef(ref, cur.file);
    if (target.kind === 'remote') {
      return fail(
        'ref-remote',
        `$ref ${shown} is a remote URL; it is not fetched, so this ${what} is not checked offline`,
        'its $ref is a remote URL, not checked offline',
        'info',
      );
    }
    if (target.kind === 'unsafe')
      return fail('ref-unsafe', `$ref ${shown} is not followed: ${target.reason}`, 'its $ref is not followed');
    if (target.kind === 'invalid') return fail('ref-invalid', `$ref ${shown}: ${target.reason}`, 'its $ref is invalid');
    const file = target.kind === 'file' ? target.file : cur.file;
    const key = file + formatPointer(target.pointer);
    if (seen.has(key))
      return fail('ref-cycle', `$ref ${shown} leads back to itself (circular $ref)`, 'its $ref is circular');
    seen.add(key);
    const loaded = await ctx.files.load(file);
    if (!loaded.ok && loaded.unfinished)
      return fail(
        'not-checked',
        `$ref ${shown} is not checked: ${loaded.reason}`,
        'its $ref was not read in time',
        'info',
      );
    if (!loaded.ok) return fail('ref-not-found', `$ref ${shown}: ${loaded.reason}`, `its $ref cannot be read`);
    if (!loaded.parsed.ok) {
      ctx.reportFileProblems(file, loaded.parsed.errors);
      return fail('ref-not-found', `$ref ${shown}: "${file}" cannot be parsed`, 'its $ref cannot be parsed');
    }
    if (target.kind === 'file') ctx.reportFileProblems(file, loaded.parsed.errors);
    const resolved = resolvePointer(loaded.parsed.value, target.pointer);
    if (!resolved.found) {
      const missing = formatPointer(target.pointer.slice(0, resolved.at + 1));
      return fail(
        'ref-pointer-missing',
        `$ref ${shown}: ${missing} does not exist in "${file}"`,
        'its $ref points at nothing',
      );
    }
    cur = { file, path: target.pointer, value: resolved.value };
  }
  return { ok: true, node: cur };
}
