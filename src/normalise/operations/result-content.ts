/**
 * Result shapes read from a success response's content: none (204, or nothing
 * documented), a documented envelope, a bare array, a bare item. See ADR 0002.
 */
import type { Response, Schema } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { findEnvelope, type SchemaLookup } from './envelope-schema.js';
import type { Decided, ResultInput } from './result.js';
import { guessShape } from './shape-rules.js';

/** A success response without content: 204 is empty, a GET is guessed, anything else is empty. */
export function withoutSchema(
  ctx: Context,
  op: ResultInput,
  success: Response,
  unknown: Schema,
): Decided {
  if (success.status === '204')
    return { shape: 'empty', reason: '204 No Content', item: unknown, source: 'no-schema' };
  if (op.method !== 'GET') {
    return {
      shape: 'empty',
      reason: `no result documented for ${op.method}`,
      item: unknown,
      source: 'no-schema',
    };
  }
  report(
    ctx,
    'no-response-schema',
    'info',
    success.pointer,
    'The success response has no schema; the result is unknown.',
  );
  return {
    ...guessShape(op.method, op.path, op.originalId, false),
    item: unknown,
    source: 'no-schema',
  };
}

export function fromSchema(
  ctx: Context,
  op: ResultInput,
  schema: Schema,
  lookup: SchemaLookup,
): Decided {
  const envelope = findEnvelope(schema, lookup);
  if (envelope !== undefined) {
    const source = envelope.partial ? 'partial-envelope' : 'envelope-schema';
    const result = envelope.result;
    if (result.kind !== 'array')
      return {
        shape: 'single',
        item: result,
        source,
        reason: 'the documented result is one object',
        documented: 'item',
      };
    const guess = guessShape(op.method, op.path, op.originalId, true);
    return { ...guess, item: result.items, source, documented: 'array' };
  }
  if (schema.kind === 'array')
    return {
      shape: 'list',
      item: schema.items,
      source: 'bare-array',
      reason: 'the schema is an array',
      documented: 'array',
    };
  if (op.method === 'GET' && op.originalId?.split('_/')[0]?.endsWith('_list')) {
    report(
      ctx,
      'result-shape-guessed',
      'info',
      schema.pointer,
      'One item documented on a collection resource (operationId ends in _list): read as a list.',
    );
    return {
      shape: 'list',
      item: schema,
      source: 'bare-item',
      reason: 'operationId ends in _list (the collection resource)',
      documented: 'item',
    };
  }
  return {
    shape: 'single',
    item: schema,
    source: 'bare-item',
    reason: 'the schema is one object (the framework wraps it)',
    documented: 'item',
  };
}
