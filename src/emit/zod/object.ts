/**
 * Objects and records. The constructor follows `additionalProperties` so that the inferred
 * type is the one types.ts writes: `false` is `z.strictObject`, `true` is `z.object` (other
 * keys pass; a parse drops them), a schema beside properties is `z.looseObject` (typed
 * `[key: string]: unknown` as types.ts does) whose other keys `c.otherKeys` checks. Optional
 * properties are `z.exactOptional` (`key?: T`, as under exactOptionalPropertyTypes).
 */
import type { ObjectSchema, Property, RecordSchema } from '../../ir/types.js';
import type { Doc } from '../shared/doc.js';
import { propertyKey, stringLiteral, type Code } from '../shared/escape.js';
import { arrayLiteral, objectLiteral, type LiteralProperty } from '../shared/literal.js';
import { inView } from '../shared/schema-type.js';
import { call, expr, zodSchema, type ZodExpr } from './schema.js';
import type { ZodContext } from './context.js';

export function objectSchema(schema: ObjectSchema, ctx: ZodContext): ZodExpr {
  const properties = schema.properties.filter((property) => inView(property, ctx.view));
  const extra = schema.additionalProperties;
  const checks = [...sizeChecks(schema), ...dispatchCheck(schema, ctx)];
  if (properties.length === 0) {
    const values =
      extra === false ? 'z.never()' : extra === true ? 'z.unknown()' : zodSchema(extra, ctx);
    return expr('z.record', ['z.string()', values], checks);
  }
  const shape = objectLiteral(
    properties.map((p) => member(p, ctx)),
    true,
  );
  if (extra === false) return expr('z.strictObject', [shape], checks);
  if (extra === true) return expr('z.object', [shape], checks);
  const known = arrayLiteral(properties.map((p) => stringLiteral(p.name)));
  const others = call('c.otherKeys', [known, zodSchema(extra, ctx)]);
  return expr('z.looseObject', [shape], [...checks, others]);
}

function member(property: Property, ctx: ZodContext): LiteralProperty {
  const value = zodSchema(property.schema, ctx);
  return {
    key: propertyKey(property.name),
    value: property.required ? value : call('z.exactOptional', [value]),
  };
}

export function recordSchema(schema: RecordSchema, ctx: ZodContext): ZodExpr {
  return expr('z.record', ['z.string()', zodSchema(schema.values, ctx)], sizeChecks(schema));
}

function sizeChecks(schema: ObjectSchema | RecordSchema): Doc[] {
  const checks: Doc[] = [];
  if (schema.minProperties !== undefined && schema.minProperties > 0)
    checks.push(`c.minProperties(${String(schema.minProperties)})`);
  if (schema.maxProperties !== undefined)
    checks.push(`c.maxProperties(${String(schema.maxProperties)})`);
  return checks;
}

/** A discriminated base: a value whose tag names one of its children is checked as that child. */
function dispatchCheck(schema: ObjectSchema, ctx: ZodContext): Doc[] {
  const discriminator = schema.discriminator;
  if (discriminator === undefined || discriminator.mapping.length === 0) return [];
  const seen = new Set<string>();
  const children: LiteralProperty[] = [];
  for (const { value, schema: child } of discriminator.mapping) {
    if (seen.has(value)) continue;
    seen.add(value);
    children.push({ key: propertyKey(value), value: `() => ${ctx.refName(child)}` as Code });
  }
  return [
    call('c.dispatch', [stringLiteral(discriminator.propertyName), objectLiteral(children, true)]),
  ];
}
