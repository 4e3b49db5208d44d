/** What changed on disk or in the editor, so that cached knowledge of the file can be dropped. */
export interface FileChange {
  path: string;
  kind: 'created' | 'changed' | 'deleted';
}
