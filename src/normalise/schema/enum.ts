/** `enum` and `const` (a one-value enum). Values keep document order; `null` stays a value. */
import type { EnumSchema, EnumValue, Schema } from '../../ir/types.js';
import { enumBase } from '../../ir/factories.js';
import { report, type Context } from '../context.js';
import type { Json } from '../json.js';
import { convertTyped, typesOf } from './convert.js';
import { readMeta } from './meta.js';

const declaredBases = new Set(['string', 'number', 'integer', 'boolean']);

export function convertEnum(ctx: Context, node: Json, pointer: string): Schema {
  const isConst = node.const !== undefined;
  const raw = isConst ? [node.const] : (node.enum as unknown[]);
  const values = raw.filter(isEnumValue);
  if (values.length < raw.length) {
    report(
      ctx,
      'enum-value-not-scalar',
      'warning',
      pointer,
      'Object and array enum values are left out.',
    );
  }
  if (values.length === 0) {
    report(
      ctx,
      'empty-enum',
      'warning',
      pointer,
      'An empty enum allows no value; read as its plain type.',
    );
    return convertTyped(ctx, withoutEnum(node), pointer);
  }
  const meta = readMeta(ctx, node, pointer);
  const out: EnumSchema = {
    kind: 'enum',
    ...meta,
    nullable: meta.nullable || values.includes(null),
    base: baseOf(typesOf(node), values),
    values,
  };
  if (isConst) out.isConst = true;
  return out;
}

function isEnumValue(value: unknown): value is EnumValue {
  return (
    value === null ||
    ['string', 'boolean'].includes(typeof value) ||
    (typeof value === 'number' && Number.isFinite(value))
  );
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
