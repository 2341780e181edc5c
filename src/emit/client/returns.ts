import type { NamedSchema, Operation, Property, Schema } from '../../ir/types.js';
import { inView } from '../shared/schema-type.js';
import type { TypeNames } from '../shared/names.js';
import { isTextResult } from '../shared/operation.js';

/**
 * The `@returns` line of a named method: what the result looks like, written out. A hover
 * on `api.job.get` shows `Promise<T.JobGetResult>`, and TypeScript never expands an
 * interface in a hover, so the method's own documentation carries the shape: the type and
 * its first fields (`{ id: number; name: string; state: JobState; … }`).
 */
const MAX_FIELDS = 12;

export interface ReturnsContext {
  names: TypeNames;
  schemas: ReadonlyMap<string, NamedSchema>;
}

export function returnsDoc(op: Operation, ctx: ReturnsContext): string[] {
  const { shape, item, mediaType } = op.result;
  if (shape === 'empty') return [];
  if (item.kind === 'binary')
    return ["@returns the file as a `Blob` (an `ArrayBuffer` with `binaryAs: 'arraybuffer'`)"];
  if (isTextResult(op)) return [`@returns the body as a string (\`${mediaType}\`)`];
  const type = brief(item, ctx);
  const shown = item.kind === 'ref' ? namedSummary(item.name, item, ctx) : summary(item, ctx);
  if (shape === 'list') return [`@returns \`${wrap(type)}[]\`${shown ? `, each ${shown}` : ''}`];
  return [`@returns \`${type}\`${shown && type !== shown.slice(1, -1) ? `: ${shown}` : ''}`];
}

function summary(item: Schema, ctx: ReturnsContext): string {
  const fields = fieldsOf(item, ctx, new Set());
  return fields === undefined ? '' : `\`${objectSummary(fields, ctx)}\``;
}

/**
 * The summary of a named schema's fields, made once per context: several operations
 * return each schema (a resource's get, create and update).
 */
function namedSummary(name: string, item: Schema, ctx: ReturnsContext): string {
  let known = summaries.get(ctx);
  if (known === undefined) summaries.set(ctx, (known = new Map<string, string>()));
  let shown = known.get(name);
  if (shown === undefined) known.set(name, (shown = summary(item, ctx)));
  return shown;
}

const summaries = new WeakMap<ReturnsContext, Map<string, string>>();

/** Required fields first (the ones a reader can count on), each group in model order. */
function objectSummary(fields: readonly Property[], ctx: ReturnsContext): string {
  const ordered = [...fields.filter((p) => p.required), ...fields.filter((p) => !p.required)];
  const listed = ordered.slice(0, MAX_FIELDS).map((property) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(property.name)
      ? property.name
      : JSON.stringify(property.name);
    return `${key}${property.required ? '' : '?'}: ${brief(property.schema, ctx)}`;
  });
  const more = fields.length - listed.length;
  if (more > 0) listed.push(`… ${more} more`);
  return listed.length === 0 ? '{}' : `{ ${listed.join('; ')} }`;
}

/** The properties a response of this schema has (refs and `allOf` members followed). */
function fieldsOf(schema: Schema, ctx: ReturnsContext, seen: Set<string>): Property[] | undefined {
  switch (schema.kind) {
    case 'object':
      return schema.properties.filter((property) => inView(property, 'response'));
    case 'ref': {
      const named = ctx.schemas.get(schema.name);
      if (!named || seen.has(schema.name)) return undefined;
      return fieldsOf(named.schema, ctx, new Set([...seen, schema.name]));
    }
    case 'intersection': {
      const parts = schema.members.map((member) => fieldsOf(member, ctx, seen));
      return parts.every((part) => part === undefined) ? undefined : parts.flatMap((p) => p ?? []);
    }
    default:
      return undefined;
  }
}

/** A short type: names where there are names, `{ … }` for inline objects. */
function brief(schema: Schema, ctx: ReturnsContext): string {
  const type = briefBase(schema, ctx);
  return schema.nullable ? `${type} | null` : type;
}

function briefBase(schema: Schema, ctx: ReturnsContext): string {
  switch (schema.kind) {
    case 'ref':
      return ctx.names.schema(schema.name, 'response');
    case 'enum':
      return ctx.names.enumType(schema) ?? schema.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'array':
      return `${wrap(brief(schema.items, ctx))}[]`;
    case 'object':
      return schema.properties.length === 0 && schema.additionalProperties !== false
        ? '{ [key: string]: unknown }'
        : '{ … }';
    case 'record':
      return `{ [key: string]: ${brief(schema.values, ctx)} }`;
    case 'union':
      return schema.variants.map((variant) => wrap(brief(variant, ctx))).join(' | ');
    case 'intersection':
      return schema.members.map((member) => wrap(brief(member, ctx))).join(' & ');
    case 'binary':
      return 'Blob';
    case 'unknown':
      return schema.objectOnly ? '{ [key: string]: unknown }' : 'unknown';
    default:
      return schema.kind;
  }
}

function wrap(type: string): string {
  return /[|&]/.test(type) ? `(${type})` : type;
}
