import type { MockNumberSchema, MockStringSchema } from './schema.js';
import type { Random } from './random.js';
import type { GenerateContext } from './generate.js';
import { realisticString } from './values.js';
import { patternAccepts, patternSample } from './pattern.js';

/**
 * Strings and numbers. A string with a `pattern` is sampled from it (within the
 * length bounds); otherwise it is realistic for its format or property name, then
 * padded or cut to the length bounds. A number is a whole multiple of its step
 * (`multipleOf`, 1 for integers) inside its bounds, exclusive ones included.
 */

export function generateString(schema: MockStringSchema, context: GenerateContext): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const decimal = decimalString(schema, context, min, max);
  if (decimal !== undefined) return decimal;
  if (schema.pattern !== undefined) {
    // Never longer than an unsafe pattern's limit: the validators refuse such strings,
    // and testing one could backtrack for minutes.
    const within = Math.min(max, schema.patternLimit ?? Infinity);
    const sample =
      patternSample(schema.pattern, context.random, min, within) ??
      recordedMatch(schema, schema.pattern, min, within);
    if (sample !== undefined) return sample;
    // A plain value, which the validator refuses: sample.ts then falls back or names this.
    const where = [context.named[context.named.length - 1], context.hint].filter(Boolean);
    context.unsampled?.push(
      `${where.join('.') || 'a string'}: no sample for the pattern ${JSON.stringify(schema.pattern)} and no recorded example matches it`,
    );
  }
  const owner = context.named[context.named.length - 1];
  const text = realisticString(context.random, schema.format, context.hint, owner);
  return min === 0 && max === Infinity ? text : withinLength(text, min, max, context);
}

/** Padded with hex or cut to the bounds, counted in code points. */
function withinLength(text: string, min: number, max: number, context: GenerateContext): string {
  while ([...text].length < min) text += context.random.hex(min - [...text].length);
  return [...text].length > max ? [...text].slice(0, max).join('') : text;
}

/**
 * A decimal sent as a string (Flask-RESTX's `fields.Fixed`/`Arbitrary`: `"3.00"`), where the
 * schema says `format: decimal` or its pattern is a decimal's (accepts `12.50`, refuses
 * words): two decimals, as `Fixed` sends them, within the pattern and length bounds.
 */
function decimalString(
  schema: MockStringSchema,
  context: GenerateContext,
  min: number,
  max: number,
): string | undefined {
  const pattern = schema.pattern;
  const decimal =
    schema.format === 'decimal' ||
    (pattern !== undefined &&
      patternAccepts(pattern, '12.50') &&
      !patternAccepts(pattern, 'twelve'));
  if (!decimal) return undefined;
  const whole = context.random.int(0, /(count|size|priority)/i.test(context.hint) ? 64 : 999);
  const text = `${whole}.${String(context.random.int(0, 99)).padStart(2, '0')}`;
  const fits = text.length >= min && text.length <= max;
  return fits && (pattern === undefined || patternAccepts(pattern, text)) ? text : undefined;
}

/** A recorded example (`example`, `x-example`, `examples`, `default`) the pattern accepts. */
function recordedMatch(
  schema: MockStringSchema,
  pattern: string,
  min: number,
  max: number,
): string | undefined {
  const recorded = [schema.example, ...(schema.examples ?? []), schema.default];
  return recorded.find(
    (value): value is string =>
      typeof value === 'string' &&
      [...value].length >= min &&
      [...value].length <= max &&
      patternAccepts(pattern, value),
  );
}

export function generateNumber(schema: MockNumberSchema, random: Random, hint: string): number {
  const step = stepOf(schema);
  const span = SMALL_NUMBER.test(hint) ? 64 : 1000;
  const [low, high] = defaultRange(schema, span);
  let first = Math.ceil(low / step);
  if (schema.exclusiveMinimum !== undefined && first * step <= schema.exclusiveMinimum) first++;
  let last = Math.floor(high / step);
  if (schema.exclusiveMaximum !== undefined && last * step >= schema.exclusiveMaximum) last--;
  // A float range too narrow for a hundredth: its middle.
  if (schema.multipleOf === undefined && !schema.integer && last < first) return (low + high) / 2;
  const multiple = random.int(first, Math.max(first, last));
  return step === 1 ? multiple : Number((multiple * step).toFixed(decimals(step)));
}

/** Property names whose numbers are small (a count, a port, an id). */
const SMALL_NUMBER = /(count|size|limit|priority|retries|port|id$)/i;

/** Integers step by 1 (or by the smallest whole multiple of `multipleOf`); other numbers by `multipleOf` or 0.01. */
function stepOf(schema: MockNumberSchema): number {
  const m =
    schema.multipleOf !== undefined && schema.multipleOf > 0 ? schema.multipleOf : undefined;
  if (!schema.integer) return m ?? 0.01;
  if (m === undefined) return 1;
  for (let factor = 1; factor <= 1000; factor++) {
    const candidate = Number((m * factor).toFixed(decimals(m)));
    if (Number.isInteger(candidate)) return candidate;
  }
  return Math.ceil(m);
}

/** The inclusive bounds to draw from: the schema's, or a realistic span next to them. */
function defaultRange(schema: MockNumberSchema, span: number): [number, number] {
  const low = Math.max(schema.minimum ?? -Infinity, schema.exclusiveMinimum ?? -Infinity);
  const high = Math.min(schema.maximum ?? Infinity, schema.exclusiveMaximum ?? Infinity);
  if (Number.isFinite(low) && Number.isFinite(high)) return [low, high];
  if (Number.isFinite(low)) return [low, low + span];
  if (Number.isFinite(high)) return high > 1 ? [1, Math.min(high, span)] : [high - span, high];
  return [1, span];
}

const decimalsByStep = new Map<number, number>();

/** The decimals of a step (`0.01`: 2, `1e-7`: 7), worked out once per step. */
function decimals(step: number): number {
  let found = decimalsByStep.get(step);
  if (found === undefined) decimalsByStep.set(step, (found = countDecimals(step)));
  return found;
}

function countDecimals(step: number): number {
  const text = String(step);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent)
    return Math.min(20, Number(exponent[1]) + (text.split('e')[0]?.split('.')[1]?.length ?? 0));
  return text.split('.')[1]?.length ?? 0;
}
