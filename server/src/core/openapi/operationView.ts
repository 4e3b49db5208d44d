// One operation of a spec as a page shows it: servers, authentication, parameters by location, request body and
// responses, with every schema resolved into a finite field tree. Plain data (no $refs left, no cycles), made by
// operationDetails.ts, safe to send anywhere.
import type { HttpMethod } from './types';

export interface ServerView {
  url: string;
  description?: string;
}

export interface SecuritySchemeView {
  /** The key under components.securitySchemes. */
  name: string;
  /** http, apiKey, oauth2, openIdConnect, mutualTLS (2.0: basic, apiKey, oauth2). */
  type: string;
  /** For http: bearer, basic... */
  scheme?: string;
  bearerFormat?: string;
  /** For apiKey: header, query or cookie, and the parameter's name. */
  in?: string;
  paramName?: string;
  description?: string;
  scopes: string[];
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterView {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: SchemaNode;
  example?: unknown;
}

export interface ExampleView {
  name?: string;
  summary?: string;
  value: unknown;
}

export interface MediaTypeView {
  mediaType: string;
  schema?: SchemaNode;
  examples: ExampleView[];
}

export interface BodyView {
  required: boolean;
  description?: string;
  contents: MediaTypeView[];
}

export interface ResponseView {
  /** "200", "4XX", "default". */
  status: string;
  description?: string;
  headers: ParameterView[];
  contents: MediaTypeView[];
}

/** Why a schema is not shown further down. */
export type SchemaStop = 'cycle' | 'depth' | 'budget' | 'unresolved';

export interface SchemaNode {
  /** As shown: "string", "integer", "object", "string[]", "string | null", "any". */
  type: string;
  format?: string;
  title?: string;
  description?: string;
  /** Name of the component it came from (`#/components/schemas/User` -> "User"). */
  refName?: string;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  example?: unknown;
  enum?: unknown[];
  /** Readable limits: "min length 3", "maximum 100", "pattern ^a". */
  constraints: string[];
  properties: PropertyNode[];
  /** Properties left out by the size cap. */
  omittedProperties?: number;
  items?: SchemaNode;
  additional?: SchemaNode;
  variants?: { kind: 'oneOf' | 'anyOf'; options: SchemaNode[] };
  stop?: SchemaStop;
  stopReason?: string;
}

export interface PropertyNode {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export interface OperationDetails {
  /** Root-relative spec file. */
  file: string;
  method: HttpMethod | 'webhook';
  /** The key of `paths` (or the webhook name) as written in the spec. */
  path: string;
  /** For webhooks: the HTTP method of the request the webhook sends. */
  webhookMethod?: HttpMethod;
  summary?: string;
  description?: string;
  operationId?: string;
  deprecated: boolean;
  tags: string[];
  servers: ServerView[];
  /** Alternatives: any one of these sets of schemes is enough. Empty: no authentication. */
  security: SecuritySchemeView[][];
  parameters: ParameterView[];
  requestBody?: BodyView;
  responses: ResponseView[];
  /** The operation's own request examples (`x-codeSamples`, else `x-code-samples`), in the spec's order. */
  codeSamples?: CodeSampleView[];
  /** Problems met while reading (unresolved $refs, caps), for a note on the page. */
  notes: string[];
}

/** A request example written in the spec: its language, its tab label when it has one, its code. */
export interface CodeSampleView {
  lang: string;
  label?: string;
  source: string;
}

export type OperationResult = { ok: true; details: OperationDetails } | { ok: false; reason: string };
