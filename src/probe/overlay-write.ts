import type { ApiModel, Operation } from '../ir/types.js';
import type { Overlay, OverlayAction } from '../loader/overlay-read.js';
import { inferSchema, type InferredSchema } from './infer.js';
import { pointerToJsonPath, schemaPointerAt } from './schema-at.js';
import type { Exchange, Finding } from './types.js';

/**
 * `probe --write-overlay`: an OpenAPI Overlay 1.0 document whose actions make the document
 * say what the installation does — a response schema inferred from every sample where the
 * document has none, `nullable` where nulls were seen, and the observed status codes. Each
 * action's description says what was seen and how often. Actions are sorted by target.
 */
export function overlayFromProbe(model: ApiModel, findings: readonly Finding[], exchanges: readonly Exchange[]): Overlay {
  const operations = new Map(model.operations.map((op) => [op.id, op]));
  const actions: OverlayAction[] = [];
  for (const finding of findings) {
    const operation = operations.get(finding.operation);
    if (!operation) continue;
    const action = actionFor(model, operation, finding, exchanges.filter((e) => e.operation === operation.id));
    if (action) actions.push(action);
  }
  actions.sort((a, b) => a.target.localeCompare(b.target));
  return {
    overlay: '1.0.0',
    info: { title: `specforge probe fixes for ${model.title || 'the document'} ${model.version}`, version: '1' },
    actions,
  };
}

function actionFor(model: ApiModel, operation: Operation, finding: Finding, exchanges: Exchange[]): OverlayAction | undefined {
  if (finding.kind === 'no-response-schema') return responseSchemaAction(model, operation, exchanges);
  if (finding.kind === 'null-not-nullable' && finding.pointer) return nullableAction(model, operation, finding, exchanges);
  if (finding.kind === 'undocumented-status') return statusAction(model, operation, exchanges);
  return undefined;
}

function responseSchemaAction(model: ApiModel, operation: Operation, exchanges: Exchange[]): OverlayAction | undefined {
  const successes = exchanges.filter((e) => e.status >= 200 && e.status < 300 && e.body !== undefined);
  const results = successes.map((e) => (e.body as { result?: unknown }).result);
  if (results.length === 0) return undefined;
  const lists = results.every(Array.isArray);
  const items = lists ? (results as unknown[][]).flat() : results;
  const schema: InferredSchema = lists ? { type: 'array', items: inferSchema(items) } : inferSchema(items);
  const status = operation.result.status;
  return {
    target: `${pointerToJsonPath(operation.pointer)}['responses']`,
    description: `${operation.method} ${operation.path}: no response schema documented; inferred from ${successes.length} response(s) holding ${items.length} item(s)`,
    update: { [status]: responseWith(model, spelled(model, schema)) },
  };
}

function nullableAction(model: ApiModel, operation: Operation, finding: Finding, exchanges: Exchange[]): OverlayAction | undefined {
  const pointer = schemaPointerAt(model, operation.result.item, finding.pointer as string);
  if (!pointer) return undefined;
  const update = model.format === 'swagger 2.0' ? { 'x-nullable': true } : { nullable: true };
  return {
    target: pointerToJsonPath(pointer),
    description: `${operation.method} ${operation.path} sent null at ${finding.pointer} (${exchanges.length} response(s) by ${finding.users.length} user(s))`,
    update,
  };
}

function statusAction(model: ApiModel, operation: Operation, exchanges: Exchange[]): OverlayAction | undefined {
  const documented = new Set(operation.responses.map((r) => r.status));
  const seen = [...new Set(exchanges.map((e) => String(e.status)))].filter((s) => !documented.has(s) && !['401', '403', '404'].includes(s));
  if (seen.length === 0) return undefined;
  const update = Object.fromEntries(
    seen.map((status) => [status, { description: `Observed by specforge probe (${exchanges.filter((e) => String(e.status) === status).length} time(s))` }]),
  );
  return {
    target: `${pointerToJsonPath(operation.pointer)}['responses']`,
    description: `${operation.method} ${operation.path} answered ${seen.join(', ')}, which the document did not list`,
    update,
  };
}

/** A response object in the document's own version: Swagger 2 `schema`, OpenAPI 3 `content`. */
function responseWith(model: ApiModel, schema: unknown): Record<string, unknown> {
  if (model.format === 'swagger 2.0') return { description: 'Success', schema };
  return { description: 'Success', content: { 'application/json': { schema } } };
}

/** `nullable: true` in the document's spelling: `x-nullable` (2.0), `nullable` (3.0), a type list (3.1). */
function spelled(model: ApiModel, schema: InferredSchema): unknown {
  const { nullable, properties, items, ...rest } = schema;
  const out: Record<string, unknown> = { ...rest };
  if (properties) out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, spelled(model, v)]));
  if (items) out.items = spelled(model, items);
  if (!nullable) return out;
  if (model.format === 'swagger 2.0') return { ...out, 'x-nullable': true };
  if (model.format === 'openapi 3.0') return { ...out, nullable: true };
  return { ...out, type: out.type ? [out.type, 'null'] : undefined };
}
