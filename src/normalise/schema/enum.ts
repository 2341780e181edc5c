/**
 * `enum` and `const` (a one-value enum). Values keep document order, may be any JSON value
 * (arrays and objects too) and compare by deep JSON equality; `null` stays a value. Values
 * the declared `type` refuses can never match and are left out. Other keywords beside the
 * enum (`maxLength`, `allOf` …) still apply: the result is then an intersection.
 */
import type { EnumSchema, EnumValue, Schema } from '../../ir/types.js';
import { enumBase } from '../../ir/factories.js';
import { report, type Context } from '../context.js';
import type { Json } from '../json.js';
import { convertSchema, convertTyped } from './convert.js';
import { declaredTypes, hasAssertions, JSON_TYPES, withoutMetaKeywords } from './keywords.js';
import { isNullable, readMeta } from './meta.js';
import { SCALAR_KEYWORDS, scalarKeywordsTest } from './enum-keywords.js';

const declaredBases = new Set(['string', 'number', 'integer', 'boolean']);

/** Keywords an enum has decided (its type, the scalar keywords) or consists of: no intersection for them. */
const DECIDED = ['type', 'format', ...SCALAR_KEYWORDS];
const DECIDED_BESIDE_ENUM = new Set([...DECIDED, 'enum', 'const']);
const DECIDED_BESIDE_CONST = new Set([...DECIDED, 'const']);

export function convertEnum(ctx: Context, node: Json, pointer: string): Schema {
  const isConst = node.const !== undefined;
  const raw = isConst ? [node.const] : (node.enum as unknown[]);
  if (raw.length === 0) {
    report(
      ctx,
      'empty-enum',
      'warning',
      pointer,
      'An empty enum allows no value; read as its plain type.',
    );
    return convertTyped(ctx, withoutEnum(node), pointer);
  }
  const types = knownTypes(node);
  const nullable = isNullable(node);
  const accepts = scalarKeywordsTest(node);
  const values = raw.filter(
    (value): value is EnumValue =>
      isJson(value) &&
      (types === undefined || fitsType(value as EnumValue, types, nullable)) &&
      accepts(value as EnumValue),
  );
  if (values.length < raw.length) {
    report(
      ctx,
      'enum-value-not-of-type',
      'warning',
      pointer,
      'Enum values that the declared type or the keywords beside the enum refuse can never match; left out.',
    );
  }
  const meta = readMeta(ctx, node, pointer, false);
  const out: EnumSchema = {
    kind: 'enum',
    ...meta,
    nullable: meta.nullable || values.includes(null),
    base: baseOf(types ?? [], values),
    values,
  };
  if (isConst) out.isConst = true;
  if (values.length === 0)
    return { kind: 'unknown', ...meta, objectOnly: false, not: nothing(pointer) };
  // With both, `const` is the value list and `enum` another keyword beside it.
  if (!hasAssertions(node, isConst ? DECIDED_BESIDE_CONST : DECIDED_BESIDE_ENUM)) return out;
  const rest = withoutMetaKeywords(isConst ? withoutConst(node) : withoutEnum(node));
  const others = convertSchema(ctx, rest, pointer);
  return { kind: 'intersection', ...meta, members: [{ ...out, pointer }, others] };
}

/**
 * The declared types that filter the values, or undefined when none does: no `type`, or only
 * names that are no JSON type (`type: int`), which the type converter reads as unknown (with a
 * diagnostic) and so must not refuse every value here.
 */
function knownTypes(node: Json): string[] | undefined {
  if (node.type === undefined) return undefined;
  const types = declaredTypes(node);
  const known = types.filter((type) => type === 'integer' || JSON_TYPES.some((t) => t === type));
  return types.length > 0 && known.length === 0 ? undefined : known;
}

function nothing(pointer: string): Schema {
  return { kind: 'unknown', pointer, nullable: false, objectOnly: false };
}

/** A JSON value (finite numbers only, plain arrays and objects all the way down). */
function isJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  return typeof value === 'object' && Object.values(value as object).every(isJson);
}

function fitsType(value: EnumValue, types: string[], nullable: boolean): boolean {
  if (value === null) return nullable || types.length === 0;
  // An index loop, not `some` with a closure: this runs for every enum value.
  for (let i = 0; i < types.length; i++) if (jsonTypeOf(value, types[i] as string)) return true;
  return false;
}

function jsonTypeOf(value: EnumValue, type: string): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}

/** The declared type when every value fits it, else the values' common type. */
function baseOf(types: string[], values: EnumValue[]): EnumSchema['base'] {
  const inferred = enumBase(values);
  const declared = types.length === 1 ? types[0] : undefined;
  if (declared === undefined || !declaredBases.has(declared)) return inferred;
  if (inferred === declared || (declared === 'number' && inferred === 'integer'))
    return declared as EnumSchema['base'];
  return inferred;
}

function withoutEnum(node: Json): Json {
  const { enum: _enum, const: _const, ...rest } = node;
  return rest;
}

function withoutConst(node: Json): Json {
  const { const: _const, ...rest } = node;
  return rest;
}
