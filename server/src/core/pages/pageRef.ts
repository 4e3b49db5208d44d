// How a page string in docs.json names a file: the builder ignores a leading "/" or "./" and appends .mdx or .md.
// Unsafe forms are refused here, as text, before any file lookup (see docs/security.md, Page paths).
import { describeUnsafeReason, toSafeRelativePath } from '../workspace/safePath';

export interface PageRefAnalysis {
  /** Canonical root-relative path without extension, when the string can name a file inside the root. */
  page?: string;
  /** Why the string can never name a page file (an error). */
  unsafe?: string;
  /** Ways the string is written that are probably mistakes, each a sentence (warnings). */
  warnings: string[];
  /** A written extension (".mdx"), which the builder does not strip. */
  extension?: string;
}

/** Shared by every well-written page string (nearly all of them). */
const NO_WARNINGS: string[] = Object.freeze([]) as unknown as string[];

export function analyzePageRef(value: string): PageRefAnalysis {
  return isPlainPagePath(value) ? { page: value, warnings: NO_WARNINGS } : analyzePageRefFully(value);
}

/** The full analysis; exported so a test can hold the shortcut above to it. */
export function analyzePageRefFully(value: string): PageRefAnalysis {
  const warnings: string[] = [];
  if (value.trim() !== value) warnings.push('it has spaces at the start or the end');
  if (/\/\/./.test(value.replace(/^\/+/, ''))) warnings.push('it has an empty folder name ("//")');
  if (value.length > 1 && value.endsWith('/')) warnings.push('it ends with "/"');
  if (value.includes('%')) warnings.push('"%" is taken literally, not as URL encoding');
  const safe = toSafeRelativePath(value);
  if (!safe.ok) {
    if (safe.reason === 'empty') return { unsafe: 'the page path is empty', warnings };
    return { unsafe: describeUnsafeReason(safe.reason), warnings };
  }
  const extension = /\.(mdx|md)$/i.exec(safe.path)?.[0];
  return extension
    ? { page: safe.path, warnings: warnings.length ? warnings : NO_WARNINGS, extension }
    : { page: safe.path, warnings: warnings.length ? warnings : NO_WARNINGS };
}

const MAX_PLAIN_LENGTH = 1024;

/**
 * The shape of nearly every page string ("guides/getting-started"): folders and a name made of letters, digits,
 * "-", "_" and inner dots, no written .md/.mdx extension. One scan instead of the checks above, which matters at
 * 100,000 pages; anything else (spaces, "%", "//", leading "/" or ".", non-ASCII...) takes the full analysis.
 */
function isPlainPagePath(v: string): boolean {
  const n = v.length;
  if (n === 0 || n > MAX_PLAIN_LENGTH) return false;
  let segmentStart = 0;
  for (let i = 0; i < n; i++) {
    const c = v.charCodeAt(i);
    if (c === 47 /* / */) {
      // Empty segment ("//", leading or trailing "/") or one starting with "." (".", "..", ".hidden").
      if (i === segmentStart || v.charCodeAt(segmentStart) === 46) return false;
      segmentStart = i + 1;
    } else if (!(
      (c >= 97 && c <= 122) ||
      (c >= 65 && c <= 90) ||
      (c >= 48 && c <= 57) ||
      c === 45 ||
      c === 95 ||
      c === 46
    )) {
      return false;
    }
  }
  if (segmentStart === n || v.charCodeAt(segmentStart) === 46) return false;
  const dot = v.lastIndexOf('.');
  if (dot > segmentStart) {
    const ext = v.slice(dot + 1).toLowerCase();
    if (ext === 'md' || ext === 'mdx') return false;
  }
  return true;
}
