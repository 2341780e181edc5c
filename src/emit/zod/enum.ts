/**
 * enum and const: scalar values as `z.literal([...])` (zod compares them with `===`, as the
 * validators do); arrays and objects by the validators' JSON deep equality (`c.oneOfValues`),
 * typed with the same literal union types.ts writes.
 */
import type { EnumSchema, EnumValue } from '../../ir/types.js';
import { printDoc } from '../shared/doc.js';
import { jsonLiteral } from '../shared/escape.js';
import { arrayLiteral } from '../shared/literal.js';
import { typeDoc } from '../shared/print-type.js';
import { enumUnion } from '../shared/schema-type.js';
import { expr, type ZodExpr } from './schema.js';

function isScalar(value: EnumValue): value is string | number | boolean | null {
  return value === null || typeof value !== 'object';
}

export function enumSchema(schema: EnumSchema): ZodExpr {
  const values = schema.values;
  const items = values.map((value) => jsonLiteral(value));
  if (values.length === 0) return expr('z.never');
  if (values.every(isScalar)) {
    const only = items[0];
    return values.length === 1 && only !== undefined
      ? expr('z.literal', [only])
      : expr('z.literal', [arrayLiteral(items)]);
  }
  const type = printDoc(typeDoc(enumUnion(schema), 'type-arg'));
  const only = items[0];
  if (values.length === 1 && only !== undefined) return expr(`c.constValue<${type}>`, [only]);
  return expr(`c.oneOfValues<${type}>`, [arrayLiteral(items)]);
}
