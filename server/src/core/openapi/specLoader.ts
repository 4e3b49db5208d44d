// One index build, start to finish: read and parse the spec through the Workspace, index its operations, check
// its $refs, then look up every position in one pass per file. Returns the stamps of all files looked at, for
// SpecCache. Never throws: every failure becomes a SpecError.
import type { Workspace } from '../workspace/workspace';
import { describeUnsafeReason, toSafeRelativePath } from '../workspace/safePath';
import { BuildContext } from './buildContext';
import { checkAllRefs } from './refWalk';
import { DEFAULT_SPEC_LIMITS, SpecFiles, SpecLimits, Stamp } from './specFiles';
import { buildIndex, checkOperationIds } from './specIndex';
import type { OpenApiIndex, SpecError } from './types';

export interface LoadedSpec {
  index: OpenApiIndex;
  /** Every file looked at (the spec first), with the stamp seen before it was read ("missing" when absent). */
  stamps: Map<string, Stamp>;
}

export interface SpecLoadOptions {
  limits?: Partial<SpecLimits>;
  /** Check every $ref in the spec and the files it names (default true). Path-item and operation refs are always followed. */
  checkAllRefs?: boolean;
}

/** `relPath` is root-relative; a leading "/" means the docs root. Unsafe paths are refused before any file access. */
export async function loadSpec(ws: Workspace, relPath: string, options: SpecLoadOptions = {}): Promise<LoadedSpec> {
  const safe = toSafeRelativePath(relPath);
  if (!safe.ok) {
    return {
      index: unreadableIndex(relPath, {
        message: `The spec path "${relPath}" is not used: ${describeUnsafeReason(safe.reason)}`,
        code: 'file-unreadable',
      }),
      stamps: new Map(),
    };
  }
  const file = safe.path;
  const files = new SpecFiles(ws, { ...DEFAULT_SPEC_LIMITS, ...options.limits });
  const ctx = new BuildContext(files);
  let index: OpenApiIndex;
  try {
    index = await buildIndex(ctx, file);
    if (!index.unreadable && options.checkAllRefs !== false) await checkAllRefs(ctx, file);
    await ctx.resolvePositions();
    checkOperationIds(index);
  } catch (e) {
    // A bug, not user input: still never take the caller down.
    index = unreadableIndex(file, {
      message: `The spec could not be indexed: ${e instanceof Error ? e.message : String(e)}`,
      file,
    });
  }
  capErrors(index, files.limits.maxErrors);
  index.files = [...files.stamps.keys()];
  return { index, stamps: files.stamps };
}

export function unreadableIndex(file: string, error: SpecError): OpenApiIndex {
  return {
    file,
    paths: new Map(),
    webhooks: new Map(),
    errors: [error],
    unreadable: true,
    opaquePaths: new Map(),
    opaqueWebhooks: new Map(),
    files: [],
  };
}

function capErrors(index: OpenApiIndex, max: number): void {
  if (index.errors.length <= max) return;
  const rest = index.errors.length - max;
  index.errors.splice(max);
  index.errors.push({
    message: `${rest} more problems are not listed`,
    code: 'limit',
    severity: 'info',
    file: index.file,
  });
}
