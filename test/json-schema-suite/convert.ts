/**
 * A direct draft-04 → IR converter for the JSON-Schema-Test-Suite (test-only: the
 * normaliser reads OpenAPI documents, whose schemas always say their type; the suite's
 * schemas often do not). JSON Schema applies type-specific keywords only to values of
 * that type, so an untyped `{ "minimum": 1 }` becomes an anyOf of one branch per JSON
 * type, each carrying its own keywords. Features OpenAPI lacks throw `Unsupported`.
 */
import type { EnumValue, NamedSchema, Schema } from '../../src/ir/types.js';

export class Unsupported extends Error {}

type Json = Record<string, unknown>;
const TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string'] as const;

export interface Converted {
  /** The root is `names[0]`; `$ref`s become further named schemas. */
  schemas: NamedSchema[];
}

/** Converts one suite schema; named schemas are called `<prefix>`, `<prefix>R1` … */
export function convertSuiteSchema(root: unknown, prefix: string): Converted {
  const named = new Map<string, string>([['#', prefix]]);
  const schemas: NamedSchema[] = [];
  const register = (pointer: string): string => {
    const known = named.get(pointer);
    if (known !== undefined) return known;
    const name = `${prefix}R${named.size}`;
    named.set(pointer, name);
    schemas.push(namedSchema(name, pointer, convert(resolve(root, pointer), register)));
    return name;
  };
  schemas.unshift(namedSchema(prefix, '#', convert(root, register)));
  return { schemas };
}

function namedSchema(name: string, pointer: string, schema: Schema): NamedSchema {
  return { kind: 'named-schema', name, originalName: name, pointer, schema };
}

function resolve(root: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#')) throw new Unsupported(`remote $ref ${pointer}`);
  const segments = decodeURIComponent(pointer.slice(1)).split('/').slice(1);
  let node = root;
  for (const segment of segments.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (typeof node !== 'object' || node === null) throw new Unsupported(`$ref ${pointer}`);
    node = (node as Json)[segment];
  }
  if (node === undefined) throw new Unsupported(`$ref ${pointer} does not resolve`);
  return node;
}

const meta = { pointer: '#', nullable: false } as const;
const anything: Schema = { kind: 'unknown', ...meta, objectOnly: false };

type Register = (pointer: string) => string;

function convert(node: unknown, register: Register): Schema {
  if (typeof node !== 'object' || node === null) throw new Unsupported('boolean schema');
  const s = node as Json;
  for (const keyword of ['patternProperties', 'dependencies', 'additionalItems', 'id']) {
    if (keyword in s && !(keyword === 'additionalItems' && !Array.isArray(s.items))) {
      throw new Unsupported(keyword);
    }
  }
  if (typeof s.$ref === 'string') return { kind: 'ref', ...meta, name: register(s.$ref) };
  const members: Schema[] = [];
  const typed = typedSchema(s, register);
  if (typed !== undefined) members.push(typed);
  if (Array.isArray(s.enum)) members.push(enumSchema(s.enum));
  if (Array.isArray(s.allOf)) members.push(...s.allOf.map((m) => convert(m, register)));
  for (const mode of ['anyOf', 'oneOf'] as const) {
    const variants = s[mode];
    if (Array.isArray(variants)) {
      members.push({
        kind: 'union',
        ...meta,
        mode,
        variants: variants.map((v) => convert(v, register)),
      });
    }
  }
  const result: Schema =
    members.length === 0
      ? { ...anything }
      : members.length === 1
        ? (members[0] as Schema)
        : { kind: 'intersection', ...meta, members };
  if (s.not !== undefined) result.not = convert(s.not, register);
  return result;
}

function enumSchema(values: unknown[]): Schema {
  if (values.some((v) => typeof v === 'object' && v !== null))
    throw new Unsupported('enum of objects or arrays');
  return { kind: 'enum', ...meta, base: 'mixed', values: values as EnumValue[] };
}

const TYPE_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'multipleOf',
  'minimum',
  'maximum',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
  'minProperties',
  'maxProperties',
];

/** The type keyword with its type-specific keywords; `undefined` when nothing constrains. */
function typedSchema(s: Json, register: Register): Schema | undefined {
  const declared =
    s.type === undefined
      ? undefined
      : Array.isArray(s.type)
        ? (s.type as string[])
        : [s.type as string];
  if (declared === undefined && !TYPE_KEYWORDS.some((k) => s[k] !== undefined)) return undefined;
  const types = TYPES.filter(
    (t) =>
      declared === undefined ||
      declared.includes(t) ||
      (t === 'number' && declared.includes('integer')),
  );
  const branches = types.map((type) => branch(type, s, register, declared));
  return branches.length === 1
    ? branches[0]
    : { kind: 'union', ...meta, mode: 'anyOf', variants: branches };
}

function branch(
  type: (typeof TYPES)[number],
  s: Json,
  register: Register,
  declared?: string[],
): Schema {
  const pick = <K extends string>(keys: readonly K[]): Partial<Record<K, unknown>> =>
    Object.fromEntries(keys.filter((k) => s[k] !== undefined).map((k) => [k, s[k]])) as Partial<
      Record<K, unknown>
    >;
  switch (type) {
    case 'null':
      return { kind: 'null', ...meta };
    case 'boolean':
      return { kind: 'boolean', ...meta };
    case 'string':
      return {
        kind: 'string',
        ...meta,
        ...pick(['minLength', 'maxLength', 'pattern', 'format'] as const),
      } as Schema;
    case 'number': {
      const integer =
        declared !== undefined && declared.includes('integer') && !declared.includes('number');
      return { kind: 'number', ...meta, integer, ...numberLimits(s) };
    }
    case 'array':
      return arraySchema(s, register);
    case 'object':
      return objectSchema(s, register);
  }
}

function numberLimits(s: Json): Record<string, number> {
  const out: Record<string, number> = {};
  if (typeof s.multipleOf === 'number') out.multipleOf = s.multipleOf;
  if (typeof s.minimum === 'number')
    out[s.exclusiveMinimum === true ? 'exclusiveMinimum' : 'minimum'] = s.minimum;
  if (typeof s.maximum === 'number')
    out[s.exclusiveMaximum === true ? 'exclusiveMaximum' : 'maximum'] = s.maximum;
  return out;
}

function arraySchema(s: Json, register: Register): Schema {
  if (Array.isArray(s.items)) throw new Unsupported('tuple items');
  const items = s.items === undefined ? { ...anything } : convert(s.items, register);
  const out: Schema = { kind: 'array', ...meta, items };
  if (typeof s.minItems === 'number') out.minItems = s.minItems;
  if (typeof s.maxItems === 'number') out.maxItems = s.maxItems;
  if (s.uniqueItems === true) out.uniqueItems = true;
  return out;
}

function objectSchema(s: Json, register: Register): Schema {
  const properties = (s.properties ?? {}) as Json;
  const required = (s.required ?? []) as string[];
  const names = [...new Set([...Object.keys(properties), ...required])].sort();
  const extra = s.additionalProperties;
  const out: Schema = {
    kind: 'object',
    ...meta,
    properties: names.map((name) => ({
      name,
      required: required.includes(name),
      schema: Object.hasOwn(properties, name)
        ? convert(properties[name], register)
        : { ...anything },
    })),
    additionalProperties:
      extra === undefined || extra === true
        ? true
        : extra === false
          ? false
          : convert(extra, register),
  };
  if (typeof s.minProperties === 'number') out.minProperties = s.minProperties;
  if (typeof s.maxProperties === 'number') out.maxProperties = s.maxProperties;
  return out;
}
