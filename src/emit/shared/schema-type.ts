import type {
  Discriminator,
  EnumSchema,
  ObjectSchema,
  Property,
  Schema,
} from '../../ir/types.js';
import { jsonLiteral, literal, propertyKey, trusted, type Code } from './escape.js';
import {
  tsArray,
  tsIntersection,
  tsName,
  tsObject,
  tsUnion,
  type TsMember,
  type TsType,
} from './ts-type.js';

/**
 * Schema (IR) → TsType, one small function per kind. `view` decides which side of
 * the wire the type describes: requests omit readOnly properties, responses omit
 * writeOnly ones, and named schemas that differ between the two get two names.
 */
export type View = 'request' | 'response';

export interface TypeContext {
  view: View;
  /** The exported type name of a named schema in this view (an escaped identifier). */
  refName(name: string, view: View): Code;
  /** The exported name of an inline enum (`JobState`), when it has one. */
  enumName?(schema: EnumSchema): Code | undefined;
}

const UNKNOWN = tsName(trusted('unknown'));
// Index signatures rather than Record<>: a schema may be called `Record` and shadow it.
const ANY_OBJECT = tsObject([], UNKNOWN);
const NULL = tsName(trusted('null'));

export function schemaType(schema: Schema, ctx: TypeContext): TsType {
  const type = baseType(schema, ctx);
  // `unknown` admits null already; a bare nullable object (`{ [key: string]: unknown }`) does not.
  const admitsNull = schema.kind === 'unknown' && !schema.objectOnly;
  return schema.nullable && !admitsNull ? tsUnion([type, NULL]) : type;
}

function baseType(schema: Schema, ctx: TypeContext): TsType {
  switch (schema.kind) {
    case 'string':
      return tsName(trusted('string'));
    case 'number':
      return tsName(trusted('number'));
    case 'boolean':
      return tsName(trusted('boolean'));
    case 'enum': {
      const named = ctx.enumName?.(schema);
      return named === undefined ? enumUnion(schema) : tsName(named);
    }
    case 'array':
      return tsArray(schemaType(schema.items, ctx));
    case 'object':
      return objectType(schema, ctx);
    case 'record':
      return tsObject([], schemaType(schema.values, ctx));
    case 'union':
      return unionType(schema.variants, schema.discriminator, ctx);
    case 'intersection':
      return tsIntersection(schema.members.map((member) => schemaType(member, ctx)));
    case 'null':
      return NULL;
    case 'unknown':
      return schema.objectOnly ? ANY_OBJECT : UNKNOWN;
    case 'binary':
      return tsName(trusted(ctx.view === 'request' ? 'Blob | Uint8Array' : 'Blob'));
    case 'ref':
      return tsName(ctx.refName(schema.name, ctx.view));
  }
}

/** The literal union of an enum's values (`'queued' | 'running'`). */
export function enumUnion(schema: EnumSchema): TsType {
  return tsUnion(schema.values.map((value) => tsName(jsonLiteral(value))));
}

/** Whether a property belongs in this view of its object. */
export function inView(property: Property, view: View): boolean {
  return view === 'request'
    ? property.schema.readOnly !== true
    : property.schema.writeOnly !== true;
}

function objectType(schema: ObjectSchema, ctx: TypeContext): TsType {
  const members = schema.properties
    .filter((property) => inView(property, ctx.view))
    .map((property) => memberOf(property, ctx));
  const extra = schema.additionalProperties;
  if (members.length === 0) {
    if (extra === false) return tsObject([], tsName(trusted('never')));
    if (extra === true) return ANY_OBJECT;
    return tsObject([], schemaType(extra, ctx));
  }
  // A typed index signature must admit every property type: with properties, say `unknown`.
  return typeof extra === 'object' ? tsObject(members, UNKNOWN) : tsObject(members);
}

export function memberOf(property: Property, ctx: TypeContext): TsMember {
  return {
    key: propertyKey(property.name),
    optional: !property.required,
    type: schemaType(property.schema, ctx),
    comment: schemaComment(property.schema),
  };
}

/** JSDoc lines for a schema: its description and deprecation. */
export function schemaComment(schema: Schema): string[] {
  const lines: string[] = [];
  if (schema.description) lines.push(schema.description);
  else if (schema.title) lines.push(schema.title);
  if (schema.deprecated) lines.push('@deprecated');
  return lines;
}

/** A union; with a discriminator mapping, each mapped variant carries its tag as a literal. */
function unionType(
  variants: readonly Schema[],
  discriminator: Discriminator | undefined,
  ctx: TypeContext,
): TsType {
  return tsUnion(
    variants.map((variant) => {
      const type = schemaType(variant, ctx);
      if (!discriminator || variant.kind !== 'ref') return type;
      const tags = discriminator.mapping.filter((entry) => entry.schema === variant.name);
      if (tags.length === 0) return type;
      const tag: TsMember = {
        key: propertyKey(discriminator.propertyName),
        optional: false,
        type: tsUnion(tags.map((entry) => tsName(literal(entry.value)))),
        comment: [],
      };
      return tsIntersection([type, tsObject([tag])]);
    }),
  );
}
