// The key under which lint --cache keeps what it learned from a text: any change to the text changes it.
import { createHash } from 'crypto';

export function hashOfText(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** A value `hashOfText` could have given (a SHA-256 digest in base64url). */
export function isTextHash(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
