// Where things are written in a parsed spec file. The value itself comes from a fast parser (JSON.parse, yaml);
// positions are looked up afterwards, only for the handful of nodes that need one (path keys, method keys, $refs,
// nodes with an error), in one batch per file. That keeps a 13 MB spec cheap: no full position tree is built.
import type { Range } from '../problem';

/** Keys from the document root down to a node; array indices as decimal strings. */
export type DocPath = readonly string[];

export interface Located {
  /** Range of the key (with its quotes in JSON) when the node is a member of a mapping. */
  keyRange?: Range;
  /** Range of the value. */
  valueRange: Range;
}

export interface DuplicateKey {
  key: string;
  /** Range of the later occurrence (the one whose value is used). */
  range: Range;
}

export interface LocateResult {
  found: (Located | undefined)[];
  /** Duplicate keys noticed in the mappings that were walked on the way (JSON: only those). */
  duplicateKeys: DuplicateKey[];
}

export interface DocLocator {
  /** Looks up every path in one pass over the file; `found[i]` answers `paths[i]`. */
  locate(paths: readonly DocPath[]): LocateResult;
}
