/**
 * Per-operation checks, built as IR so the schema emitter writes them: the
 * `{ path?, query?, headers?, cookies? }` object the client sends, the request body
 * (the content the client sends, see shared/operation.ts), and the whole success
 * envelope `{ status: 'success', result }` shaped by the operation's result kind.
 */
import type { ApiModel, Operation, Property, Schema } from '../../ir/types.js';
import { LOCATION_KEYS, LOCATIONS, parametersAt, requestContent } from '../shared/operation.js';

export interface OperationSchemas {
  params?: Schema;
  body?: { schema: Schema; required: boolean };
  /** The envelope (or the raw body); `enveloped` false for `raw` results. */
  result?: { schema: Schema; enveloped: boolean };
}

function object(pointer: string, properties: Property[]): Schema {
  return { kind: 'object', pointer, nullable: false, properties, additionalProperties: true };
}

export function operationSchemas(model: ApiModel, op: Operation): OperationSchemas {
  const out: OperationSchemas = {};
  const params = paramsSchema(op);
  if (params !== undefined) out.params = params;
  const content = requestContent(op);
  if (content !== undefined && content.schema.kind !== 'binary' && op.body !== undefined) {
    out.body = { schema: content.schema, required: op.body.required };
  }
  const result = resultSchema(model, op);
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

function resultSchema(model: ApiModel, op: Operation): OperationSchemas['result'] {
  const { shape, item } = op.result;
  if (shape === 'raw')
    return item.kind === 'binary' ? undefined : { schema: item, enveloped: false };
  const pointer = `${op.pointer}/responses`;
  const status: Schema = {
    kind: 'enum',
    pointer,
    nullable: false,
    base: 'string',
    values: [model.envelope.successValue],
    isConst: true,
  };
  const list: Schema = { kind: 'array', pointer, nullable: false, items: item };
  const result: Schema =
    shape === 'list'
      ? list
      : shape === 'single'
        ? {
            kind: 'union',
            pointer,
            nullable: false,
            mode: 'anyOf',
            variants: [{ ...list, minItems: 1 }, item],
          }
        : { kind: 'unknown', pointer, nullable: false, objectOnly: false };
  const properties: Property[] = [
    { name: model.envelope.resultField, required: shape !== 'empty', schema: result },
    { name: model.envelope.statusField, required: true, schema: status },
  ];
  return { schema: object(pointer, properties), enveloped: true };
}
