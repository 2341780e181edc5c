/**
 * Objects and records. The constructor follows `additionalProperties` so that the inferred
 * type is the one types.ts writes: `false` is `z.strictObject`, `true` is `z.object` (other
 * keys pass; a parse drops them), a schema beside properties is `z.looseObject` (typed
 * `[key: string]: unknown` as types.ts does) whose other keys `c.otherKeys` checks. Optional
 * properties are `z.exactOptional` (`key?: T`, as under exactOptionalPropertyTypes).
 *
 * What zod's object parse cannot see is checked on the value as it came, through
 * `c.object(schema, …checks)`: the number of keys, the other keys, a `__proto__` key (zod
 * skips it), a required property whose schema accepts a missing value, the discriminator's
 * dispatch; and a declared key that `Object.prototype` has (`constructor`) is read as an own
 * property only.
 */
import type { ObjectSchema, Property, RecordSchema, Schema } from '../../ir/types.js';
import type { Doc } from '../shared/doc.js';
import { propertyKey, stringLiteral, type Code } from '../shared/escape.js';
import { arrayLiteral, objectLiteral, type LiteralProperty } from '../shared/literal.js';
import { inView } from '../shared/schema-type.js';
import { call, expr, zodSchema, type ZodExpr } from './schema.js';
import { decidesPresence } from './presence.js';
import type { ZodContext } from './context.js';

export function objectSchema(schema: ObjectSchema, ctx: ZodContext): ZodExpr {
  const properties = schema.properties.filter((property) => inView(property, ctx.view));
  const extra = schema.additionalProperties;
  const checks = [...sizeChecks(schema), ...dispatchCheck(schema, ctx)];
  if (properties.length === 0) {
    const values =
      extra === false ? 'z.never()' : extra === true ? 'z.unknown()' : zodSchema(extra, ctx);
    if (extra !== true && !isAnything(extra)) checks.push(call('c.protoProperty', [values]));
    return raw(expr('z.record', ['z.string()', values]), checks, false);
  }
  checks.push(...propertyChecks(properties, ctx));
  const shape = objectLiteral(
    properties.map((p) => member(p, ctx)),
    true,
  );
  if (extra === false) return raw(expr('z.strictObject', [shape]), checks, inherits(properties));
  if (extra === true) return raw(expr('z.object', [shape]), checks, inherits(properties));
  const known = arrayLiteral(properties.map((p) => stringLiteral(p.name)));
  checks.push(call('c.otherKeys', [known, zodSchema(extra, ctx)]));
  return raw(expr('z.looseObject', [shape]), checks, inherits(properties));
}

export function recordSchema(schema: RecordSchema, ctx: ZodContext): ZodExpr {
  const values = zodSchema(schema.values, ctx);
  const checks = sizeChecks(schema);
  if (!isAnything(schema.values)) checks.push(call('c.protoProperty', [values]));
  return raw(expr('z.record', ['z.string()', values]), checks, false);
}

/** `c.object(schema, …checks)` when there is a check of the value as it came or a key to read as own. */
function raw(schema: ZodExpr, checks: Doc[], ownOnly: boolean): ZodExpr {
  if (checks.length === 0 && !ownOnly) return schema;
  return expr('c.object', [call(schema.callee, schema.args), ...checks]);
}

/** `{}`: a `__proto__` key needs no check then. */
function isAnything(schema: Schema | false): boolean {
  return (
    schema !== false && schema.kind === 'unknown' && !schema.objectOnly && schema.not === undefined
  );
}

/** Whether a declared key is one `Object.prototype` has (`constructor`, `toString`, `__proto__`). */
function inherits(properties: readonly Property[]): boolean {
  return properties.some((p) => Object.hasOwn(Object.prototype, p.name));
}

function member(property: Property, ctx: ZodContext): LiteralProperty {
  const value = zodSchema(property.schema, ctx);
  return {
    key: propertyKey(property.name),
    value: property.required ? value : call('z.exactOptional', [value]),
  };
}

/** Presence of required keys zod cannot tell missing, and a declared `__proto__` (zod skips it). */
function propertyChecks(properties: readonly Property[], ctx: ZodContext): Doc[] {
  const checks: Doc[] = [];
  const unsure = properties.filter(
    (p) => p.required && (p.name === '__proto__' || !decidesPresence(p.schema, ctx.named)),
  );
  if (unsure.length > 0)
    checks.push(call('c.required', [arrayLiteral(unsure.map((p) => stringLiteral(p.name)))]));
  const proto = properties.find((p) => p.name === '__proto__');
  if (proto !== undefined) checks.push(call('c.protoProperty', [zodSchema(proto.schema, ctx)]));
  return checks;
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
