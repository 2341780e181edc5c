/** Swagger 2.0 request bodies: the `body` parameter, or the `formData` parameters as one object. */
import { setOwn, textOf, type Json } from '../json.js';
import { paramSchema, type Located } from './operation.js';
import { mediaMap } from './responses.js';

export function jsonBody(body: Located, consumes: string[], origin: Map<object, string>): Json {
  const types = consumes.filter(
    (type) => type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded',
  );
  const out: Json = {
    required: body.node.required === true,
    content: mediaMap(body.node.schema, `${body.pointer}/schema`, types, origin),
  };
  if (typeof body.node.description === 'string') out.description = body.node.description;
  origin.set(out, body.pointer);
  return out;
}

/** Multipart when a file is uploaded or `consumes` says so; else urlencoded. */
export function formBody(
  form: Located[],
  consumes: string[],
  pointer: string,
  origin: Map<object, string>,
): Json {
  const hasFile = form.some((p) => p.node.type === 'file');
  const multipart =
    hasFile ||
    (consumes.includes('multipart/form-data') &&
      !consumes.includes('application/x-www-form-urlencoded'));
  const properties: Json = {};
  for (const p of form)
    setOwn(properties, textOf(p.node.name), withDescription(paramSchema(p, origin), p, origin));
  const required = form.filter((p) => p.node.required === true).map((p) => textOf(p.node.name));
  const schema: Json = { type: 'object', properties, required };
  const type = multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  const out: Json = {
    required: required.length > 0,
    content: mediaMap(schema, pointer, [type], origin),
  };
  origin.set(out, pointer);
  return out;
}

/** A form field's description belongs to its property schema (there is no parameter left to hold it). */
function withDescription(schema: Json, p: Located, origin: Map<object, string>): Json {
  if (typeof p.node.description !== 'string') return schema;
  const out = { ...schema, description: p.node.description };
  origin.set(out, p.pointer);
  return out;
}
