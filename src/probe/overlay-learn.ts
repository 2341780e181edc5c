import type { ApiModel, Operation } from '../ir/types.js';
import type { OverlayAction } from '../loader/overlay-read.js';
import { pointerToJsonPath, propertiesOf, resolveRef, schemaAt, valuesAt } from './schema-at.js';
import type { Exchange, Finding, LearnedBody } from './types.js';

/**
 * What the probe learns that the framework's document lost (issue 28), as overlay actions:
 * a number sent as a numeric string becomes a decimal string (type, format and pattern,
 * so client types and validators match the wire), and a null seen in a model makes every
 * optional property of that model nullable — Flask-RESTX's marshalling writes `null` for
 * each field without a value, so the field seen null is only the first one caught.
 */
export const DECIMAL_PATTERN = '^-?\\d+(\\.\\d+)?$';
const DECIMAL = new RegExp(DECIMAL_PATTERN);

/** `type-mismatch` at a number whose every value seen is a numeric string → `type: string, format: decimal`. */
export function decimalAction(
  model: ApiModel,
  operation: Operation,
  finding: Finding,
  exchanges: Exchange[],
): OverlayAction | undefined {
  const schema = schemaAt(model, operation.result.item, finding.pointer as string);
  const resolved = schema && resolveRef(model, schema);
  if (!schema || resolved?.kind !== 'number') return undefined;
  const values = seenAt(exchanges, finding.pointer as string);
  if (values.length === 0 || !values.every((v) => typeof v === 'string' && DECIMAL.test(v)))
    return undefined;
  const declared = resolved.integer ? 'integer' : 'number';
  const update: Record<string, unknown> = {
    type: 'string',
    format: 'decimal',
    pattern: DECIMAL_PATTERN,
  };
  if (typeof resolved.default === 'number') update.default = String(resolved.default);
  return {
    target: pointerToJsonPath(schema.pointer),
    description: `${operation.method} ${operation.path} sent ${finding.pointer} as a numeric string (${values.length} value(s), e.g. ${JSON.stringify(values[0])}), documented ${declared}`,
    update,
  };
}

/** RFC 822 / 1123, as `fields.DateTime(dt_format='rfc822')` writes it: `Tue, 15 Nov 1994 08:12:31 GMT`. */
export const RFC822_PATTERN =
  '^[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} (GMT|[+-]\\d{4})$';
const RFC822 = new RegExp(RFC822_PATTERN);

/** A `date-time` whose every value seen is an RFC 822 date → `format: rfc822` with a pattern that checks it. */
export function dateAction(
  model: ApiModel,
  operation: Operation,
  finding: Finding,
  exchanges: Exchange[],
): OverlayAction | undefined {
  const schema = schemaAt(model, operation.result.item, finding.pointer as string);
  const resolved = schema && resolveRef(model, schema);
  if (!schema || resolved?.kind !== 'string' || resolved.format !== 'date-time') return undefined;
  const values = seenAt(exchanges, finding.pointer as string);
  if (values.length === 0 || !values.every((v) => typeof v === 'string' && RFC822.test(v)))
    return undefined;
  return {
    target: pointerToJsonPath(schema.pointer),
    description: `${operation.method} ${operation.path} sent ${finding.pointer} as RFC 822 dates (${values.length} value(s), e.g. ${JSON.stringify(values[0])}), documented date-time (RFC 3339)`,
    update: { format: 'rfc822', pattern: RFC822_PATTERN },
  };
}

/** A null seen at one property → every optional, not yet nullable property of its model. */
export function nullableModelActions(
  model: ApiModel,
  operation: Operation,
  finding: Finding,
): OverlayAction[] {
  const pointer = finding.pointer as string;
  const cut = pointer.lastIndexOf('/');
  const field = pointer.slice(cut + 1);
  const parent = pointer.slice(0, cut);
  const owner =
    parent === '/result' || parent === '/result/*'
      ? operation.result.item
      : schemaAt(model, operation.result.item, parent);
  if (!owner) return [];
  const spelling = model.format === 'swagger 2.0' ? { 'x-nullable': true } : { nullable: true };
  const named =
    resolveRef(model, owner) !== owner && owner.kind === 'ref' ? owner.name : 'the model';
  return propertiesOf(model, owner)
    .filter(
      (p) =>
        !p.required &&
        !p.schema.nullable &&
        (p.name === field || !resolveRef(model, p.schema).nullable),
    )
    .map((p) => ({
      target: pointerToJsonPath(p.schema.pointer),
      description: `${operation.method} ${operation.path} sent null at ${pointer}: every optional property of ${named} may be null (Flask-RESTX marshals an unset field as null)`,
      update: spelling,
    }));
}

function seenAt(exchanges: Exchange[], pointer: string): unknown[] {
  const values: unknown[] = [];
  for (const exchange of exchanges) {
    if (exchange.status < 200 || exchange.status >= 300) continue;
    for (const value of valuesAt(exchange.body, pointer))
      if (value !== null && value !== undefined) values.push(value);
  }
  return values;
}

/**
 * What a deliberately incomplete body taught (learn-required.ts): `required` (sorted, `[]`
 * too — known to be none) and each listed `enum`, on the body's own schema. Nothing when
 * the loop ended without the server accepting the body or naming a field.
 */
export function requiredAction(model: ApiModel, learned: LearnedBody): OverlayAction | undefined {
  const operation = model.operations.find((op) => op.id === learned.operation);
  const schema = operation?.body?.contents.find((c) => c.media === 'json')?.schema;
  if (!schema || (learned.required.length === 0 && !learned.sent.some((s) => s.status < 300))) return undefined;
  const update: Record<string, unknown> = { required: learned.required };
  const enums = Object.keys(learned.enums).sort();
  if (enums.length > 0)
    update.properties = Object.fromEntries(enums.map((field) => [field, { enum: learned.enums[field] }]));
  const sent = learned.sent.map((s) => `${JSON.stringify(s.body)} → ${s.status}`).join(', ');
  return {
    target: pointerToJsonPath(schema.pointer),
    description: `${learned.method} ${learned.path}: the server named ${learned.required.join(', ') || 'no field'} missing (sent ${sent})`,
    update,
  };
}
