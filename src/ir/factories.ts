/**
 * Small builders for IR schema nodes, so that tests (and the diff, mocks, validators)
 * can write hand-built IR without repeating every default. Every builder fills
 * `pointer: '#'` and `nullable: false` and lets the caller override any field.
 * Operations are built in `factories-operation.ts`, the model in `factories-model.ts`
 * (both re-exported here).
 */
import type {
  ArraySchema,
  BinarySchema,
  BooleanSchema,
  EnumSchema,
  EnumValue,
  IntersectionSchema,
  NullSchema,
  NumberSchema,
  ObjectSchema,
  Property,
  RecordSchema,
  RefSchema,
  Schema,
  StringSchema,
  UnionSchema,
  UnknownSchema,
} from './types.js';
import { compareStrings } from './sort.js';

/** Fields a caller may override on a node of type T (everything but `kind`). */
export type Overrides<T> = Partial<Omit<T, 'kind'>>;

const base = { pointer: '#', nullable: false } as const;

export function str(extra: Overrides<StringSchema> = {}): StringSchema {
  return { kind: 'string', ...base, ...extra };
}

export function num(extra: Overrides<NumberSchema> = {}): NumberSchema {
  return { kind: 'number', ...base, integer: false, ...extra };
}

export function int(extra: Overrides<NumberSchema> = {}): NumberSchema {
  return { kind: 'number', ...base, integer: true, ...extra };
}

export function bool(extra: Overrides<BooleanSchema> = {}): BooleanSchema {
  return { kind: 'boolean', ...base, ...extra };
}

/** The enum's `base` is inferred from the values unless given. */
export function enumOf(values: EnumValue[], extra: Overrides<EnumSchema> = {}): EnumSchema {
  return { kind: 'enum', ...base, base: enumBase(values), values, ...extra };
}

/** The `base` of an enum: the common type of its non-null values, else `mixed`. */
export function enumBase(values: readonly EnumValue[]): EnumSchema['base'] {
  // One set filled by an index loop (no intermediate arrays): runs for every enum normalised.
  const types = new Set<string>();
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    types.add(
      typeof v === 'number'
        ? Number.isInteger(v)
          ? 'integer'
          : 'number'
        : typeof v === 'object'
          ? 'mixed'
          : typeof v,
    );
  }
  if (types.size === 2 && types.has('integer') && types.has('number')) return 'number';
  if (types.size !== 1 || types.has('mixed')) return types.size === 0 ? 'string' : 'mixed';
  return [...types][0] as EnumSchema['base'];
}

export function arr(items: Schema, extra: Overrides<ArraySchema> = {}): ArraySchema {
  return { kind: 'array', ...base, items, ...extra };
}

/**
 * An object from a `{name: schema}` map; `required` lists the required names.
 * Properties come out sorted by name, as the normaliser sorts them.
 */
export function obj(
  properties: Record<string, Schema>,
  extra: Overrides<ObjectSchema> & { required?: string[] } = {},
): ObjectSchema {
  const { required = [], ...rest } = extra;
  const props: Property[] = Object.keys(properties)
    .sort(compareStrings)
    .map((name) => ({
      name,
      required: required.includes(name),
      schema: properties[name] as Schema,
    }));
  return { kind: 'object', ...base, properties: props, additionalProperties: true, ...rest };
}

export function record(values: Schema, extra: Overrides<RecordSchema> = {}): RecordSchema {
  return { kind: 'record', ...base, values, ...extra };
}

/** A oneOf union unless `mode` says otherwise. */
export function union(variants: Schema[], extra: Overrides<UnionSchema> = {}): UnionSchema {
  return { kind: 'union', ...base, mode: 'oneOf', variants, ...extra };
}

/** An unmerged allOf (an intersection); members keep their order. */
export function allOf(
  members: Schema[],
  extra: Overrides<IntersectionSchema> = {},
): IntersectionSchema {
  return { kind: 'intersection', ...base, members, ...extra };
}

export function ref(name: string, extra: Overrides<RefSchema> = {}): RefSchema {
  return { kind: 'ref', ...base, name, ...extra };
}

/**
 * `nullOf()` is the `null` schema; `nullOf(schema)` is that schema made nullable
 * (OAS 3.0 `nullable: true`, Swagger 2.0 `x-nullable`).
 */
export function nullOf(): NullSchema;
export function nullOf<T extends Schema>(schema: T): T;
export function nullOf(schema?: Schema): Schema {
  return schema ? { ...schema, nullable: true } : { kind: 'null', ...base };
}

/** Nothing known; `unknown({ objectOnly: true })` is a bare `{"type": "object"}`. */
export function unknown(extra: Overrides<UnknownSchema> = {}): UnknownSchema {
  return { kind: 'unknown', ...base, objectOnly: false, ...extra };
}

export function binary(extra: Overrides<BinarySchema> = {}): BinarySchema {
  return { kind: 'binary', ...base, ...extra };
}

export * from './factories-operation.js';
export * from './factories-model.js';
