/**
 * Objects: properties (sorted), required flags, additionalProperties, the Flask-RESTX
 * wildcard property `*`. An object with no named properties is a record when its other
 * keys have a schema, and unknown (`objectOnly`) when it is a bare `{"type": "object"}`.
 */
import type { ObjectSchema, Property, RecordSchema, Schema, SchemaMeta } from '../../ir/types.js';
import { pointerOf, report, type Context } from '../context.js';
import { isRecord, numberAt, sortedKeys, stringsAt, type Json } from '../json.js';
import { child, escapeToken } from '../../json/pointer.js';
import { compareStrings } from '../../ir/sort.js';
import { convertSchema } from './convert.js';
import { readDiscriminator } from './discriminator.js';

export function convertObject(ctx: Context, node: Json, meta: SchemaMeta): Schema {
  const properties = isRecord(node.properties) ? node.properties : {};
  const names = sortedKeys(properties).filter((name) => name !== '*');
  const extra = additionalOf(ctx, node, properties, meta.pointer);
  if (
    names.length === 0 &&
    stringsAt(node, 'required').length === 0 &&
    node.discriminator === undefined
  ) {
    if (typeof extra === 'object')
      return withCounts<RecordSchema>({ kind: 'record', ...meta, values: extra }, node);
    const counted = node.minProperties !== undefined || node.maxProperties !== undefined;
    if (extra === true && !counted) return { kind: 'unknown', ...meta, objectOnly: true };
  }
  // Fields after the spread assigned, not in the literal (see scalar.ts convertNumber).
  const out = { kind: 'object', ...meta } as ObjectSchema;
  out.properties = propertiesOf(ctx, node, properties, names, meta.pointer);
  out.additionalProperties = extra;
  const discriminator = readDiscriminator(ctx, node, meta.pointer);
  if (discriminator !== undefined) out.discriminator = discriminator;
  return withCounts(out, node);
}

function propertiesOf(
  ctx: Context,
  node: Json,
  properties: Json,
  names: string[],
  pointer: string,
): Property[] {
  const required = new Set(stringsAt(node, 'required'));
  // Form fields built by the Swagger 2.0 upgrade point at their parameters.
  const moved = ctx.origin.has(node);
  const defined: Property[] = [];
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    // By hand, not child(): one pointer per property of every object (see operations/media.ts).
    const at = `${pointer}/properties/${escapeToken(name)}`;
    const schema = convertSchema(
      ctx,
      properties[name],
      moved ? pointerOf(ctx, properties[name], at) : at,
    );
    defined.push({ name, required: required.has(name), schema });
  }
  const undefinedOnes = undefinedRequired(ctx, required, properties, pointer);
  // `names` are sorted already: sort again only to merge required names without a property.
  if (undefinedOnes.length === 0) return defined;
  return [...defined, ...undefinedOnes].sort((a, b) => compareStrings(a.name, b.name));
}

/**
 * Required names that `properties` does not define. JSON Schema: they must be present, with
 * any value. Documents of the job service list renamed fields there (`owner_id` for `owner`),
 * so where `properties` defines others and types are inferred (the default), such a name is
 * ignored with a diagnostic; without properties, or with `inferTypes: false`, it applies.
 */
function undefinedRequired(
  ctx: Context,
  required: Set<string>,
  properties: Json,
  pointer: string,
): Property[] {
  if (required.size === 0 || allDefined(required, properties)) return [];
  const missing = [...required]
    .filter((name) => name !== '*' && !Object.prototype.hasOwnProperty.call(properties, name))
    .sort(compareStrings);
  const at = child(pointer, 'required');
  const ignore = ctx.options.inferTypes !== false && Object.keys(properties).length > 0;
  for (const name of missing) {
    const message = ignore
      ? `Required property "${name}" is not defined; ignored.`
      : `Required property "${name}" is not defined: it must be present, with any value.`;
    const hint = ignore ? 'With "schemas": { "inferTypes": false } it must be present.' : undefined;
    report(ctx, 'required-property-missing', 'info', at, message, hint);
  }
  if (ignore) return [];
  return missing.map((name) => ({
    name,
    required: true,
    schema: { kind: 'unknown', pointer: at, nullable: false, objectOnly: false },
  }));
}

/** Whether every required name but `*` has a property (the usual case: nothing to report). */
function allDefined(required: Set<string>, properties: Json): boolean {
  let all = true;
  required.forEach((name) => {
    if (name !== '*' && !Object.prototype.hasOwnProperty.call(properties, name)) all = false;
  });
  return all;
}

/** `additionalProperties`, or the `*` wildcard property, or 3.1 `patternProperties` (all patterns merged). */
function additionalOf(
  ctx: Context,
  node: Json,
  properties: Json,
  pointer: string,
): boolean | Schema {
  if (Object.prototype.hasOwnProperty.call(properties, '*'))
    return wildcardValues(ctx, properties['*'], pointer);
  const additional = node.additionalProperties;
  if (typeof additional === 'boolean') return additional;
  if (isRecord(additional))
    return convertSchema(ctx, additional, child(pointer, 'additionalProperties'));
  return patternValues(ctx, node, pointer) ?? true;
}

/**
 * The `*` property: the type of all other keys. Flask-RESTX 1.3.0's `fields.Wildcard` renders
 * itself as the whole map (`{"type": "object", "additionalProperties": <value>}`,
 * fields.py `Wildcard.schema`) while the server sends each key with one value, and an empty
 * map as `{"*": null}` (docs/flask-restx.md): that shape's `additionalProperties` is the
 * value, null allowed.
 */
function wildcardValues(ctx: Context, star: unknown, pointer: string): Schema {
  const at = child(pointer, 'properties', '*');
  const rendered = isRecord(star) && isWildcardRendering(star);
  const message = rendered
    ? 'The `*` property is a Flask-RESTX Wildcard: its additionalProperties are the type of all other keys (null allowed: an empty map is sent as {"*": null}).'
    : 'The `*` property is read as the type of all other keys.';
  report(ctx, 'wildcard-property', 'info', at, message);
  if (!rendered) return convertSchema(ctx, star, at);
  const values = convertSchema(ctx, star.additionalProperties, child(at, 'additionalProperties'));
  return { ...values, nullable: true };
}

function isWildcardRendering(star: Json): star is Json & { additionalProperties: Json } {
  return (
    star.type === 'object' && isRecord(star.additionalProperties) && !isRecord(star.properties)
  );
}

function patternValues(ctx: Context, node: Json, pointer: string): Schema | undefined {
  if (!isRecord(node.patternProperties)) return undefined;
  const patterns = sortedKeys(node.patternProperties);
  if (patterns.length === 0) return undefined;
  report(
    ctx,
    'pattern-properties',
    'info',
    child(pointer, 'patternProperties'),
    'Key patterns are not kept: their value types apply to all other keys.',
  );
  const variants = patterns.map((key) =>
    convertSchema(
      ctx,
      (node.patternProperties as Json)[key],
      child(pointer, 'patternProperties', key),
    ),
  );
  const first = variants[0] as Schema;
  return variants.length === 1
    ? first
    : {
        kind: 'union',
        pointer: child(pointer, 'patternProperties'),
        nullable: false,
        mode: 'anyOf',
        variants,
      };
}

function withCounts<T extends { minProperties?: number; maxProperties?: number }>(
  out: T,
  node: Json,
): T {
  const min = numberAt(node, 'minProperties');
  const max = numberAt(node, 'maxProperties');
  if (min !== undefined) out.minProperties = min;
  if (max !== undefined) out.maxProperties = max;
  return out;
}
