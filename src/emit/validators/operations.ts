/**
 * Per-operation checks, built as IR so the schema emitter writes them: the
 * `{ path?, query?, headers?, cookies? }` object the client sends, the request body
 * (the content the client sends, see shared/operation.ts), and whether the result is
 * the success envelope (envelope.ts) or a raw body with its own schema.
 */
import type { Operation, Property, Schema } from '../../ir/types.js';
import { LOCATION_KEYS, LOCATIONS, parametersAt, requestContent } from '../shared/operation.js';

export interface OperationSchemas {
  params?: Schema;
  body?: { schema: Schema; required: boolean };
  /** The success envelope (checked by envelope.ts), or the raw body's schema. */
  result?: { enveloped: true } | { schema: Schema; enveloped: false };
}

function object(pointer: string, properties: Property[]): Schema {
  return { kind: 'object', pointer, nullable: false, properties, additionalProperties: true };
}

export function operationSchemas(op: Operation): OperationSchemas {
  const out: OperationSchemas = {};
  const params = paramsSchema(op);
  if (params !== undefined) out.params = params;
  const content = requestContent(op);
  if (content !== undefined && content.schema.kind !== 'binary' && op.body !== undefined) {
    out.body = { schema: content.schema, required: op.body.required };
  }
  const result = resultSchema(op);
  if (result !== undefined) out.result = result;
  return out;
}

function paramsSchema(op: Operation): Schema | undefined {
  if (op.parameters.length === 0) return undefined;
  const groups = LOCATIONS.flatMap((location): Property[] => {
    const params = parametersAt(op, location);
    if (params.length === 0) return [];
    const properties = params.map((p) => ({
      name: p.name,
      required: p.required,
      schema: p.schema,
    }));
    const schema = object(`${op.pointer}/parameters`, properties);
    return [{ name: LOCATION_KEYS[location], required: params.some((p) => p.required), schema }];
  });
  return object(`${op.pointer}/parameters`, groups);
}

function resultSchema(op: Operation): OperationSchemas['result'] {
  const { shape, item } = op.result;
  if (shape !== 'raw') return { enveloped: true };
  return item.kind === 'binary' ? undefined : { schema: item, enveloped: false };
}
