// A file that exists and was read, but is not UTF-8 text: the error says where the first bad byte is, so that a
// configuration file can get a diagnostic at that place instead of a bare "cannot read".
import type { Position } from '../problem';
import { LineIndex } from '../text/lineIndex';
import { firstInvalidUtf8 } from '../text/utf8';
import { WorkspaceError } from './workspace';

export class NotUtf8Error extends WorkspaceError {
  constructor(
    path: string,
    /** Line and UTF-16 character of the first byte that is not UTF-8, counted in the valid text before it. */
    readonly position: Position,
    /** That byte's value. */
    readonly byte: number,
  ) {
    super(
      'not-utf8',
      path,
      `"${path}" is not UTF-8 text (the byte ${hexByte(byte)} at line ${position.line + 1}, column ${position.character + 1} is not valid UTF-8)`,
    );
    this.name = 'NotUtf8Error';
  }

  /** True for a NotUtf8Error, told by its code (see WorkspaceError.is). */
  static override is(e: unknown): e is NotUtf8Error {
    return WorkspaceError.is(e) && e.code === 'not-utf8' && typeof (e as { byte?: unknown }).byte === 'number';
  }
}

/** The error for bytes that failed to decode as UTF-8; `decode` is the decoder that failed, used on the valid part. */
export function notUtf8Error(path: string, bytes: Uint8Array, decode: (valid: Uint8Array) => string): NotUtf8Error {
  let offset = firstInvalidUtf8(bytes);
  if (offset < 0) offset = bytes.length; // the decoder and this scan disagree: point at the end rather than nowhere
  const before = decode(bytes.subarray(0, offset));
  return new NotUtf8Error(path, new LineIndex(before).positionAt(before.length), bytes[offset] ?? 0);
}

export function hexByte(byte: number): string {
  return `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}
