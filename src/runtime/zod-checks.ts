/**
 * The checks the generated zod schemas (zod.ts) add where zod's built-ins mean something else
 * than the generated validators: lengths in code points, exact `multipleOf`, the validators'
 * formats, JSON deep equality, ReDoS-limited patterns, `not`, and the keys an object's
 * `additionalProperties` schema judges. Each reuses the validators' own helper, so the two
 * targets cannot drift apart (test/property/zod-vs-ajv.test.ts compares both with ajv).
 */
import { z } from 'zod';
import {
  isFloat,
  isInt32,
  isInt64,
  isMultipleOf,
  matchesWithin,
  tooLong,
  tooShort,
} from './validate-values.js';
import { duplicateIndex, equal, includesEqual } from './validate-equal.js';
import * as formats from './validate-formats.js';

export function minLength(n: number) {
  return z.refine<string>((s) => !tooShort(s, n), `must have at least ${n} characters`);
}

export function maxLength(n: number) {
  return z.refine<string>((s) => !tooLong(s, n), `must have at most ${n} characters`);
}

/** `limit`: an unsafe pattern (ReDoS) sees only strings up to it; longer ones fail it. */
export function pattern(re: RegExp, limit?: number) {
  const test = (s: string): boolean =>
    limit === undefined ? re.test(s) : matchesWithin(re, s, limit);
  return z.refine<string>(test, `must match ${re.source}`);
}

const STRING_FORMATS: Record<string, (s: string) => boolean> = {
  'date-time': (s) => formats.isDateTime(s, false),
  date: formats.isDate,
  time: formats.isTime,
  email: formats.isEmail,
  uuid: formats.isUuid,
  uri: formats.isUri,
  ipv4: formats.isIpv4,
  ipv6: formats.isIpv6,
  byte: formats.isByte,
  hostname: formats.isHostname,
  decimal: formats.isDecimal,
};

/** A string format the validators check (the emitter names only those). */
export function format(name: string) {
  const test = Object.hasOwn(STRING_FORMATS, name) ? STRING_FORMATS[name] : undefined;
  return z.refine<string>((s) => test?.(s) ?? true, `must be a ${name}`);
}

/** Any JSON integer (zod's `z.int()` also refuses integers beyond 2^53). */
export function integer() {
  return z.refine<number>((n) => Number.isInteger(n), 'must be an integer');
}

/** Exact for decimals (`0.3` is a multiple of `0.1`), as the validators are. */
export function multipleOf(m: number) {
  return z.refine<number>((n) => isMultipleOf(n, m), `must be a multiple of ${m}`);
}

const NUMBER_FORMATS: Record<string, (n: number) => boolean> = {
  int32: isInt32,
  int64: isInt64,
  float: isFloat,
};

export function numberFormat(name: string) {
  const test = Object.hasOwn(NUMBER_FORMATS, name) ? NUMBER_FORMATS[name] : undefined;
  return z.refine<number>((n) => test?.(n) ?? true, `must be a ${name}`);
}

export function uniqueItems() {
  return z.refine<readonly unknown[]>((a) => duplicateIndex(a) < 0, 'must have unique items');
}

export function minProperties(n: number) {
  return z.refine<object>((o) => Object.keys(o).length >= n, `must have at least ${n} keys`);
}

export function maxProperties(n: number) {
  return z.refine<object>((o) => Object.keys(o).length <= n, `must have at most ${n} keys`);
}

/** enum/const with array or object values: JSON deep equality, types kept apart. */
export function oneOfValues<T>(values: readonly unknown[]) {
  return z.custom<T>((v) => includesEqual(values, v), 'must be one of the enum values');
}

export function constValue<T>(value: unknown) {
  return z.custom<T>((v) => equal(value, v), 'must be the constant value');
}

/** JSON Schema `not`. */
export function not(schema: z.ZodType) {
  return z.refine<unknown>((v) => !schema.safeParse(v).success, 'must not match the schema');
}

/** The keys outside `known` must match `schema` (additionalProperties beside properties). */
export function otherKeys(known: readonly string[], schema: z.ZodType) {
  const check = (o: Record<string, unknown>): boolean =>
    Object.keys(o).every((key) => known.includes(key) || schema.safeParse(o[key]).success);
  return z.refine<Record<string, unknown>>(check, 'has a key its schema refuses');
}

/** A discriminated base: a value whose tag names a child must also be that child. */
export function dispatch(property: string, children: Readonly<Record<string, () => z.ZodType>>) {
  const check = (o: Record<string, unknown>): boolean => {
    const tag = o[property];
    if (typeof tag !== 'string' || !Object.hasOwn(children, tag)) return true;
    return children[tag]?.().safeParse(o).success ?? true;
  };
  return z.refine<Record<string, unknown>>(check, `must match the schema its ${property} names`);
}
