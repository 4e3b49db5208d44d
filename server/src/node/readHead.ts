// Reads the beginning of a file that the walk vetted as a regular file inside the root: one open, one or two reads,
// one close. Shared by the workspace (main thread) and the front matter worker, so both cut and decode heads alike.
// Front matter is short (none of 22 real sites has a block over 948 bytes), so the first kilobyte usually holds it
// whole: then only the block is decoded, not the page after it, which is most of the cost of a head on a large site.
import * as fs from 'fs';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes read first: enough for the front matter of nearly every real page. */
const FIRST_READ = 1024;

export type HeadRead = { text: string; complete: boolean } | { errorCode: string | undefined; notUtf8?: true };

/**
 * Reads up to `buffer.length` bytes: the first kilobyte, and the rest only when it does not hold a whole front
 * matter block. The text ends after the block's closing line when there is one; otherwise a cut head ends at its
 * last line break, so no UTF-8 sequence is split. `complete`: the text is the whole file.
 */
export function readHeadSync(absPath: string, buffer: Buffer): HeadRead {
  let fd: number | undefined;
  try {
    // O_NONBLOCK: a FIFO put in a page's place after the walk must not hang the read (docs/security.md, Special files).
    fd = fs.openSync(absPath, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    const first = Math.min(FIRST_READ, buffer.length);
    let n = fs.readSync(fd, buffer, 0, first, 0);
    let endOfFile = n < first;
    let end = frontMatterEnd(buffer, n);
    if (end === NOT_CLOSED_YET && !endOfFile && first < buffer.length) {
      n += fs.readSync(fd, buffer, n, buffer.length - n, n);
      endOfFile = n < buffer.length;
      end = frontMatterEnd(buffer, n);
    }
    if (end >= 0) return { text: utf8.decode(buffer.subarray(0, end)), complete: endOfFile && end === n };
    const cut = endOfFile ? n : buffer.lastIndexOf(10, n - 1) + 1;
    return { text: utf8.decode(buffer.subarray(0, cut)), complete: endOfFile };
  } catch (e) {
    if (e instanceof TypeError) return { errorCode: undefined, notUtf8: true };
    return { errorCode: (e as NodeJS.ErrnoException)?.code ?? String(e) };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** frontMatterEnd: the page does not start with a fence line (its first line tells the reader all it needs). */
const NO_BLOCK = -2;
/** frontMatterEnd: a block is open, or the first line is longer than what was read. */
const NOT_CLOSED_YET = -1;
const FENCE = Buffer.from('---');
const YAML_FENCE = Buffer.from('= yaml =');
const DOTS = Buffer.from('...');

/**
 * The byte offset just after the closing line of the front matter block in the first `n` bytes, NO_BLOCK when the
 * page does not open one, or NOT_CLOSED_YET. Fences are ASCII, so bytes are compared as they are; the line rules
 * are those of the core's reader or stricter (reading a head as unclosed only means reading more of it).
 */
function frontMatterEnd(buffer: Buffer, n: number): number {
  let at = n >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  let lineEnd = buffer.indexOf(10, at);
  if (lineEnd < 0 || lineEnd >= n) return NOT_CLOSED_YET;
  const opener = trimmedLine(buffer, at, lineEnd, false);
  const fence = opener.equals(FENCE) ? FENCE : opener.equals(YAML_FENCE) ? YAML_FENCE : undefined;
  if (!fence) return NO_BLOCK;
  for (at = lineEnd + 1; at < n; at = lineEnd + 1) {
    lineEnd = buffer.indexOf(10, at);
    if (lineEnd < 0 || lineEnd >= n) return NOT_CLOSED_YET; // the last line may go on past what was read
    const line = trimmedLine(buffer, at, lineEnd, true);
    if (line.equals(fence) || line.equals(DOTS)) return lineEnd + 1;
  }
  return NOT_CLOSED_YET;
}

/** The line without its "\r" (and, for a closing line, without trailing spaces and tabs). */
function trimmedLine(buffer: Buffer, start: number, end: number, trimSpaces: boolean): Buffer {
  while (end > start && (buffer[end - 1] === 13 || (trimSpaces && (buffer[end - 1] === 32 || buffer[end - 1] === 9))))
    end--;
  return buffer.subarray(start, end);
}
