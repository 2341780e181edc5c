import type { Schema } from '../../ir/types.js';

/** A short type name for messages: `string`, `integer`, `array`, `object`, `map` … */
export function typeLabel(schema: Schema): string {
  switch (schema.kind) {
    case 'number':
      return schema.integer ? 'integer' : 'number';
    case 'enum':
      return schema.base;
    case 'record':
      return 'map';
    case 'ref':
      return schema.name;
    case 'unknown':
      return schema.objectOnly ? 'object' : 'any';
    default:
      return schema.kind;
  }
}

/** An enum value as shown in messages and used as an identity (so `1` and `'1'` differ). */
export function enumKey(value: unknown): string {
  return JSON.stringify(value);
}
