// What a failed file access means to the user, as the core's WorkspaceError. Its own module so that the front
// matter thread can use it without loading the rest of the Node workspace (and with it the whole core).
import { WorkspaceError } from '../core/pageHeads';

export function toWorkspaceError(e: unknown, relPath: string): WorkspaceError {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR')
    return new WorkspaceError('not-found', relPath, `"${relPath}" does not exist`);
  if (code === 'EISDIR') return new WorkspaceError('not-a-file', relPath, `"${relPath}" is a folder`);
  return new WorkspaceError('io', relPath, `"${relPath}" could not be read (${code ?? String(e)})`);
}
