// The key under which lint --cache keeps what it learned from a text: any change to the text changes it.
import { createHash } from 'crypto';

export function hashOfText(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
