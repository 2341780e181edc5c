// The competitors' schemas, converted mechanically from the reference installation's v2
// Swagger 2.0 models, so that every library checks exactly the same rules: types, `required`,
// enums, `format: date-time`, `x-nullable`, `allOf: [{$ref}]` and free-form objects.
import { readFileSync } from 'node:fs';
import { Type, FormatRegistry } from '@sinclair/typebox';
import { z } from 'zod';
import { INSTALLATION_V2 } from '../lib/env.mjs';

export const document = JSON.parse(readFileSync(INSTALLATION_V2, 'utf8'));
const definitions = document.definitions;

/** The list envelope the service wraps around `GET /job` results (absent from the document). */
export const envelopeOf = (ref) => ({
  type: 'object',
  required: ['status', 'result'],
  properties: {
    status: { type: 'string', enum: ['success', 'error'] },
    result: { type: 'array', items: { $ref: ref } },
  },
});

// RFC 3339 date-time, the rule ajv-formats applies in its default "full" mode, minus leap seconds.
const DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
FormatRegistry.Set('date-time', (value) => DATE_TIME.test(value));

/** Draft-07 JSON Schema for ajv: Swagger's `x-nullable` becomes a type array. */
export function toJsonSchema(schema) {
  const convert = (node) => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== 'object') return node;
    const out = Object.fromEntries(Object.entries(node).filter(([k]) => k !== 'x-nullable').map(([k, v]) => [k, convert(v)]));
    if (node['x-nullable'] && typeof node.type === 'string') out.type = [node.type, 'null'];
    return out;
  };
  return { ...convert(schema), definitions: convert(definitions) };
}

const refName = (ref) => ref.replace('#/definitions/', '');

/** Builds a schema for TypeBox or zod from a Swagger 2.0 schema through one small visitor. */
function build(schema, lib) {
  if (schema.$ref) return build(definitions[refName(schema.$ref)], lib);
  if (schema.allOf?.length === 1) return build(schema.allOf[0], lib);
  const base = buildType(schema, lib);
  return schema['x-nullable'] ? lib.nullable(base) : base;
}

function buildType(schema, lib) {
  if (schema.enum) return lib.enum(schema.enum);
  switch (schema.type) {
    case 'string': return schema.format === 'date-time' ? lib.dateTime() : lib.string();
    case 'integer': return lib.integer();
    case 'number': return lib.number();
    case 'boolean': return lib.boolean();
    case 'array': return lib.array(build(schema.items, lib));
    default: {
      if (!schema.properties) return lib.freeObject();
      const required = new Set(schema.required ?? []);
      const props = Object.entries(schema.properties).map(([name, prop]) => [name, build(prop, lib), required.has(name)]);
      return lib.object(props);
    }
  }
}

const typebox = {
  enum: (values) => Type.Union(values.map((v) => Type.Literal(v))),
  dateTime: () => Type.String({ format: 'date-time' }),
  string: () => Type.String(),
  integer: () => Type.Integer(),
  number: () => Type.Number(),
  boolean: () => Type.Boolean(),
  array: (items) => Type.Array(items),
  freeObject: () => Type.Record(Type.String(), Type.Unknown()),
  nullable: (inner) => Type.Union([inner, Type.Null()]),
  object: (props) => Type.Object(Object.fromEntries(props.map(([n, s, req]) => [n, req ? s : Type.Optional(s)]))),
};

const zod = {
  enum: (values) => z.enum(values),
  dateTime: () => z.iso.datetime({ offset: true }),
  string: () => z.string(),
  integer: () => z.int(),
  number: () => z.number(),
  boolean: () => z.boolean(),
  array: (items) => z.array(items),
  freeObject: () => z.record(z.string(), z.unknown()),
  nullable: (inner) => inner.nullable(),
  object: (props) => z.object(Object.fromEntries(props.map(([n, s, req]) => [n, req ? s : s.optional()]))),
};

export const toTypeBox = (schema) => build(schema, typebox);
export const toZod = (schema) => build(schema, zod);
