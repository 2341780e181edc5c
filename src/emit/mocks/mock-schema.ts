import type { Schema } from '../../ir/types.js';
import type { MockEnumValue, MockSchema } from '../../runtime/mock/types.js';

/**
 * IR schemas reduced to what the mock engine reads: no pointers, titles or
 * descriptions, and no undefined keys, so the generated data module stays small
 * and its literals are stable.
 */
export function toMockSchema(schema: Schema): MockSchema {
  const common = pick({
    nullable: schema.nullable || undefined,
    default: schema.default,
    example: schema.example,
  });
  switch (schema.kind) {
    case 'string': {
      const { format, minLength, maxLength, pattern } = schema;
      return { kind: 'string', ...pick({ format, minLength, maxLength, pattern }), ...common };
    }
    case 'number': {
      const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
      const limits = pick({ minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf });
      return { kind: 'number', integer: schema.integer, ...limits, ...common };
    }
    case 'boolean':
    case 'null':
    case 'binary':
      return { kind: schema.kind, ...common };
    case 'enum':
      return {
        kind: 'enum',
        // Array and object values are left to the model-based mock engine (issue #12 item 4).
        values: schema.values.filter(
          (v): v is MockEnumValue => v === null || typeof v !== 'object',
        ),
        ...common,
      };
    case 'array': {
      const { minItems, maxItems, uniqueItems } = schema;
      return {
        kind: 'array',
        items: toMockSchema(schema.items),
        ...pick({ minItems, maxItems, uniqueItems }),
        ...common,
      };
    }
    case 'object':
      return {
        kind: 'object',
        properties: schema.properties.map((property) => ({
          name: property.name,
          required: property.required,
          schema: toMockSchema(property.schema),
        })),
        additionalProperties:
          typeof schema.additionalProperties === 'boolean'
            ? schema.additionalProperties
            : toMockSchema(schema.additionalProperties),
        ...common,
      };
    case 'record':
      return { kind: 'record', values: toMockSchema(schema.values), ...common };
    case 'union':
      return { kind: 'union', variants: schema.variants.map(toMockSchema), ...common };
    case 'intersection':
      return { kind: 'intersection', members: schema.members.map(toMockSchema), ...common };
    case 'unknown':
      return { kind: 'unknown', objectOnly: schema.objectOnly, ...common };
    case 'ref':
      return { kind: 'ref', name: schema.name, ...common };
  }
}

/** The entries whose value is defined. */
function pick<T extends Record<string, unknown>>(entries: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(entries) as (keyof T)[]) {
    if (entries[key] !== undefined) out[key] = entries[key];
  }
  return out;
}
