/**
 * The checks the generated zod schemas (zod.ts) add where zod's built-ins mean something else
 * than the generated validators: lengths in code points, exact `multipleOf`, the validators'
 * formats, JSON deep equality, ReDoS-limited patterns, `not`, and the keys an object's
 * `additionalProperties` schema judges. Each reuses the validators' own helper, so the two
 * targets cannot drift apart (test/property/validators-vs-ajv.test.ts compares both with ajv).
 * zod reaches it as an argument (`const c = zodChecks(z)` in zod.ts): this file, copied into
 * the output, imports nothing but types from zod, the consumer's peer dependency.
 */
import type { z as Zod } from 'zod';
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

const NUMBER_FORMATS: Record<string, (n: number) => boolean> = {
  int32: isInt32,
  int64: isInt64,
  float: isFloat,
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value's own enumerable properties on an object without a prototype. */
function ownProperties(v: unknown): unknown {
  if (!isRecord(v)) return v;
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(v)) {
    Object.defineProperty(out, key, { value: v[key], enumerable: true, writable: true });
  }
  return out;
}

/** The checks, made with the consumer's zod (`zod.ts` calls it once). */
export function zodChecks(z: typeof Zod) {
  function minLength(n: number) {
    return z.refine<string>((s) => !tooShort(s, n), `must have at least ${n} characters`);
  }

  function maxLength(n: number) {
    return z.refine<string>((s) => !tooLong(s, n), `must have at most ${n} characters`);
  }

  /** `limit`: an unsafe pattern (ReDoS) sees only strings up to it; longer ones fail it. */
  function pattern(re: RegExp, limit?: number) {
    const test = (s: string): boolean =>
      limit === undefined ? re.test(s) : matchesWithin(re, s, limit);
    return z.refine<string>(test, `must match ${re.source}`);
  }

  /** A string format the validators check (the emitter names only those). */
  function format(name: string) {
    const test = Object.hasOwn(STRING_FORMATS, name) ? STRING_FORMATS[name] : undefined;
    return z.refine<string>((s) => test?.(s) ?? true, `must be a ${name}`);
  }

  /** Any JSON integer (zod's `z.int()` also refuses integers beyond 2^53). */
  function integer() {
    return z.refine<number>((n) => Number.isInteger(n), 'must be an integer');
  }

  /** Exact for decimals (`0.3` is a multiple of `0.1`), as the validators are. */
  function multipleOf(m: number) {
    return z.refine<number>((n) => isMultipleOf(n, m), `must be a multiple of ${m}`);
  }

  function numberFormat(name: string) {
    const test = Object.hasOwn(NUMBER_FORMATS, name) ? NUMBER_FORMATS[name] : undefined;
    return z.refine<number>((n) => test?.(n) ?? true, `must be a ${name}`);
  }

  function uniqueItems() {
    const test = (v: unknown): boolean => !Array.isArray(v) || duplicateIndex(v) < 0;
    return z.refine<unknown>(test, 'must have unique items');
  }

  /** enum/const with array or object values: JSON deep equality, types kept apart. */
  function oneOfValues<T>(values: readonly unknown[]) {
    return z.custom<T>((v) => includesEqual(values, v), 'must be one of the enum values');
  }

  function constValue<T>(value: unknown) {
    return z.custom<T>((v) => equal(value, v), 'must be the constant value');
  }

  /** JSON Schema `not`. */
  function not(schema: Zod.ZodType) {
    return z.refine<unknown>((v) => !schema.safeParse(v).success, 'must not match the schema');
  }

  /**
   * An object schema whose checks need the value as it came (zod's object parse hands its
   * checks a copy without the keys it does not declare, and never looks at a `__proto__` key),
   * and which reads only own properties (zod reads a declared key as `value[key]`, which finds
   * `Object.prototype`'s `constructor` or `toString` on a value that lacks them).
   */
  /**
   * Checks of the value as it came, before `schema` parses it: a parse hands later checks its
   * output, from which objects have lost the keys they do not declare.
   */
  function raw<T extends Zod.ZodType>(schema: T, ...checks: Zod.core.$ZodCheck<unknown>[]) {
    return z.pipe(z.unknown().check(...checks), schema);
  }

  function object<T extends Zod.ZodType>(schema: T, ...checks: Zod.core.$ZodCheck<unknown>[]) {
    return z.pipe(z.unknown().check(...checks), z.preprocess(ownProperties, schema));
  }

  /** A nullable bare `type: object`: an object or `null` (as types.ts types it). */
  function objectOrNull() {
    return z.custom<{ [key: string]: unknown } | null>(
      (v) => v === null || isRecord(v),
      'must be an object',
    );
  }

  /** A check of objects only: anything else passes it (the object schema refuses it). */
  function ofObjects(test: (o: Record<string, unknown>) => boolean, message: string) {
    return z.refine<unknown>((v) => !isRecord(v) || test(v), message);
  }

  function minProperties(n: number) {
    return ofObjects((o) => Object.keys(o).length >= n, `must have at least ${n} keys`);
  }

  function maxProperties(n: number) {
    return ofObjects((o) => Object.keys(o).length <= n, `must have at most ${n} keys`);
  }

  /** Required properties whose schema would accept a missing value (`{}`, a `not`). */
  function required(keys: readonly string[]) {
    return ofObjects((o) => keys.every((key) => Object.hasOwn(o, key)), 'misses a property');
  }

  /** The keys outside `known` must match `schema` (`false`: there must be none). */
  function otherKeys(known: readonly string[], schema: Zod.ZodType | false) {
    const test = (o: Record<string, unknown>): boolean =>
      Object.keys(o).every(
        (key) => known.includes(key) || (schema !== false && schema.safeParse(o[key]).success),
      );
    return ofObjects(test, 'has a key its schema refuses');
  }

  /** A declared `__proto__` property, which zod's object parse skips. */
  function protoProperty(schema: Zod.ZodType) {
    const test = (o: Record<string, unknown>): boolean =>
      !Object.hasOwn(o, '__proto__') || schema.safeParse(o['__proto__']).success;
    return ofObjects(test, 'has a __proto__ its schema refuses');
  }

  /** A discriminated base: a value whose tag names a child must also be that child. */
  function dispatch(property: string, children: Readonly<Record<string, () => Zod.ZodType>>) {
    const test = (o: Record<string, unknown>): boolean => {
      const tag = o[property];
      if (typeof tag !== 'string' || !Object.hasOwn(children, tag)) return true;
      return children[tag]?.().safeParse(o).success ?? true;
    };
    return ofObjects(test, `must match the schema its ${property} names`);
  }

  return {
    raw,
    minLength,
    maxLength,
    pattern,
    format,
    integer,
    multipleOf,
    numberFormat,
    uniqueItems,
    oneOfValues,
    constValue,
    not,
    object,
    objectOrNull,
    minProperties,
    maxProperties,
    required,
    otherKeys,
    protoProperty,
    dispatch,
  };
}
