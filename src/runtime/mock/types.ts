/**
 * The data a mock installation runs on. Shipped into the generated output
 * (`<dir>/mocks/engine/`) and compiled into specforge's own `mock` command: no
 * dependencies but the shared wire table. Schemas are the model's own (schema.ts).
 */

import type { MockSchema, MockSchemas } from './schema.js';
import type { ArrayFormat } from '../wire-format.js';
import type { AccessLevel } from '../access.js';

export type MockAccess = AccessLevel;

export type * from './schema.js';

export interface MockParameter {
  name: string;
  location: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: MockSchema;
  /** How an array value is put on the wire (the shared table in runtime/wire-format.ts). */
  arrayFormat: ArrayFormat;
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
  schemas: MockSchemas;
  /**
   * `flask-restx` when the document carries that framework's marks (the `X-Fields` mask
   * header): the installation then answers like one (Flask's HTML 404 page, …).
   */
  framework?: 'flask-restx';
}
