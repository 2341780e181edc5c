/**
 * Swagger 2.0 responses in the 3.x shape: one content per `produces` type when there
 * is a schema; a success response with only non-JSON types produced (a download) gets
 * content without a schema, as its 3.x rendering would.
 */
import { isRecord, refOf, sortedKeys, type Json } from '../json.js';
import { child, resolvePointer } from '../../json/pointer.js';
import type { Swagger2Defaults } from './operation.js';

export function upgradeResponses(
  responses: Json,
  pointer: string,
  produces: string[] | unknown[],
  d: Swagger2Defaults,
): Json {
  const out: Json = {};
  for (const status of sortedKeys(responses)) {
    const raw = responses[status];
    const ref = refOf(raw);
    const node = ref === undefined ? raw : resolvePointer(d.source, ref);
    if (!isRecord(node)) continue;
    const at = ref ?? child(pointer, status);
    const { schema: _schema, ...response } = node;
    if (node.schema !== undefined) {
      response.content = mediaMap(node.schema, child(at, 'schema'), strings(produces), d.origin);
    } else if (status.startsWith('2') && isDownload(strings(produces))) {
      response.content = mediaMap(undefined, at, strings(produces), d.origin);
    }
    d.origin.set(response, at);
    out[status] = response;
  }
  return out;
}

/** No schema, and only non-JSON types produced: the 3.x form is content without a schema. */
function isDownload(produces: string[]): boolean {
  return produces.length > 0 && produces.every((type) => !/json|^\*\/\*$/.test(type));
}

export function mediaMap(
  schema: unknown,
  pointer: string,
  types: string[],
  origin: Map<object, string>,
): Json {
  if (isRecord(schema)) origin.set(schema, pointer);
  const content: Json = {};
  for (const type of types.length > 0 ? types : ['application/json']) {
    const media = { schema };
    origin.set(media, pointer);
    content[type] = media;
  }
  return content;
}

export function strings(list: unknown[]): string[] {
  return list.filter((item): item is string => typeof item === 'string');
}
