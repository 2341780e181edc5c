/**
 * String and number keywords beside an `enum` (`{"type": "string", "enum": […], "maxLength": 3}`)
 * decided once, at normalisation: the values are constants, so a value a keyword refuses can
 * never match and is left out. The enum then stays a plain enum (types, diff and mocks read
 * it as one). Keywords of other kinds are not decided here (the caller intersects them).
 */
import type { EnumValue } from '../../ir/types.js';
import type { Json } from '../json.js';
import { numberAt, stringAt } from '../json.js';

export const SCALAR_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
];

/**
 * Whether the scalar keywords of `node` accept a value (keywords of another type ignore it).
 * Read once per enum, not once per value: Stripe's enums hold thousands of strings.
 */
export function scalarKeywordsTest(node: Json): (value: EnumValue) => boolean {
  const acceptsString = stringTest(node);
  return (value) => {
    if (typeof value === 'string') return acceptsString(value);
    if (typeof value === 'number') return numberAccepts(node, value);
    return true;
  };
}

const SURROGATE = /[\uD800-\uDFFF]/;

function stringTest(node: Json): (value: string) => boolean {
  const min = numberAt(node, 'minLength');
  const max = numberAt(node, 'maxLength');
  const pattern = compiledPattern(node);
  return (value) => {
    if (min !== undefined || max !== undefined) {
      // Code points; `[...value]` (an array per value) only where UTF-16 units differ from them.
      const length = SURROGATE.test(value) ? [...value].length : value.length;
      if ((min !== undefined && length < min) || (max !== undefined && length > max)) return false;
    }
    return pattern === undefined || pattern.test(value);
  };
}

/** The `pattern`, or undefined: none, or one that does not compile (the validator emitter reports it). */
function compiledPattern(node: Json): RegExp | undefined {
  const pattern = stringAt(node, 'pattern');
  if (pattern === undefined) return undefined;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

function numberAccepts(node: Json, value: number): boolean {
  const below = (key: string, inclusive: boolean): boolean => {
    const limit = numberAt(node, key);
    return limit !== undefined && (inclusive ? value < limit : value <= limit);
  };
  const above = (key: string, inclusive: boolean): boolean => {
    const limit = numberAt(node, key);
    return limit !== undefined && (inclusive ? value > limit : value >= limit);
  };
  const exclusiveMin = node.exclusiveMinimum === true ? 'minimum' : 'exclusiveMinimum';
  const exclusiveMax = node.exclusiveMaximum === true ? 'maximum' : 'exclusiveMaximum';
  if (node.exclusiveMinimum !== true && below('minimum', true)) return false;
  if (node.exclusiveMaximum !== true && above('maximum', true)) return false;
  if (below(exclusiveMin, false) || above(exclusiveMax, false)) return false;
  const multipleOf = numberAt(node, 'multipleOf');
  if (multipleOf === undefined || multipleOf <= 0) return true;
  const quotient = value / multipleOf;
  return Math.abs(quotient - Math.round(quotient)) <= 4 * Number.EPSILON * Math.abs(quotient);
}
