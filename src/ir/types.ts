/**
 * The intermediate representation (IR): the one contract between the document and
 * every emitter, the diff and the check.
 *
 * Rules (see ARCHITECTURE.md and docs/adr/0001-ir-is-plain-data.md):
 * - plain data only: JSON-serialisable, no classes, no functions, no cycles
 *   (recursive schemas refer to named schemas through `{ kind: 'ref' }`);
 * - every node has a `kind` discriminant and a `pointer` (JSON pointer into the
 *   document as served, e.g. `#/paths/~1job~1{jobid}/get`);
 * - sorted by the normaliser: operations by path then method, schemas by name,
 *   properties by name, parameters by location then name, responses by status;
 *   enum values and allOf members keep document order;
 * - names are sanitised here, once: emitters only escape, they never rename.
 */

import type { AccessLevel } from './access.js';

export type Severity = 'error' | 'warning' | 'info';

/** A problem or a guess, collected instead of thrown. */
export interface Diagnostic {
  /** Stable, kebab-case, e.g. `duplicate-operation-id`, `envelope-guessed`. */
  code: string;
  severity: Severity;
  /** JSON pointer into the document (`#` for the whole document). */
  pointer: string;
  message: string;
  hint?: string;
}

export type DocumentFormat = 'swagger 2.0' | 'openapi 3.0' | 'openapi 3.1';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';

/** Declared once with its order in runtime/access.ts (ir/access.ts). */
export type { AccessLevel };

/** What the caller of an operation gets back once the envelope is unwrapped. */
export type ResultKind = 'list' | 'single' | 'empty' | 'raw';

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

/** Facts kept on every schema node, whatever its kind. */
export interface SchemaMeta {
  pointer: string;
  title?: string;
  description?: string;
  /** OAS 3.0 `nullable`, Swagger 2.0 `x-nullable`, OAS 3.1 `type: [.., "null"]`. */
  nullable: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  default?: unknown;
  example?: unknown;
  /**
   * Every recorded example when there are several, in the order `example`, `x-example`,
   * `examples` (the first is `example`): the mock engine falls back to them.
   */
  examples?: unknown[];
  /** JSON Schema `not`: the value must not match this schema. */
  not?: Schema;
}

export type StringFormat =
  | 'date-time'
  | 'date'
  | 'time'
  | 'email'
  | 'uuid'
  | 'uri'
  | 'hostname'
  | 'ipv4'
  | 'ipv6'
  | 'byte'
  | 'password'
  | 'mask'
  | (string & {});

export interface StringSchema extends SchemaMeta {
  kind: 'string';
  format?: StringFormat;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /**
   * Set when `pattern` can backtrack catastrophically (ReDoS, found at build time): the
   * longest string tested against it; longer strings fail `pattern` without being tested.
   */
  patternLimit?: number;
}

export interface NumberSchema extends SchemaMeta {
  kind: 'number';
  /** `type: integer` */
  integer: boolean;
  /** int32, int64, float, double, decimal … */
  format?: string;
  minimum?: number;
  maximum?: number;
  /** Always the 3.1 numeric form: draft-04 `exclusiveMinimum: true` becomes the minimum itself. */
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

export interface BooleanSchema extends SchemaMeta {
  kind: 'boolean';
}

/** Any JSON value: enum/const values may be arrays and objects too. */
export type EnumValue =
  string | number | boolean | null | EnumValue[] | { [key: string]: EnumValue };

/**
 * `enum` and `const` (a one-value enum, `isConst: true`). Values keep document order and
 * compare by deep JSON equality, types kept apart (`[false]` is not `[0]`, `1` is `1.0`).
 */
export interface EnumSchema extends SchemaMeta {
  kind: 'enum';
  /** The declared `type`, when there is one; `mixed` when values differ in type or are not scalars. */
  base: 'string' | 'number' | 'integer' | 'boolean' | 'mixed';
  values: EnumValue[];
  isConst?: boolean;
}

export interface ArraySchema extends SchemaMeta {
  kind: 'array';
  items: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

export interface Property {
  /** The key exactly as written in the document (may be `*`, `__proto__`, `3d-secure` …). */
  name: string;
  required: boolean;
  schema: Schema;
}

export interface Discriminator {
  propertyName: string;
  /** Discriminator value → named schema (IR name). Document order. */
  mapping: { value: string; schema: string }[];
}

export interface ObjectSchema extends SchemaMeta {
  kind: 'object';
  /** Sorted by name. */
  properties: Property[];
  /**
   * `false`: no other keys allowed; `true`: any other keys (JSON Schema's default);
   * a schema: other keys must match it (also where Flask-RESTX wrote a `*` property).
   */
  additionalProperties: boolean | Schema;
  minProperties?: number;
  maxProperties?: number;
  /** Set when this object is the base of a discriminated hierarchy (allOf children). */
  discriminator?: Discriminator;
}

/** An object used as a map: only `additionalProperties` (or a lone `*` property). */
export interface RecordSchema extends SchemaMeta {
  kind: 'record';
  values: Schema;
  minProperties?: number;
  maxProperties?: number;
}

export interface UnionSchema extends SchemaMeta {
  kind: 'union';
  /** oneOf (exactly one must match) or anyOf (at least one). */
  mode: 'oneOf' | 'anyOf';
  variants: Schema[];
  discriminator?: Discriminator;
  /**
   * A schema without `type` whose keywords constrain some JSON types (`{"maxLength": 2}`):
   * an anyOf of exactly one variant per JSON type, in the order null, boolean, object,
   * array, number, string, each carrying only its own type's keywords. The variants are
   * disjoint, so a value matches exactly one of them.
   */
  typeless?: true;
}

/** allOf that could not be merged exactly. Members keep document order. */
export interface IntersectionSchema extends SchemaMeta {
  kind: 'intersection';
  members: Schema[];
}

export interface NullSchema extends SchemaMeta {
  kind: 'null';
}

/** Nothing known: no schema, `{}`, or a bare `{"type": "object"}` (then `objectOnly`). */
export interface UnknownSchema extends SchemaMeta {
  kind: 'unknown';
  /** Bare `type: object`: some object, keys unknown. */
  objectOnly: boolean;
}

/** File content: Swagger 2.0 `type: file`, `format: binary`, non-JSON media. */
export interface BinarySchema extends SchemaMeta {
  kind: 'binary';
}

/** A use of a named schema (`#/definitions/Job`, `#/components/schemas/Job`). */
export interface RefSchema extends SchemaMeta {
  kind: 'ref';
  /** The IR name of the target (see `NamedSchema.name`). */
  name: string;
}

export type Schema =
  | StringSchema
  | NumberSchema
  | BooleanSchema
  | EnumSchema
  | ArraySchema
  | ObjectSchema
  | RecordSchema
  | UnionSchema
  | IntersectionSchema
  | NullSchema
  | UnknownSchema
  | BinarySchema
  | RefSchema;

export type SchemaKind = Schema['kind'];

export interface NamedSchema {
  kind: 'named-schema';
  /** Unique, sanitised PascalCase type name, e.g. `Job`, `JobInput`, `_3dSecure`. */
  name: string;
  /** The key as written under definitions / components.schemas. */
  originalName: string;
  pointer: string;
  schema: Schema;
}

// ---------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/** How an array parameter is put on the wire (Swagger 2.0 collectionFormat, OAS 3 style/explode). */
export type ArrayFormat = 'csv' | 'multi' | 'ssv' | 'tsv' | 'pipes';

export interface Parameter {
  kind: 'parameter';
  /** The name as written (the wire name). */
  name: string;
  location: ParameterLocation;
  required: boolean;
  schema: Schema;
  /** Only meaningful when the schema is an array. */
  arrayFormat: ArrayFormat;
  description?: string;
  deprecated?: boolean;
  pointer: string;
}

export type MediaKind = 'json' | 'form' | 'multipart' | 'binary' | 'text' | 'other';

export interface MediaContent {
  kind: 'media';
  /** e.g. `application/json`, `multipart/form-data`. */
  mediaType: string;
  media: MediaKind;
  schema: Schema;
  pointer: string;
}

export interface RequestBody {
  kind: 'request-body';
  required: boolean;
  description?: string;
  /** Sorted by media type. */
  contents: MediaContent[];
  /**
   * `document`: a body as documented; `query-parser`: Flask-RESTX request-parser
   * arguments documented as query parameters on POST/PUT/PATCH that the server reads
   * from the JSON body (moved here by the normaliser, with a diagnostic).
   */
  source: 'document' | 'query-parser';
  /**
   * `unknown`: the document cannot say which properties are required (a Flask-RESTX body
   * parser's `payload`, rendered with types only); absent when the schema says it.
   */
  requiredness?: 'unknown';
  pointer: string;
}

export interface Response {
  kind: 'response';
  /** `200`, `201`, `4XX`, `default` … */
  status: string;
  description?: string;
  /** Sorted by media type; empty when the document gives no schema. */
  contents: MediaContent[];
  /** Response header names (lower-cased), sorted. */
  headers: string[];
  pointer: string;
}

/** Why the normaliser chose a result shape: shown by `inspect`, used by the diff. */
export type ResultSource =
  | 'envelope-schema' // {status, result} documented (possibly through allOf)
  | 'partial-envelope' // {"properties": {"result": …}} without type
  | 'bare-array' // an array of the item: the framework wraps it at run time
  | 'bare-item' // the item itself
  | 'no-schema' // nothing documented
  | 'no-success-response' // only error responses documented
  | 'not-json' // file downloads, text, the document itself
  | 'config'; // overridden by configuration

export interface OperationResult {
  kind: 'result';
  shape: ResultKind;
  /** The item type T: `list` returns T[], `single` returns T, `raw` returns T (often binary). */
  item: Schema;
  /** The success status the shape was read from (`200` when none was documented). */
  status: string;
  /** Media type of the success response (`application/json` when undocumented). */
  mediaType: string;
  source: ResultSource;
  /** One sentence: why this shape, e.g. "operationId ends in _list". */
  reason: string;
  /**
   * What the success schema documents, whatever the shape: an array of the item, or the
   * item itself (absent when no JSON schema is documented). The shape may not follow it
   * (one item on a `_list` resource is read as a list), so the diff compares it apart.
   */
  documented?: 'array' | 'item';
  /**
   * The shape the document itself implies, when configuration overrode it: the client
   * name follows this one, so an `envelope` override never renames a method.
   */
  documentShape?: ResultKind;
}

export interface OperationName {
  /** Resource path of the method on the client, e.g. `['admin', 'user']`. */
  group: string[];
  /** The method's name inside its group, e.g. `create`. */
  method: string;
  /** `admin.user.create`: unique across the model. */
  qualified: string;
  /** PascalCase stem for per-operation types, e.g. `AdminUserCreate`. Unique. */
  typeName: string;
}

export interface Operation {
  kind: 'operation';
  /** operationId as written, or synthesised (`get_job_resource`) when missing; unique. */
  id: string;
  /** The operationId as written (absent when the document had none). */
  originalId?: string;
  method: HttpMethod;
  /** The path as written under `paths`, without basePath: `/job/{jobid}`. */
  path: string;
  pointer: string;
  name: OperationName;
  tags: string[];
  summary?: string;
  description?: string;
  deprecated: boolean;
  /** `x-sunset` as written (a date, `2026-01-31`): when a deprecated operation may be removed. */
  sunset?: string;
  access: AccessLevel;
  /** True when the Session + Token headers must be sent (false for `security: []`). */
  auth: boolean;
  /** Known permissions beyond the access level, e.g. `['add-job']` for POST /job. */
  permissions: string[];
  /** Sorted by location (path, query, header, cookie) then name. Excludes the X-Fields mask. */
  parameters: Parameter[];
  /** The Flask-RESTX `X-Fields` header, kept apart: an optional field mask. */
  fieldMask?: { header: string; pointer: string };
  body?: RequestBody;
  /** Sorted by status. */
  responses: Response[];
  result: OperationResult;
  /** Reads returning a list that can be paged, and how (from their query parameters). */
  paging?: Paging;
  /** Reads returning one object with a state-like enum: poll until a terminal value. */
  polling?: Polling;
  /**
   * Writes: the reads (operation ids, sorted) whose data this one changes, derived from
   * the paths or configured; `bound` lists path parameters shared with the read.
   */
  invalidates?: Invalidation[];
}

/** How a list read pages: the query parameters that move through the list. */
export type Paging =
  | { kind: 'offset'; offset: string; limit: string }
  | { kind: 'page'; page: string; size?: string }
  | { kind: 'since'; since: string; field: string };

export interface Polling {
  /** The result's property holding the state (`state`, `status`). */
  field: string;
  /** Values at which the state no longer changes: polling stops. */
  terminal: string[];
  /** Why these values: derived from the enum, or configured. */
  source: 'derived' | 'config';
}

export interface Invalidation {
  /** The read's operation id. */
  operation: string;
  /** Path parameters the write and the read share: only the read for those values is invalidated. */
  bound: string[];
}

// ---------------------------------------------------------------------------
// Envelope, auth, model
// ---------------------------------------------------------------------------

/** The envelope the service adds at run time: `{ status, result }`. Modelled once. */
export interface EnvelopeModel {
  kind: 'envelope';
  statusField: 'status';
  resultField: 'result';
  successValue: 'success';
  errorValue: 'error';
  /** On error `result` carries the message: a string, or a list holding one. */
  errorMessage: 'string-or-list';
}

export interface AuthModel {
  kind: 'auth';
  /** Header names from the security definitions (`Session`, `Token` when synthesised). */
  sessionHeader: string;
  tokenHeader: string;
  /** Operation ids of the exchange; absent when the document lacks them (then synthesised). */
  loginStart?: string; // GET /auth
  loginFinish?: string; // POST /auth
  logout?: string; // DELETE /auth
  /** Path of the auth resource, relative to basePath (`/auth`). */
  path: string;
  /** True when the /auth operations were not documented and come from the known facts. */
  synthesised: boolean;
  pointer: string;
}

export interface ApiModel {
  kind: 'api';
  format: DocumentFormat;
  /** `2.0`, `3.0.3`, `3.1.0` as written. */
  formatVersion: string;
  title: string;
  description?: string;
  /** `info.version`. */
  version: string;
  /** sha256 (hex) of the canonical document (keys sorted): the banner and lock use it. */
  sha256: string;
  /** `/api`: Swagger 2.0 basePath, or the path of the first OAS 3 server URL. */
  basePath: string;
  envelope: EnvelopeModel;
  auth: AuthModel;
  /** Sorted by name. */
  schemas: NamedSchema[];
  /** Sorted by path, then method. */
  operations: Operation[];
  /** Every guess and problem, sorted by pointer then code. */
  diagnostics: Diagnostic[];
  /**
   * The document-wide `security` requirements, each as its scheme names joined by `+`
   * (`Session+Token`), sorted; absent when the document has none. Used by the diff only:
   * clients read each operation's `auth`.
   */
  security?: string[];
  /** OAS 3.1 webhook names, sorted (the client ignores webhooks; the diff reports them). */
  webhooks?: string[];
}

// ---------------------------------------------------------------------------
// Options that change the model (from the config file or flags)
// ---------------------------------------------------------------------------

/** Keys are an operationId or `METHOD /path` (path as written under `paths`). */
export interface NormaliseOptions {
  /** Force the result shape of operations. */
  envelope?: Record<string, ResultKind>;
  /** Force the access level of operations (or of path prefixes ending in `/*`). */
  access?: Record<string, AccessLevel>;
  /** Force the client name of operations, e.g. `{"get_job_list": "job.list"}`. */
  names?: Record<string, string>;
  /**
   * Move Flask-RESTX query-parser arguments of POST/PUT/PATCH into a JSON body. Default:
   * only in documents that look like the job service (Session/Token headers or `/auth`).
   */
  queryParserAsBody?: boolean;
  /**
   * Read a schema without `type` as an object when it has `properties` or
   * `additionalProperties`, as an array when it has `items` (default `true`: what OpenAPI
   * authors mean). `false`: no type is inferred, every keyword applies as JSON Schema says.
   */
  inferTypes?: boolean;
  /**
   * Flask-RESTX habits. `optionalMeansNullable`: the optional properties of every named
   * schema a response reaches may be `null` (marshalling writes null for unset fields).
   * Default: on for documents that look like Flask-RESTX (normalise/flask-restx/detect.ts).
   */
  flaskRestx?: { optionalMeansNullable?: boolean };
  /** The query target's overrides, keyed by operationId or `METHOD /path` (values too). */
  query?: {
    /** Per write: the reads it invalidates, replacing the derived list. */
    invalidates?: Record<string, string[]>;
    /** Per read: the state values that end polling, replacing the derived ones (`[]`: never poll). */
    terminal?: Record<string, string[]>;
  };
}

// ---------------------------------------------------------------------------
// Emitted files (what emitters return and the writer writes)
// ---------------------------------------------------------------------------

export interface GeneratedFile {
  /** Relative to the output directory, `/`-separated, e.g. `client.ts`, `mocks/handlers.ts`. */
  path: string;
  contents: string;
  /**
   * The same text in pieces, for large files (k8s' types.ts is 6.5 MB): the writer and the
   * lock's hashes read the pieces, so no file-sized string (or buffer) is ever built.
   * `contents` is then their concatenation, joined when first read (see fileFromParts).
   */
  parts?: readonly string[];
}
