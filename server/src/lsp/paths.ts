// URIs <-> file system paths <-> root-relative POSIX paths. Only `file:` URIs belong to a docs site.
import * as path from 'path';
import { URI } from 'vscode-uri';

export function uriToFsPath(uri: string): string | undefined {
  try {
    const parsed = URI.parse(uri);
    return parsed.scheme === 'file' ? path.normalize(parsed.fsPath) : undefined;
  } catch {
    return undefined;
  }
}

export function fsPathToUri(fsPath: string): string {
  return URI.file(fsPath).toString();
}

/** Root-relative POSIX path of `fsPath`, or undefined when it is not inside `root`. */
export function relativeTo(root: string, fsPath: string): string | undefined {
  const rel = path.relative(root, fsPath);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

export function joinRoot(root: string, relPath: string): string {
  return path.join(root, ...relPath.split('/'));
}
