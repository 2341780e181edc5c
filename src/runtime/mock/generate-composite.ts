import type { MockDiscriminator, MockSchema, MockUnionSchema } from './schema.js';
import { define } from './generate-object.js';
import { deeper, generateValue, HARD_DEPTH, SOFT_DEPTH, type GenerateContext } from './generate.js';
import { resolve } from './schema-utils.js';

/**
 * References, unions and intersections. A reference to a discriminated base draws
 * one of its children and sets the discriminator to that child's value (and a child
 * drawn on its own names itself in its base's discriminator). A union draws one
 * branch (the mapped child when it has a discriminator). An intersection of objects
 * merges its members' values; one of strings or numbers draws once within every
 * member's bounds.
 */

type Ref = Extract<MockSchema, { kind: 'ref' }>;

export function generateRef(schema: Ref, context: GenerateContext): unknown {
  const target = context.schemas[schema.name];
  if (!target) return {};
  if (context.depth >= HARD_DEPTH || (schema.nullable && context.depth >= SOFT_DEPTH)) {
    return schema.nullable || target.nullable ? null : {};
  }
  const discriminator = target.kind === 'object' ? target.discriminator : undefined;
  const insideChild = discriminator?.mapping.find((entry) => context.named.includes(entry.schema));
  const children = discriminator?.mapping.filter(
    (entry) => entry.schema !== schema.name && context.schemas[entry.schema] !== undefined,
  );
  if (discriminator && !insideChild && children && children.length > 0)
    return generateMapped(discriminator, context.random.pick(children), context);
  const value = generateValue(
    target,
    deeper(context, context.hint, [...context.named, schema.name]),
  );
  if (discriminator && insideChild && isObject(value))
    define(value, discriminator.propertyName, insideChild.value);
  return value;
}

export function generateUnion(schema: MockUnionSchema, context: GenerateContext): unknown {
  const mapped = schema.discriminator?.mapping.filter((entry) => context.schemas[entry.schema]);
  if (schema.discriminator && mapped && mapped.length > 0)
    return generateMapped(schema.discriminator, context.random.pick(mapped), context);
  if (schema.variants.length === 0) return null;
  return generateValue(context.random.pick(branches(schema, context)), context);
}

const LEAVES = new Set(['string', 'number', 'boolean', 'enum', 'null']);

/**
 * Past the soft depth a union takes a branch that ends the recursion when it has one
 * (Stripe's expandable fields, `anyOf: [id, Object]`, nest a dozen levels deep): an
 * object branch there may need required members deeper than the generator goes.
 */
function branches(schema: MockUnionSchema, context: GenerateContext): readonly MockSchema[] {
  if (context.depth < SOFT_DEPTH) return schema.variants;
  const leaves = schema.variants.filter((v) => LEAVES.has(resolve(v, context.schemas).kind));
  return leaves.length > 0 ? leaves : schema.variants;
}

export function generateIntersection(
  schema: Extract<MockSchema, { kind: 'intersection' }>,
  context: GenerateContext,
): unknown {
  const resolved = schema.members.map((member) => resolve(member, context.schemas));
  const kinds = new Set(resolved.map((member) => member.kind));
  if (kinds.size === 1 && (kinds.has('string') || kinds.has('number')))
    return generateValue(mergeBounds(resolved), context);
  const parts = schema.members.map((member) => generateValue(member, context));
  if (!parts.every(isObject)) return parts[0];
  const out: Record<string, unknown> = {};
  for (const part of parts)
    for (const [key, value] of Object.entries(part)) define(out, key, value);
  return out;
}

function generateMapped(
  discriminator: MockDiscriminator,
  entry: { value: string; schema: string },
  context: GenerateContext,
): unknown {
  const value = generateRef({ kind: 'ref', name: entry.schema }, context);
  if (isObject(value)) define(value, discriminator.propertyName, entry.value);
  return value;
}

/** One string or number schema holding every member's bounds (the tightest of each). */
function mergeBounds(members: readonly MockSchema[]): MockSchema {
  const merged: Record<string, unknown> = { ...members[0] };
  const tighter: Partial<Record<string, (a: number, b: number) => number>> = {
    minLength: Math.max,
    maxLength: Math.min,
    minimum: Math.max,
    maximum: Math.min,
    exclusiveMinimum: Math.max,
    exclusiveMaximum: Math.min,
  };
  for (const member of members.slice(1)) {
    for (const [key, value] of Object.entries(member)) {
      const pick = tighter[key];
      const known = merged[key];
      if (key === 'integer') merged[key] = known === true || value === true;
      else merged[key] = pick && typeof known === 'number' ? pick(known, value as number) : value;
    }
  }
  return merged as unknown as MockSchema;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
