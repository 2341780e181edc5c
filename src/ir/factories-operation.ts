/**
 * Builders for operations and their parts (see factories.ts for schema nodes).
 * Defaults describe an authenticated, user-level JSON operation whose result is
 * undocumented; lists given to the builders are sorted as the normaliser sorts them.
 */
import { sortParameters, sortResponses } from './sort.js';
import type {
  HttpMethod,
  MediaContent,
  Operation,
  OperationName,
  OperationResult,
  Parameter,
  ParameterLocation,
  RequestBody,
  Response,
  ResultKind,
  Schema,
} from './types.js';
import type { Overrides } from './factories.js';
import { pointerOf } from '../json/pointer.js';

const unknownSchema: Schema = { kind: 'unknown', pointer: '#', nullable: false, objectOnly: false };

export function param(
  name: string,
  location: ParameterLocation = 'query',
  schema: Schema = { kind: 'string', pointer: '#', nullable: false },
  extra: Overrides<Parameter> = {},
): Parameter {
  const required = location === 'path';
  return {
    kind: 'parameter',
    name,
    location,
    required,
    schema,
    arrayFormat: 'csv',
    pointer: '#',
    ...extra,
  };
}

/** A name from its dotted form: `admin.user.create` → group `['admin','user']`, method `create`. */
export function opName(qualified: string): OperationName {
  const parts = qualified.split('.');
  const method = parts.pop() ?? qualified;
  const typeName = parts
    .concat(method)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
  return { group: parts, method, qualified, typeName };
}

const verbs: Record<string, [collection: string, item: string]> = {
  GET: ['list', 'get'],
  POST: ['create', 'create'],
  PUT: ['update', 'update'],
  PATCH: ['patch', 'patch'],
  DELETE: ['remove', 'remove'],
};

/** A default name from method and path: `GET /job/{jobid}` → `job.get`. */
function defaultName(method: HttpMethod, path: string): OperationName {
  const segments = path.split('/').filter((s) => s !== '');
  const group = segments
    .filter((s) => !s.startsWith('{'))
    .map((s) => s.replace(/[^A-Za-z0-9]/g, '_'));
  const onItem = segments.length > 0 && (segments[segments.length - 1] ?? '').startsWith('{');
  const [collection, item] = verbs[method] ?? [method.toLowerCase(), method.toLowerCase()];
  return opName([...(group.length > 0 ? group : ['root']), onItem ? item : collection].join('.'));
}

export function media(
  schema: Schema,
  mediaType = 'application/json',
  extra: Overrides<MediaContent> = {},
): MediaContent {
  const kind = mediaType.includes('json')
    ? 'json'
    : mediaType.startsWith('multipart/')
      ? 'multipart'
      : 'other';
  return { kind: 'media', mediaType, media: kind, schema, pointer: '#', ...extra };
}

export function body(schema: Schema, extra: Overrides<RequestBody> = {}): RequestBody {
  return {
    kind: 'request-body',
    required: true,
    contents: [media(schema)],
    source: 'document',
    pointer: '#',
    ...extra,
  };
}

/** A response; with a schema it has one `application/json` content. */
export function response(
  status: string,
  schema?: Schema,
  extra: Overrides<Response> = {},
): Response {
  const contents = schema ? [media(schema)] : [];
  return { kind: 'response', status, contents, headers: [], pointer: '#', ...extra };
}

export function result(
  shape: ResultKind,
  item: Schema = unknownSchema,
  extra: Overrides<OperationResult> = {},
): OperationResult {
  const source = shape === 'raw' ? 'not-json' : 'bare-item';
  return {
    kind: 'result',
    shape,
    item,
    status: '200',
    mediaType: 'application/json',
    source,
    reason: 'test',
    ...extra,
  };
}

/** An operation; `name` may be given in its dotted form (`'job.list'`). */
export function operation(
  fields: Omit<Overrides<Operation>, 'name'> & { name?: OperationName | string } = {},
): Operation {
  const method = fields.method ?? 'GET';
  const path = fields.path ?? '/';
  const { name, ...rest } = fields;
  const opname = typeof name === 'string' ? opName(name) : (name ?? defaultName(method, path));
  const op: Operation = {
    kind: 'operation',
    id: opname.qualified.replace(/\./g, '_'),
    method,
    path,
    pointer: pointerOf(['paths', path, method.toLowerCase()]),
    name: opname,
    tags: [],
    deprecated: false,
    access: 'user',
    auth: true,
    permissions: [],
    parameters: [],
    responses: [],
    result: result('single'),
    ...rest,
  };
  return {
    ...op,
    parameters: sortParameters(op.parameters),
    responses: sortResponses(op.responses),
  };
}
