// Root-relative path checks done before any file system call (see docs/security.md, Page paths): user input is
// never handed to path.resolve, never decoded, and never allowed to leave the docs root.

export type UnsafeReason = 'empty' | 'nul' | 'too-long' | 'backslash' | 'drive-letter' | 'unc' | 'parent-segment';

export type SafePathResult = { ok: true; path: string } | { ok: false; reason: UnsafeReason };

const MAX_PATH_LENGTH = 1024;

/**
 * Normalises a root-relative POSIX path: a leading "/" or "./" means the root, "." and empty segments are dropped.
 * Refuses "..", NUL, backslashes, drive letters and UNC paths, which could reach outside the root.
 */
/** Already canonical: no empty, "." or ".." segment, no leading or trailing "/", no unsafe character. */
const CANONICAL = /^(?!\.\.?(?:\/|$))[^/\\\0:]+(?:\/(?!\.\.?(?:\/|$))[^/\\\0]+)*$/;

export function toSafeRelativePath(input: string): SafePathResult {
  if (input.length <= MAX_PATH_LENGTH && CANONICAL.test(input)) return { ok: true, path: input }; // the common case
  if (input.length === 0) return { ok: false, reason: 'empty' };
  if (input.includes('\0')) return { ok: false, reason: 'nul' };
  if (input.length > MAX_PATH_LENGTH) return { ok: false, reason: 'too-long' };
  if (input.startsWith('//')) return { ok: false, reason: 'unc' };
  if (input.includes('\\')) return { ok: false, reason: 'backslash' };
  if (/^[A-Za-z]:/.test(input)) return { ok: false, reason: 'drive-letter' };
  const segments: string[] = [];
  for (const segment of input.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') return { ok: false, reason: 'parent-segment' };
    segments.push(segment);
  }
  if (segments.length === 0) return { ok: false, reason: 'empty' };
  return { ok: true, path: segments.join('/') };
}

export function describeUnsafeReason(reason: UnsafeReason): string {
  switch (reason) {
    case 'empty':
      return 'the path is empty';
    case 'nul':
      return 'the path contains a NUL character';
    case 'too-long':
      return `the path is longer than ${MAX_PATH_LENGTH} characters`;
    case 'backslash':
      return 'the path contains a backslash; use "/" between folders';
    case 'drive-letter':
      return 'the path starts with a drive letter; paths are relative to the docs root';
    case 'unc':
      return 'the path is a network (UNC) path; paths are relative to the docs root';
    case 'parent-segment':
      return 'the path uses ".." and would leave the docs root';
  }
}

/** Joins a root-relative directory and a relative reference ("../x.json" allowed while it stays inside). */
export function joinInsideRoot(baseDir: string, ref: string): SafePathResult {
  if (ref.includes('\0')) return { ok: false, reason: 'nul' };
  if (ref.includes('\\')) return { ok: false, reason: 'backslash' };
  if (/^[A-Za-z]:/.test(ref)) return { ok: false, reason: 'drive-letter' };
  if (ref.startsWith('//')) return { ok: false, reason: 'unc' };
  const parts = ref.startsWith('/') ? [] : baseDir.split('/').filter((s) => s !== '' && s !== '.');
  for (const segment of ref.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return { ok: false, reason: 'parent-segment' };
      parts.pop();
      continue;
    }
    parts.push(segment);
  }
  if (parts.length === 0) return { ok: false, reason: 'empty' };
  return { ok: true, path: parts.join('/') };
}

/** Folder part of a root-relative path ("" for a file at the root). */
export function dirnameOf(relPath: string): string {
  const slash = relPath.lastIndexOf('/');
  return slash < 0 ? '' : relPath.slice(0, slash);
}
