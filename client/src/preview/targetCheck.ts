// Where a click in the preview may lead. The server names the target as a URI; before the extension opens it, the
// URI must be a plain local file inside the docs site's folder: no other scheme, no host (a UNC share or a remote
// machine), no "." or ".." segment, no backslash or NUL, and inside the folder once normalised.
import * as path from 'path';
import { URI } from 'vscode-uri';

export type TargetCheck = { ok: true; fsPath: string } | { ok: false; reason: string };

/** `siteRoot`: the folder that holds docs.json, as a file system path. */
export function checkTarget(uri: string, siteRoot: string): TargetCheck {
  let parsed: URI;
  try {
    parsed = URI.parse(uri, true);
  } catch {
    return { ok: false, reason: 'not a URI' };
  }
  if (parsed.scheme !== 'file') return { ok: false, reason: `a ${parsed.scheme}: URI is not a local file` };
  if (parsed.authority !== '') return { ok: false, reason: 'a file on another machine (UNC or host name)' };
  if (/[\\\0]/.test(parsed.path)) return { ok: false, reason: 'a backslash or NUL in the path' };
  if (parsed.path.split('/').some((s) => s === '..' || s === '.'))
    return { ok: false, reason: 'a "." or ".." segment' };
  const fsPath = path.normalize(parsed.fsPath);
  if (!path.isAbsolute(fsPath) || fsPath.startsWith('\\\\') || fsPath.startsWith('//'))
    return { ok: false, reason: 'not an absolute local path' };
  const rel = path.relative(path.normalize(siteRoot), fsPath);
  if (rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel))
    return { ok: false, reason: 'outside the docs folder' };
  return { ok: true, fsPath };
}
