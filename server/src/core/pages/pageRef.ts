// How a page string in docs.json names a file: the builder ignores a leading "/" or "./" and appends .mdx or .md.
// Unsafe forms are refused here, as text, before any file lookup (ADVERSARIAL D1-D3, D7-D10).
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
  return extension ? { page: safe.path, warnings: warnings.length ? warnings : NO_WARNINGS, extension } : { page: safe.path, warnings: warnings.length ? warnings : NO_WARNINGS };
}
