import type { ApiModel, Schema, SchemaKind } from './types.js';

/**
 * Every schema node of a model, each once: the named schemas, then those of the
 * operations (parameters, bodies, responses, results), then their members, in that
 * order. The walk is generic (a node is a schema when its `kind` is a schema kind),
 * so a keyword the model gains is walked without a change here; recorded values
 * (`default`, `example`, enum values) are data and are not entered.
 */

const SCHEMA_KINDS: ReadonlySet<string> = new Set<SchemaKind>([
  'string',
  'number',
  'boolean',
  'enum',
  'array',
  'object',
  'record',
  'union',
  'intersection',
  'null',
  'unknown',
  'binary',
  'ref',
]);
const DATA = new Set(['default', 'example', 'examples']);

export function forEachSchema(model: ApiModel, visit: (schema: Schema) => void): void {
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const kind = (node as { kind?: unknown }).kind;
    const isSchema = typeof kind === 'string' && SCHEMA_KINDS.has(kind);
    if (isSchema) visit(node as Schema);
    for (const [key, value] of Object.entries(node)) {
      if (isSchema && (DATA.has(key) || (kind === 'enum' && key === 'values'))) continue;
      walk(value);
    }
  };
  walk(model.schemas);
  walk(model.operations);
}
