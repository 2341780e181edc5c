/**
 * Checks of scalar schemas (string, number, boolean, null, enum, unknown, binary),
 * written inline where the value is: no function call on the valid path.
 */
import type { NumberSchema, Schema, StringSchema, UnknownSchema } from '../../ir/types.js';
import { literal } from '../shared/escape.js';
import { at, call, code } from './layout.js';
import { enumCheck } from './enum.js';
import { patternConstant } from './patterns.js';
import type { EmitState } from './state.js';
import { guard, local, typed, type Target } from './target.js';

/** Format name → helper; `lenient` passes the mode (date-time accepts more there). */
const STRING_FORMATS: Record<string, { helper: string; lenient?: true }> = {
  'date-time': { helper: 'isDateTime', lenient: true },
  date: { helper: 'isDate' },
  time: { helper: 'isTime' },
  email: { helper: 'isEmail' },
  uuid: { helper: 'isUuid' },
  uri: { helper: 'isUri' },
  ipv4: { helper: 'isIpv4' },
  ipv6: { helper: 'isIpv6' },
  byte: { helper: 'isByte' },
  hostname: { helper: 'isHostname' },
  // A decimal number as a string (Flask-RESTX `fields.Fixed`, probe's overlay): the type stays `string`.
  decimal: { helper: 'isDecimal' },
};

const NUMBER_FORMATS: Record<string, string> = {
  int32: 'isInt32',
  int64: 'isInt64',
  float: 'isFloat',
};

/** Formats that say nothing to check: a UI hint (`password`, `mask`), every JSON number (`double`). */
const ANNOTATIONS = new Set(['password', 'mask', 'double']);

/** Whether the validators leave a schema's `format` out (a format they do not know). */
export function formatLeftOut(schema: Schema): string | undefined {
  if (schema.kind !== 'string' && schema.kind !== 'number') return undefined;
  const format = schema.format;
  if (format === undefined || ANNOTATIONS.has(format)) return undefined;
  const known = schema.kind === 'string' ? STRING_FORMATS : NUMBER_FORMATS;
  return Object.hasOwn(known, format) ? undefined : format;
}

/** A format's entry (never one `Object.prototype` has: a document may say `format: constructor`). */
function ownEntry<T>(table: Record<string, T>, format: string | undefined): T | undefined {
  return format !== undefined && Object.hasOwn(table, format) ? table[format] : undefined;
}

/** Whether a string's `format` is checked (by a helper: a regular expression or a parser). */
export function checksFormat(schema: StringSchema): boolean {
  return ownEntry(STRING_FORMATS, schema.format) !== undefined;
}

export type LeafSchema = Extract<Schema, { kind: LeafKind }>;
export type LeafKind = 'string' | 'number' | 'boolean' | 'null' | 'enum' | 'unknown' | 'binary';

export function isLeaf(schema: Schema): schema is LeafSchema {
  return ['string', 'number', 'boolean', 'null', 'enum', 'unknown', 'binary'].includes(schema.kind);
}

/**
 * Whether the first check of this schema fails on `undefined` and nothing runs after a
 * failed first check, so a member's presence can be decided by it (`Target.presence`).
 */
export function decidesPresence(schema: Schema): boolean {
  if (schema.not !== undefined) return false;
  if (schema.kind === 'unknown') return schema.objectOnly;
  return ['string', 'number', 'boolean', 'null', 'enum'].includes(schema.kind);
}

/** The statements that check a leaf schema at `t` (nullable and `not` are the caller's). */
export function leafCheck(state: EmitState, schema: LeafSchema, t: Target): string[] {
  switch (schema.kind) {
    case 'string':
      return stringCheck(state, schema, t);
    case 'number':
      return numberCheck(schema, t);
    case 'boolean':
      return typed(t, code(`typeof ${t.value} !== 'boolean'`), 'boolean', []);
    case 'null':
      return typed(t, code(`${t.value} !== null`), 'null', []);
    case 'enum':
      return enumCheck(state, schema, t);
    case 'unknown':
      return unknownCheck(schema, t);
    case 'binary':
      return [];
  }
}

function stringCheck(state: EmitState, schema: StringSchema, t: Target): string[] {
  const inner = { ...t, depth: t.depth + 1 };
  const v = t.value;
  const checks: string[] = [];
  if (schema.minLength !== undefined && schema.minLength > 0) {
    const n = literal(schema.minLength);
    checks.push(...guard(inner, call('h.tooShort', v, n), 'minLength', n));
  }
  if (schema.maxLength !== undefined) {
    const n = literal(schema.maxLength);
    checks.push(...guard(inner, call('h.tooLong', v, n), 'maxLength', n));
  }
  const pattern = schema.pattern === undefined ? undefined : patternConstant(state, schema);
  if (pattern !== undefined) {
    // An unsafe pattern (ReDoS) sees only strings up to its limit; longer ones fail it.
    const test =
      schema.patternLimit === undefined
        ? call(`!${pattern}.test`, v)
        : call('!h.matchesWithin', pattern, v, literal(schema.patternLimit));
    checks.push(...guard(inner, test, 'pattern', code(`${pattern}.source`)));
  }
  const format = ownEntry(STRING_FORMATS, schema.format);
  if (format !== undefined && schema.format !== undefined) {
    const args = format.lenient ? [v, code('c.lenient')] : [v];
    checks.push(
      ...guard(inner, call(`!h.${format.helper}`, ...args), 'format', literal(schema.format)),
    );
  }
  return typed(t, code(`typeof ${v} !== 'string'`), 'string', checks);
}

/** Numbers bind `nK` (a number, or in lenient mode a numeric string read as one). */
function numberCheck(schema: NumberSchema, t: Target): string[] {
  const reader = schema.integer ? 'h.integerOf' : 'h.numberOf';
  const typeName = schema.integer ? 'integer' : 'number';
  const n = local(t.scope, 'n');
  const inner = { ...t, depth: t.depth + 1 };
  const bound = (op: string, limit: number, rule: string): string[] =>
    guard(inner, code(`${n} ${op} ${literal(limit)}`), rule, literal(limit));
  const checks: string[] = [];
  if (schema.minimum !== undefined) checks.push(...bound('<', schema.minimum, 'minimum'));
  if (schema.maximum !== undefined) checks.push(...bound('>', schema.maximum, 'maximum'));
  if (schema.exclusiveMinimum !== undefined) {
    checks.push(...bound('<=', schema.exclusiveMinimum, 'exclusiveMinimum'));
  }
  if (schema.exclusiveMaximum !== undefined) {
    checks.push(...bound('>=', schema.exclusiveMaximum, 'exclusiveMaximum'));
  }
  if (schema.multipleOf !== undefined && schema.multipleOf > 0) {
    const m = literal(schema.multipleOf);
    checks.push(...guard(inner, call('!h.isMultipleOf', n, m), 'multipleOf', m));
  }
  const format = ownEntry(NUMBER_FORMATS, schema.format);
  if (format !== undefined && schema.format !== undefined) {
    checks.push(...guard(inner, call(`!h.${format}`, n), 'format', literal(schema.format)));
  }
  const where = t.key === null ? 'p' : `p, ${t.key}`;
  const read = at(t.depth, `const ${n} = ${reader}(${t.value}, c, ${where});`);
  return [read, ...typed(t, code(`${n} === undefined`), typeName, checks)];
}

function unknownCheck(schema: UnknownSchema, t: Target): string[] {
  if (!schema.objectOnly) return [];
  return typed(t, call('!h.isObject', t.value), 'object', []);
}
