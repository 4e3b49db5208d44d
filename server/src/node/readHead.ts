// Reads the beginning of a file that the walk vetted as a regular file inside the root: one open, one read, one
// close. Shared by the workspace (main thread) and the front matter worker, so both cut and decode heads alike.
import * as fs from 'fs';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export type HeadRead = { text: string; complete: boolean } | { errorCode: string | undefined; notUtf8?: true };

/** Reads up to `buffer.length` bytes; a cut head ends at its last line break, so no UTF-8 sequence is split. */
export function readHeadSync(absPath: string, buffer: Buffer): HeadRead {
  let fd: number | undefined;
  try {
    // O_NONBLOCK: a FIFO put in a page's place after the walk must not hang the read (docs/security.md, Special files).
    fd = fs.openSync(absPath, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    const n = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const complete = n < buffer.length;
    const end = complete ? n : buffer.lastIndexOf(10, n - 1) + 1;
    return { text: utf8.decode(buffer.subarray(0, end)), complete };
  } catch (e) {
    if (e instanceof TypeError) return { errorCode: undefined, notUtf8: true };
    return { errorCode: (e as NodeJS.ErrnoException)?.code ?? String(e) };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
