import type {
  MockArraySchema,
  MockObjectSchema,
  MockProperty,
  MockRecordSchema,
  MockSchema,
} from './schema.js';
import { deeper, generateValue, SOFT_DEPTH, type GenerateContext } from './generate.js';
import { resolve } from './schema-utils.js';
import { orderTimestamps } from './timestamps.js';

/**
 * Objects, maps and arrays. An object holds its required properties and, above the
 * soft depth, its optional ones (a nullable one in a response sometimes `null`), never more than `maxProperties`, never a `readOnly`
 * property in a request nor a `writeOnly` one in a response; extra keys fill up to
 * `minProperties` where other keys are allowed; an object with properties is never empty,
 * and its lifecycle timestamps keep their order (timestamps.ts). Arrays hold a few items (at least
 * `minItems`), distinct when `uniqueItems` asks. Keys are defined as own properties,
 * so a property named `__proto__` is data, never a prototype.
 */

export function generateObject(
  schema: MockObjectSchema,
  context: GenerateContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const limit = schema.maxProperties ?? Infinity;
  const shown = shownProperties(schema, context);
  const required = shown.filter((property) => property.required).length;
  let optional = Math.max(0, limit - required);
  for (const property of shown) {
    if (!property.required && (context.depth >= SOFT_DEPTH || optional-- <= 0)) continue;
    const value = marshalledNull(property, context)
      ? null
      : generateValue(property.schema, deeper(context, property.name));
    define(out, property.name, value);
  }
  if (required === 0 && limit > 0) atLeastOne(out, shown, context);
  orderTimestamps(out, shown);
  const extra = schema.additionalProperties;
  if (extra !== false && (schema.minProperties ?? 0) > 0)
    fillUp(out, schema.minProperties ?? 0, extra === true ? undefined : extra, context);
  return out;
}

export function generateRecord(
  schema: MockRecordSchema,
  context: GenerateContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const wanted = context.depth >= SOFT_DEPTH ? 0 : 1;
  fillUp(
    out,
    Math.min(Math.max(wanted, schema.minProperties ?? 0), schema.maxProperties ?? Infinity),
    schema.values,
    context,
  );
  return out;
}

export function generateArray(schema: MockArraySchema, context: GenerateContext): unknown[] {
  const deep = context.depth >= SOFT_DEPTH;
  const min = schema.minItems ?? (deep ? 0 : 1);
  const max = Math.max(min, Math.min(schema.maxItems ?? min + 2, min + 2));
  const count = deep ? min : context.random.int(min, max);
  const items: unknown[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; items.length < count && attempt < count * 8; attempt++) {
    const item = generateValue(schema.items, deeper(context));
    const key = JSON.stringify(item);
    if (schema.uniqueItems && seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** The share of nullable optional response properties drawn as `null`. */
const NULL_SHARE = 0.25;

/**
 * Flask-RESTX marshals `null` for every field without a value: an optional property the
 * model says is nullable (`x-nullable`, an overlay, or the model's Flask-RESTX rule) is
 * `null` in about a quarter of the answers, from the seeded stream. Requests never carry
 * one (a server may refuse it); a draw is spent only where null is possible.
 */
function marshalledNull(property: MockProperty, context: GenerateContext): boolean {
  if (property.required || context.direction !== 'response') return false;
  if (property.schema.nullable !== true) return false;
  return context.random.next() < NULL_SHARE;
}

/** The properties drawn in the context's direction, worked out once per schema and direction. */
const shownBySchema = new WeakMap<MockObjectSchema, Partial<Record<string, MockProperty[]>>>();

function shownProperties(schema: MockObjectSchema, context: GenerateContext): MockProperty[] {
  let byDirection = shownBySchema.get(schema);
  if (!byDirection) shownBySchema.set(schema, (byDirection = {}));
  return (byDirection[context.direction] ??= schema.properties.filter((property) =>
    inDirection(property, context),
  ));
}

/** A response never carries `writeOnly` properties, a request never `readOnly` ones. */
function inDirection(property: MockProperty, context: GenerateContext): boolean {
  const flagged = (schema: MockSchema): boolean =>
    context.direction === 'response' ? schema.writeOnly === true : schema.readOnly === true;
  return !flagged(property.schema) && !flagged(resolve(property.schema, context.schemas));
}

/** Adds keys `<hint>1`, `<hint>2` … until the object has `count` keys. */
function fillUp(
  out: Record<string, unknown>,
  count: number,
  values: MockSchema | undefined,
  context: GenerateContext,
): void {
  const stem = context.hint || 'key';
  for (let index = 1; Object.keys(out).length < count; index++) {
    const key = `${stem}${index}`;
    if (Object.prototype.hasOwnProperty.call(out, key)) continue;
    const value = values ? generateValue(values, deeper(context, key)) : context.random.hex(6);
    define(out, key, value);
  }
}

/**
 * An object with properties is never drawn empty: past the soft depth (where optional
 * properties are left out) it still gets its first property whose value is not itself an
 * object or a list (so no recursion starts there), else its first.
 */
function atLeastOne(
  out: Record<string, unknown>,
  shown: readonly MockProperty[],
  context: GenerateContext,
): void {
  if (
    shown.length === 0 ||
    shown.some((property) => Object.prototype.hasOwnProperty.call(out, property.name))
  )
    return;
  const flat = shown.find((property) => isFlat(resolve(property.schema, context.schemas)));
  const property = flat ?? (shown[0] as MockProperty);
  define(out, property.name, generateValue(property.schema, deeper(context, property.name)));
}

function isFlat(schema: MockSchema): boolean {
  return !['object', 'record', 'array', 'union', 'intersection', 'ref'].includes(schema.kind);
}

/**
 * `target[key] = value` as an own data property. Assignment does that for every key but
 * `__proto__` (which would set the prototype), and costs far less than `defineProperty`.
 */
export function define(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key !== '__proto__') {
    target[key] = value;
    return;
  }
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
