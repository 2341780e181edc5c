/**
 * Value helpers of the generated validators: lengths in code points, exact decimal
 * `multipleOf`, numeric formats, lenient numbers and the ReDoS guard of unsafe patterns.
 * Shipped into the generated output as `runtime/validate-values.ts`; no dependencies.
 */
import type { Context, Segment } from './validate-run.js';
import { member } from './validate-members.js';

/** Length in Unicode code points (what JSON Schema counts), not UTF-16 units. */
export function codePoints(s: string): number {
  let count = s.length;
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/** More than `max` code points (the UTF-16 length is an upper bound: count only past it). */
export function tooLong(s: string, max: number): boolean {
  return s.length > max && codePoints(s) > max;
}

/** Fewer than `min` code points (a string has at least half its UTF-16 length of them). */
export function tooShort(s: string, min: number): boolean {
  return s.length < 2 * min && codePoints(s) < min;
}

/**
 * `n` is a multiple of `m`, exactly for decimals (0.3 is a multiple of 0.1, 12.34 of
 * 0.01). The quotient of two doubles read from decimals is within a few units in the
 * last place of the true quotient, so "within 4 ulps of an integer" decides; beyond
 * 2^53 the quotient cannot tell, and the decimal digits are compared exactly.
 */
export function isMultipleOf(n: number, m: number): boolean {
  const quotient = n / m;
  if (!Number.isFinite(quotient)) return false;
  if (Math.abs(quotient) < 9007199254740992) {
    return Math.abs(quotient - Math.round(quotient)) <= 4 * Number.EPSILON * Math.abs(quotient);
  }
  const [a, scaleA] = decimal(n);
  const [b, scaleB] = decimal(m);
  const scale = Math.max(scaleA, scaleB);
  const left = a * 10n ** BigInt(scale - scaleA);
  const right = b * 10n ** BigInt(scale - scaleB);
  return right !== 0n && left % right === 0n;
}

/** A finite number as `digits × 10^-scale`, from its shortest decimal form. */
function decimal(x: number): [bigint, number] {
  const [mantissa = '0', exponentText = '0'] = String(x).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponentText);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? [digits, scale] : [digits * 10n ** BigInt(-scale), 0];
}

/** A 32-bit signed integer. */
export function isInt32(n: number): boolean {
  return n >= -2147483648 && n <= 2147483647;
}

/** A 64-bit signed integer (as far as a double can say). */
export function isInt64(n: number): boolean {
  return n >= -9223372036854775808 && n <= 9223372036854775807;
}

/** Representable as a 32-bit float (range only). */
export function isFloat(n: number): boolean {
  return Math.abs(n) <= 3.4028234663852886e38;
}

const DECIMAL_STRING = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const INTEGER_STRING = /^-?(?:0|[1-9]\d*)$/;

/**
 * Lenient mode: a JSON number sent as a string (`"12.50"`) read as the number, only when
 * that is lossless (`exactly`); else `undefined`.
 */
export function decimalString(v: unknown): number | undefined {
  return typeof v === 'string' && DECIMAL_STRING.test(v) ? exactly(v) : undefined;
}

/** Lenient mode: an integer sent as a string (`"42"`), lossless only (so a safe integer). */
export function integerString(v: unknown): number | undefined {
  return typeof v === 'string' && INTEGER_STRING.test(v) ? exactly(v) : undefined;
}

/**
 * The number a numeric string denotes, when the conversion loses nothing: the shortest
 * decimal that reads back as that double (`String(n)`) has the string's decimal value
 * ("3.00" → 3, "0.1" → 0.1, "1e3" → 1000; not "12345678901234567890", which becomes
 * 12345678901234567000, nor "1e400").
 */
function exactly(s: string): number | undefined {
  const n = Number(s);
  return Number.isFinite(n) && canonical(String(n)) === canonical(s) ? n : undefined;
}

/** A decimal's value as `±digits e exponent`, digits without leading or trailing zeros. */
function canonical(s: string): string {
  const [mantissa = '', exponent = '0'] = s.toLowerCase().split('e');
  const [whole = '', fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = (whole + fraction).replace(/^0+/, '');
  const significant = digits.replace(/0+$/, '');
  if (significant === '') return '0';
  const scale = Number(exponent) - fraction.length + (digits.length - significant.length);
  return (mantissa.startsWith('-') ? '-' : '') + significant + 'e' + String(scale);
}

/**
 * An unsafe pattern's test (ReDoS guard, see docs/validators.md): a string longer than
 * `limit` fails without being tested, so no value can make the test backtrack for long.
 */
export function matchesWithin(pattern: RegExp, s: string, limit: number): boolean {
  return s.length <= limit && pattern.test(s);
}

/**
 * A number (finite), or in lenient mode a decimal string read as one (a conversion the
 * converting pass records at `p` + `segment`); else `undefined`.
 */
export function numberOf(v: unknown, c: Context, p: string, segment?: Segment): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  return c.relax ? converted(decimalString(v), c, p, segment) : undefined;
}

/** An integer, or in lenient mode an integer string read as one (recorded as `numberOf` does). */
export function integerOf(
  v: unknown,
  c: Context,
  p: string,
  segment?: Segment,
): number | undefined {
  if (typeof v === 'number') return Number.isInteger(v) ? v : undefined;
  return c.relax ? converted(integerString(v), c, p, segment) : undefined;
}

function converted(n: number | undefined, c: Context, p: string, segment?: Segment) {
  if (n !== undefined && c.fixes !== null)
    c.fixes.push({ path: segment === undefined ? p : member(p, segment), to: n });
  return n;
}
