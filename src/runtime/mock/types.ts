/**
 * The data a mock installation runs on. Shipped into the generated output
 * (`<dir>/mocks/engine/`) and compiled into specforge's own `mock` command: no
 * dependencies. `MockSchema` is a structural subset of the IR's `Schema`, so IR
 * schemas can be passed as they are and emitters can print them as plain literals.
 */

export type MockAccess = 'none' | 'user' | 'tenant-admin' | 'superadmin';

export type MockEnumValue = string | number | boolean | null;

interface Common {
  nullable?: boolean;
  default?: unknown;
  example?: unknown;
}

export interface MockProperty {
  name: string;
  required: boolean;
  schema: MockSchema;
}

export type MockSchema =
  | (Common & {
      kind: 'string';
      format?: string;
      minLength?: number;
      maxLength?: number;
      pattern?: string;
    })
  | (Common & {
      kind: 'number';
      integer: boolean;
      minimum?: number;
      maximum?: number;
      exclusiveMinimum?: number;
      exclusiveMaximum?: number;
      multipleOf?: number;
    })
  | (Common & { kind: 'boolean' | 'null' | 'binary' })
  | (Common & { kind: 'enum'; values: MockEnumValue[] })
  | (Common & {
      kind: 'array';
      items: MockSchema;
      minItems?: number;
      maxItems?: number;
      uniqueItems?: boolean;
    })
  | (Common & {
      kind: 'object';
      properties: MockProperty[];
      additionalProperties: boolean | MockSchema;
    })
  | (Common & { kind: 'record'; values: MockSchema })
  | (Common & { kind: 'union'; variants: MockSchema[] })
  | (Common & { kind: 'intersection'; members: MockSchema[] })
  | (Common & { kind: 'unknown'; objectOnly: boolean })
  | (Common & { kind: 'ref'; name: string });

export interface MockParameter {
  name: string;
  location: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: MockSchema;
}

/** One documented operation, as the engine needs it. */
export interface MockOperation {
  id: string;
  method: string;
  /** As written under `paths`, without the base path: `/job/{jobid}`. */
  path: string;
  access: MockAccess;
  /** Session + Token required. */
  auth: boolean;
  /** Permissions beyond the access level, e.g. `add-job`. */
  permissions: string[];
  parameters: MockParameter[];
  body?: { required: boolean; json: boolean; schema: MockSchema };
  result: {
    shape: 'list' | 'single' | 'empty' | 'raw';
    item: MockSchema;
    status: number;
    mediaType: string;
  };
  /** Every documented numeric status, ascending. */
  statuses: number[];
}

export interface MockUser {
  /** An e-mail address, as the service uses. */
  username: string;
  password: string;
  access: MockAccess;
  permissions?: string[];
}

/** What both faces (MSW handlers, the standalone server) hand to the engine. */
export interface MockRequest {
  method: string;
  /** Path and query, e.g. `/api/job?limit=2` (a full URL is accepted too). */
  url: string;
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  /** The raw request body, if any. */
  body?: string | undefined;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the generator derives from a document: `<dir>/mocks/data.ts` holds one. */
export interface MockData {
  /** `/api` */
  basePath: string;
  /** The login resource, relative to the base path: `/auth`. */
  authPath: string;
  sessionHeader: string;
  tokenHeader: string;
  operations: MockOperation[];
  schemas: Record<string, MockSchema>;
}
