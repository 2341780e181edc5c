import type {
  MediaContent,
  MediaKind,
  Operation,
  Parameter,
  ParameterLocation,
} from '../../ir/types.js';
import { trusted } from './escape.js';
import { schemaType, type TypeContext } from './schema-type.js';
import { tsArray, tsName, type TsType } from './ts-type.js';

/**
 * Facts about an operation that the types, the client (and validators/mocks) must
 * agree on: which request content is sent, what a call returns, and whether the
 * flat argument form of named methods is possible.
 */

const MEDIA_PREFERENCE: MediaKind[] = ['json', 'multipart', 'form', 'binary', 'text', 'other'];

/** The request body content the client sends (JSON first when several are offered). */
export function requestContent(op: Operation): MediaContent | undefined {
  const contents = op.body?.contents ?? [];
  // Most operations send nothing or one kind: no preference to apply (asked ~9 times per
  // operation by the emitters).
  if (contents.length < 2) return contents[0];
  for (const kind of MEDIA_PREFERENCE) {
    const found = contents.find((content) => content.media === kind);
    if (found) return found;
  }
  return contents[0];
}

/** What the method resolves to once the envelope is unwrapped (response view). */
export function resultType(op: Operation, ctx: TypeContext): TsType {
  const item = schemaType(op.result.item, ctx);
  switch (op.result.shape) {
    case 'list':
      return tsArray(item);
    case 'single':
    case 'raw':
      return item;
    case 'empty':
      return tsName(trusted('void'));
  }
}

/**
 * Whether the client reads the result as text: a raw result of a non-JSON media type
 * (text/*, XML …) that the model types as a string. Media kinds are the model's own.
 */
export function isTextResult(op: Operation): boolean {
  const { shape, item, status, mediaType } = op.result;
  if (shape !== 'raw' || item.kind !== 'string') return false;
  const success = op.responses.find((response) => response.status === status);
  const media = success?.contents.find((content) => content.mediaType === mediaType)?.media;
  return media !== undefined && media !== 'json';
}

export const LOCATIONS: ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

/** The key of each location in `{ path, query, headers, cookies, body }`. */
export const LOCATION_KEYS: Record<ParameterLocation, string> = {
  path: 'path',
  query: 'query',
  header: 'headers',
  cookie: 'cookies',
};

/**
 * Named methods take one flat object (`{ jobid, state, body }`) when no two
 * parameters share a name and none is called `body`; otherwise the same
 * `{ path, query, headers, body }` form as `request()`.
 */
export function hasFlatArgs(op: Operation): boolean {
  const names = new Set<string>();
  for (let i = 0; i < op.parameters.length; i++) {
    const { name } = op.parameters[i] as Parameter;
    if (name === 'body' || names.has(name)) return false;
    names.add(name);
  }
  return true;
}

export function parametersAt(op: Operation, location: ParameterLocation): Parameter[] {
  return op.parameters.filter((p) => p.location === location);
}

/** Whether the caller must pass anything at all. */
export function argsRequired(op: Operation): boolean {
  return op.parameters.some((p) => p.required) || (op.body?.required ?? false);
}
