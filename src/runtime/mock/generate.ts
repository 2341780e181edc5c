import type { MockSchema } from './types.js';
import type { Random } from './random.js';
import { realisticString } from './values.js';
import { patternSample } from './pattern.js';

/**
 * Values drawn from schemas: every constraint the engine's checker knows is respected
 * (lengths, ranges, multiples, enums, required keys, item counts), and nested
 * references stop at a fixed depth so recursive schemas stay finite.
 */

export interface GenerateContext {
  random: Random;
  schemas: Record<string, MockSchema>;
  /** The property name the value is for: the hint behind realistic strings. */
  hint: string;
  depth: number;
}

const MAX_DEPTH = 4;

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
    case 'ref': {
      const target = context.schemas[schema.name];
      if (!target || context.depth >= MAX_DEPTH) return schema.nullable ? null : {};
      return generateValue(target, { ...context, depth: context.depth + 1 });
    }
    case 'array':
      return generateArray(schema, context);
    case 'object':
      return generateObject(schema.properties, context);
    case 'record':
      return {
        [`${context.hint || 'key'}1`]: generateValue(schema.values, {
          ...context,
          depth: context.depth + 1,
        }),
      };
    case 'union':
      return schema.variants.length === 0
        ? null
        : generateValue(schema.variants[0] as MockSchema, context);
    case 'intersection':
      return Object.assign({}, ...schema.members.map((member) => generateValue(member, context)));
  }
}

function generateString(
  schema: Extract<MockSchema, { kind: 'string' }>,
  context: GenerateContext,
): string {
  let text = schema.pattern ? patternSample(schema.pattern, context.random) : undefined;
  text ??= realisticString(context.random, schema.format, context.hint);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  while (text.length < min) text += context.random.hex(min - text.length);
  return text.length > max ? text.slice(0, max) : text;
}

function generateNumber(
  schema: Extract<MockSchema, { kind: 'number' }>,
  random: Random,
  hint: string,
): number {
  const step = schema.multipleOf ?? (schema.integer ? 1 : 0.01);
  const low = Math.max(schema.minimum ?? -Infinity, (schema.exclusiveMinimum ?? -Infinity) + step);
  const high = Math.min(schema.maximum ?? Infinity, (schema.exclusiveMaximum ?? Infinity) - step);
  const span = /(count|size|limit|priority|retries|port|id$)/i.test(hint) ? 64 : 1000;
  const from = Number.isFinite(low) ? low : Number.isFinite(high) ? Math.min(1, high) : 1;
  const to = Number.isFinite(high) ? high : from + span;
  const first = Math.ceil(from / step) * step;
  const value = first + random.int(0, Math.max(0, Math.floor((to - first) / step))) * step;
  return schema.integer ? Math.round(value) : Number(value.toFixed(10));
}

function generateArray(
  schema: Extract<MockSchema, { kind: 'array' }>,
  context: GenerateContext,
): unknown[] {
  const min = schema.minItems ?? (context.depth >= MAX_DEPTH ? 0 : 1);
  const max = Math.max(min, Math.min(schema.maxItems ?? 3, min + 2));
  const count = context.depth >= MAX_DEPTH ? min : context.random.int(min, max);
  const items: unknown[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; items.length < count && attempt < count * 5; attempt++) {
    const item = generateValue(schema.items, { ...context, depth: context.depth + 1 });
    const key = JSON.stringify(item);
    if (schema.uniqueItems && seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

function generateObject(
  properties: readonly { name: string; required: boolean; schema: MockSchema }[],
  context: GenerateContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const property of properties) {
    if (!property.required && context.depth >= MAX_DEPTH) continue;
    const value = generateValue(property.schema, {
      ...context,
      hint: property.name,
      depth: context.depth + 1,
    });
    Object.defineProperty(out, property.name, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
