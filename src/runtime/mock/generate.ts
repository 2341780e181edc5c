import type { MockSchema, MockSchemas } from './schema.js';
import type { Random } from './random.js';
import { generateNumber, generateString } from './generate-scalar.js';
import { generateArray, generateObject, generateRecord } from './generate-object.js';
import { generateIntersection, generateRef, generateUnion } from './generate-composite.js';

/**
 * Values drawn from the model's schemas, built to satisfy every keyword the model
 * keeps: lengths, ranges, multiples, patterns, formats, enums, required keys and
 * `readOnly`/`writeOnly` by direction, item counts and uniqueness, `oneOf` branches
 * and discriminators. Keywords that cannot be built directly (`not`, an ambiguous
 * `oneOf`) are settled by sample.ts, which checks every value with the generated
 * validators and draws again. Nested references stop at a fixed depth.
 */

export interface GenerateContext {
  random: Random;
  schemas: MockSchemas;
  /** The property name the value is for: the hint behind realistic strings. */
  hint: string;
  depth: number;
  /** A response leaves out `writeOnly` properties, a request `readOnly` ones. */
  direction: 'response' | 'request';
  /** The named schemas being drawn, innermost last (discriminators name their child). */
  named: readonly string[];
  /** What could not be drawn (`Thing.code: no sample for the pattern …`), for the error. */
  unsampled?: string[] | undefined;
}

/** Past this depth optional properties are left out and arrays kept to their minimum. */
export const SOFT_DEPTH = 4;
/** Past this depth a required recursion gives up (the validator then has the last word). */
export const HARD_DEPTH = 12;

export function generateValue(schema: MockSchema, context: GenerateContext): unknown {
  switch (schema.kind) {
    case 'string':
      return generateString(schema, context);
    case 'number':
      return generateNumber(schema, context.random, context.hint);
    case 'boolean':
      return context.random.next() < 0.5;
    case 'enum':
      return schema.values.length === 0 ? null : context.random.pick(schema.values);
    case 'null':
      return null;
    case 'binary':
      return `file contents ${context.random.hex(8)}`;
    case 'unknown':
      return schema.objectOnly ? {} : `${context.hint || 'value'}-${context.random.hex(4)}`;
    case 'ref':
      return generateRef(schema, context);
    case 'array':
      return generateArray(schema, context);
    case 'object':
      return generateObject(schema, context);
    case 'record':
      return generateRecord(schema, context);
    case 'union':
      return generateUnion(schema, context);
    case 'intersection':
      return generateIntersection(schema, context);
  }
}

/**
 * The same context one level down, for the value of property `hint` (inside the named
 * schema `name`, when given). Written out field by field: made for every property drawn,
 * and a spread of the context cost ~5 % of a submit's CPU.
 */
export function deeper(
  context: GenerateContext,
  hint = context.hint,
  named = context.named,
): GenerateContext {
  return {
    random: context.random,
    schemas: context.schemas,
    hint,
    depth: context.depth + 1,
    direction: context.direction,
    named,
    unsampled: context.unsampled,
  };
}
