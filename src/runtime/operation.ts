/**
 * What the generated `operations` table says about each operation: enough for the
 * runtime to build the request and read the response, and for tools to list them.
 * Shipped into the generated output as `runtime/operation.ts`: no dependencies.
 */
import type { ArrayFormat, BodyMedia } from './http.js';
import type { ResultShape } from './envelope.js';
import type { AccessLevel } from './access.js';

export type { AccessLevel };
export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterInfo {
  readonly name: string;
  readonly in: ParameterLocation;
  /** How an array value is written (query parameters). */
  readonly format?: ArrayFormat;
}

/** One operation as the generated `operations` table describes it (middleware sees it too). */
export interface OperationInfo {
  /** operationId (unique). */
  readonly id: string;
  /** The HTTP method, upper case. */
  readonly method: string;
  /** As written under `paths`, without basePath. */
  readonly path: string;
  /** Where the method lives on the client: `job.list`, `admin.user.create`. */
  readonly name: string;
  /** Who may call it: one of `ACCESS_LEVELS` (runtime/access.ts), lowest first. */
  readonly access: AccessLevel;
  /** `list` (the envelope's result), `single` (`result[0]`), `empty`, or `raw` (no envelope). */
  readonly result: ResultShape;
  /** Whether the Session and Token headers are sent. */
  readonly auth: boolean;
  /** Its parameters: wire name, location and (arrays) how they are written. */
  readonly params: readonly ParameterInfo[];
  /** Named methods take a flat `{ name: value, body }` object (else `{ path, query, headers, body }`). */
  readonly flat: boolean;
  /** The request body's media (JSON, form, multipart …), when it takes one. */
  readonly body?: { readonly media: BodyMedia; readonly mediaType: string };
  /** The response is a file (Blob, or ArrayBuffer on request). */
  readonly binary?: boolean;
  /** The response is text (`text/plain`, XML …), resolved as the string sent. */
  readonly text?: boolean;
  /** The X-Fields mask header, when the operation has one. */
  readonly mask?: string;
  /** The document marks it deprecated. */
  readonly deprecated?: boolean;
}

/** `{ path, query, headers, cookies, body }`: what `request()` takes and validators check. */
export interface RequestParts {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  cookies?: Record<string, unknown>;
  body?: unknown;
}

const PART_OF: Record<ParameterLocation, 'path' | 'query' | 'headers' | 'cookies'> = {
  path: 'path',
  query: 'query',
  header: 'headers',
  cookie: 'cookies',
};

/** Splits a named method's flat arguments into request parts, by each parameter's location. */
export function partsOf(op: OperationInfo, args: unknown): RequestParts {
  const given = (args ?? {}) as Record<string, unknown>;
  if (!op.flat) return given as RequestParts;
  const parts: RequestParts = {};
  for (const param of op.params) {
    if (!Object.prototype.hasOwnProperty.call(given, param.name)) continue;
    const part = PART_OF[param.in];
    // A null prototype: a parameter called `__proto__` stays an ordinary key.
    const target = (parts[part] ??= Object.create(null) as Record<string, unknown>);
    target[param.name] = given[param.name];
  }
  if ('body' in given) parts.body = given['body'];
  return parts;
}

export function partKey(location: ParameterLocation): 'path' | 'query' | 'headers' | 'cookies' {
  return PART_OF[location];
}
