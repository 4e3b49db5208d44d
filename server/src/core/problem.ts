// The one shape every check reports. Pure data: no LSP types, no terminal, so every surface can render it.

/** Zero-based line and UTF-16 character, the unit LSP uses; the CLI adds one to each when it prints. */
export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/** `info` is a note: shown everywhere, never counted as a warning or an error. */
export type Severity = 'error' | 'warning' | 'info';

/** What a config file or an editor setting may say about a rule. */
export type SeveritySetting = Severity | 'off';

/**
 * Facts a quick fix needs, recorded by the check that found the problem, so a fix never re-runs a check.
 * Every field is optional: each rule fills in what its fixes read.
 */
export interface ProblemData {
  /** "did you mean" replacements for the offending string value. */
  candidates?: string[];
  /**
   * The first candidate (or the key rename) is what the author meant beyond doubt, not a guess: a written `.mdx`,
   * a letter-case mismatch with the one file there is, a known rename. `docsjson lint --fix` applies only these.
   */
  certain?: boolean;
  /** Root-relative path of a file that would make the problem go away (page-missing: the file to create). */
  createFile?: string;
  /** Suggested front-matter title for a file to create. */
  title?: string;
  /** For key-ignored: the key's name, and the key it should probably be (`expandable` -> `expanded`). */
  key?: string;
  renameKeyTo?: string;
  /** Range of the whole `"key": value` member to delete for a "remove this key" fix. */
  removeRange?: Range;
  /** A fix made of edits in the file the problem is in (a page): what it does, and the edits. */
  fix?: {
    title: string;
    edits: Array<{ range: Range; newText: string }>;
    /** Applied by `lint --fix` only with the flag that asks for it (image-alt: --fix-image-alt). */
    optIn?: 'image-alt';
  };
}

export interface Problem {
  ruleId: string;
  severity: Severity;
  /** A sentence an author understands without reading a schema. */
  message: string;
  /** Root-relative POSIX path of the file the range points into (docs.json, an included file, a page, a spec). */
  file: string;
  range: Range;
  data?: ProblemData;
}
