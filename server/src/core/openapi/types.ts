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
  /** Where the operation is written: root-relative file (may be a $ref'd file) and range of its method key. */
  location?: { file: string; range: Range };
}

export interface SpecError {
  message: string;
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
}
