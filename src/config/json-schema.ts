import { Type, type TSchema } from '@sinclair/typebox';
import { SpecforgeError } from '../errors.js';
import type { JsonSchema } from '../emit/target.js';

/**
 * A target's `options` (plain JSON Schema, the contract of src/emit/target.ts) as a TypeBox
 * schema, so that the config's one checker (check-config.ts) judges a target's section with
 * the same one-line messages as the rest of the file. Reads the draft-07 subset a config
 * section needs; any other keyword is refused when the target loads, not silently ignored.
 */
const ANNOTATIONS = ['description', 'default', 'title', 'examples', 'x-what'] as const;
const KEYWORDS = new Set<string>([
  ...ANNOTATIONS,
  ...['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const'],
  ...['anyOf', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength', 'uniqueItems'],
]);
const CONSTRAINTS = ['pattern', 'minimum', 'maximum', 'minLength', 'maxLength', 'uniqueItems'];

export function fromJsonSchema(schema: JsonSchema, where: string): TSchema {
  const unknown = Object.keys(schema).find((key) => !KEYWORDS.has(key));
  if (unknown !== undefined) {
    throw new SpecforgeError(
      'plugin-invalid',
      `${where}: options schema keyword "${unknown}" is not supported`,
    );
  }
  const extra = pick(schema, [...ANNOTATIONS, ...CONSTRAINTS]);
  if (Array.isArray(schema.enum)) return literals(schema.enum, extra, where);
  if (schema.const !== undefined) return literals([schema.const], extra, where);
  if (Array.isArray(schema.anyOf))
    return Type.Union(
      schema.anyOf.map((member, i) => fromJsonSchema(member as JsonSchema, `${where}.anyOf[${i}]`)),
      extra,
    );
  switch (schema.type) {
    case 'object':
      return objectOf(schema, extra, where);
    case 'array':
      return Type.Array(
        schema.items
          ? fromJsonSchema(schema.items as JsonSchema, `${where}.items`)
          : Type.Unknown(),
        extra,
      );
    case 'string':
      return Type.String(extra);
    case 'number':
      return Type.Number(extra);
    case 'integer':
      return Type.Integer(extra);
    case 'boolean':
      return Type.Boolean(extra);
    case undefined:
      return Type.Unknown(extra);
    default:
      throw new SpecforgeError(
        'plugin-invalid',
        `${where}: options schema type ${JSON.stringify(schema.type)} is not supported`,
      );
  }
}

function objectOf(schema: JsonSchema, extra: object, where: string): TSchema {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(
    ([key, value]) => {
      const converted = fromJsonSchema(value, `${where}.${key}`);
      return [key, required.has(key) ? converted : Type.Optional(converted)] as const;
    },
  );
  const rest = schema.additionalProperties;
  const additionalProperties =
    typeof rest === 'object' && rest !== null
      ? fromJsonSchema(rest as JsonSchema, `${where}.*`)
      : rest !== false;
  return Type.Object(Object.fromEntries(properties), { ...extra, additionalProperties });
}

/** `enum`/`const`: TypeBox literals, whose failures the checker words as "unknown <x-what> …". */
function literals(values: readonly unknown[], extra: object, where: string): TSchema {
  const members = values.map((value) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      return Type.Literal(value);
    throw new SpecforgeError(
      'plugin-invalid',
      `${where}: enum values must be strings, numbers or booleans`,
    );
  });
  return Type.Union(members, extra);
}

function pick(schema: JsonSchema, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.filter((key) => schema[key] !== undefined).map((key) => [key, schema[key]]),
  );
}
