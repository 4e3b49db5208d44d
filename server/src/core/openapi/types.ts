// What the rest of the core knows about an OpenAPI spec: the set of operations it defines, where each is
// written, and what went wrong reading it. Built once per file version (see specCache.ts), never per keystroke.
import type { Range } from '../problem';

/** Lower-case HTTP methods a METHOD entry may name. `webhook` entries look up `webhooks` instead. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationInfo {
  /** `get`, `post`, ... or `webhook`. */
  method: HttpMethod | 'webhook';
  /** The key of `paths` (or of `webhooks`) exactly as written in the spec. */
  path: string;
  summary?: string;
  description?: string;
  operationId?: string;
  deprecated?: boolean;
  /** Its first tag: the generated page's URL holds it. */
  firstTag?: string;
  /** `x-mint.href`: the URL of the generated page, when the spec sets it. */
  mintHref?: string;
  /** Where the operation is written: root-relative file (may be a $ref'd file) and range of its method key. */
  location?: { file: string; range: Range };
}

/** Stable codes for SpecError, so rules can pick severities and quick fixes without parsing messages. */
export type SpecErrorCode =
  | 'file-unreadable' // missing, not a regular file, outside the root, too large, not UTF-8
  | 'not-checked' // a read that did not finish in time (a hung drive): nothing is known, so nothing is wrong
  | 'syntax' // JSON or YAML syntax
  | 'too-deep' // nesting over the limit (checked before parsing)
  | 'yaml-aliases' // alias expansion over the limit
  | 'yaml-tag' // unknown or custom tag, kept as plain text
  | 'duplicate-key'
  | 'not-an-object'
  | 'version-missing'
  | 'version-unsupported'
  | 'paths-invalid'
  | 'path-key-invalid'
  | 'path-item-invalid'
  | 'operation-invalid'
  | 'method-case' // `GET:` in a path item: keys are case-sensitive, so it is not an operation
  | 'operation-id-duplicate'
  | 'ref-remote' // http(s) $ref: not fetched, not checked offline
  | 'ref-unsafe' // outside the root, absolute, file:, other scheme, backslash...
  | 'ref-invalid' // not a string, bad percent-encoding, a fragment that is not a JSON pointer
  | 'ref-not-found' // file missing or not readable
  | 'ref-pointer-missing' // `#/nope`
  | 'ref-cycle'
  | 'ref-too-deep' // chain longer than the limit, or too many files
  | 'limit'; // too many problems: the rest are not listed

export interface SpecError {
  message: string;
  /** Defaults to 'error'. Remote refs and reads that did not finish are 'info' (not checked), unknown tags 'warning'. */
  severity?: 'error' | 'warning' | 'info';
  code?: SpecErrorCode;
  /** Where in the spec (or a file it refers to) the problem is, when known. */
  file?: string;
  range?: Range;
}

export interface OpenApiIndex {
  /** Root-relative path of the spec file. */
  file: string;
  /** "3.1.0", "2.0", ... undefined when the document has neither `openapi` nor `swagger`. */
  version?: string;
  title?: string;
  /** path key (as written) -> method -> operation. Plain Maps: no prototype lookups (`constructor`, `__proto__`). */
  paths: Map<string, Map<HttpMethod, OperationInfo>>;
  webhooks: Map<string, OperationInfo>;
  /** Fatal and non-fatal problems found while reading, resolving and validating. Empty when all is well. */
  errors: SpecError[];
  /** True when the spec could not be read or parsed at all: then no entry against it can be judged. */
  unreadable: boolean;
  /**
   * Path keys (and, under `webhooks`, names) whose operations cannot be known: their path item is a remote or
   * broken `$ref`. Value: why. An entry naming such a path is "not checked", never "missing".
   */
  opaquePaths?: Map<string, string>;
  opaqueWebhooks?: Map<string, string>;
  /** Root-relative files read (or looked for) while indexing, the spec itself first. */
  files?: string[];
  /** The tags the spec declares (`tags`), in its order, each with the label its group shows. */
  tags?: DeclaredTag[];
}

/** A tag of the spec's `tags` list: its name, and its group's label (`x-group`, else `x-displayName`, else the name). */
export interface DeclaredTag {
  name: string;
  label: string;
}
