/**
 * Flask-RESTX marshalling writes `null` for every field of a model that has no value
 * (`marshal()`, unless `skip_none=True`), and the document never says so. So in a
 * Flask-RESTX document (or where `flaskRestx.optionalMeansNullable` says so) every
 * property that is not required, of every named schema a response reaches, may be null.
 *
 * Shared schemas: a named schema that both a request and a response use is made nullable
 * as a whole, so its request type accepts `null` for those properties too. The model has
 * one schema per name (an `<Name>Input` variant differs only by readOnly/writeOnly); the
 * alternative, leaving shared schemas alone, would make every response that carries a
 * marshalled null fail validation. Accepting null in a request the server then refuses
 * is the smaller harm, and the diagnostic says which models are shared (docs/flask-restx.md).
 */
import type { NamedSchema, Operation, Property, Schema } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { looksLikeFlaskRestx } from './detect.js';

export function optionalMeansNullable(
  ctx: Context,
  schemas: NamedSchema[],
  operations: Operation[],
): { schemas: NamedSchema[]; operations: Operation[] } {
  const setting = ctx.options.flaskRestx?.optionalMeansNullable;
  if (!(setting ?? looksLikeFlaskRestx(ctx.source))) return { schemas, operations };
  return {
    schemas: namedSchemas(ctx, schemas, operations),
    operations: operations.map(inlineResponses),
  };
}

/**
 * Inline objects of responses too (a `$ref` replaced by the same schema inline must read the
 * same); no diagnostic for them: the models they came from are named in the document.
 */
function inlineResponses(op: Operation): Operation {
  const count = { n: 0 };
  const item = nullableOptionals(op.result.item, count);
  const responses = op.responses.map((r) => ({
    ...r,
    contents: r.contents.map((c) => ({ ...c, schema: nullableOptionals(c.schema, count) })),
  }));
  return count.n === 0 ? op : { ...op, responses, result: { ...op.result, item } };
}

function namedSchemas(
  ctx: Context,
  schemas: NamedSchema[],
  operations: Operation[],
): NamedSchema[] {
  const byName = new Map(schemas.map((s) => [s.name, s]));
  const responses = reachable(responseRoots(operations), byName);
  const requests = reachable(requestRoots(operations), byName);
  return schemas.map((named) => {
    if (!responses.has(named.name)) return named;
    const count = { n: 0 };
    const schema = nullableOptionals(named.schema, count);
    if (count.n === 0) return named;
    const shared = requests.has(named.name)
      ? ' (also sent in requests: null is accepted there too)'
      : '';
    report(
      ctx,
      'optional-means-nullable',
      'info',
      named.pointer,
      `Flask-RESTX marshals null for fields without a value: the ${count.n} optional properties of ${named.name} may be null${shared}.`,
      'Set "flaskRestx": { "optionalMeansNullable": false } where the API marshals with skip_none.',
    );
    return { ...named, schema };
  });
}

function responseRoots(operations: Operation[]): Schema[] {
  return operations.flatMap((op) => [
    op.result.item,
    ...op.responses.flatMap((r) => r.contents.map((c) => c.schema)),
  ]);
}

function requestRoots(operations: Operation[]): Schema[] {
  return operations.flatMap((op) => [
    ...op.parameters.map((p) => p.schema),
    ...(op.body?.contents.map((c) => c.schema) ?? []),
  ]);
}

/** Names of the named schemas the roots reach, through refs, transitively. */
function reachable(roots: Schema[], byName: Map<string, NamedSchema>): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const schema = stack.pop()!;
    for (const name of refsIn(schema)) {
      const named = byName.get(name);
      if (found.has(name) || named === undefined) continue;
      found.add(name);
      stack.push(named.schema);
    }
  }
  return found;
}

function refsIn(schema: Schema, out: string[] = []): string[] {
  if (schema.kind === 'ref') out.push(schema.name);
  for (const child of children(schema)) refsIn(child, out);
  return out;
}

function children(schema: Schema): Schema[] {
  switch (schema.kind) {
    case 'object': {
      const extra = schema.additionalProperties;
      return [
        ...schema.properties.map((p) => p.schema),
        ...(typeof extra === 'object' ? [extra] : []),
      ];
    }
    case 'array':
      return [schema.items];
    case 'record':
      return [schema.values];
    case 'union':
      return schema.variants;
    case 'intersection':
      return schema.members;
    default:
      return [];
  }
}

/** The schema with every optional property of its objects (inline ones too) nullable. */
function nullableOptionals(schema: Schema, count: { n: number }): Schema {
  switch (schema.kind) {
    case 'object':
      return { ...schema, properties: schema.properties.map((p) => nullableProperty(p, count)) };
    case 'intersection':
      return { ...schema, members: schema.members.map((m) => nullableOptionals(m, count)) };
    case 'array': {
      const items = nullableOptionals(schema.items, count);
      return items === schema.items ? schema : { ...schema, items };
    }
    default:
      return schema;
  }
}

function nullableProperty(property: Property, count: { n: number }): Property {
  const inner = nullableOptionals(property.schema, count);
  const open = inner.kind === 'unknown' && !inner.objectOnly && inner.not === undefined; // admits null already
  if (property.required || inner.nullable || open) return { ...property, schema: inner };
  count.n += 1;
  return { ...property, schema: { ...inner, nullable: true } };
}
