import type { ApiModel, Operation } from '../ir/types.js';
import type { Overlay, OverlayAction } from '../loader/overlay-read.js';
import { inferSchema, type InferredSchema } from './infer.js';
import { pointerToJsonPath } from './schema-at.js';
import type { Exchange, Finding, LearnedBody } from './types.js';
import { dateAction, decimalAction, nullableModelActions, requiredAction } from './overlay-learn.js';

/**
 * `probe --write-overlay`: an OpenAPI Overlay 1.0 document whose actions make the document
 * say what the installation does — a response schema inferred from every sample where the
 * document has none, decimal strings where numbers came as numeric strings, `nullable` on
 * every optional property of a model where a null was seen (overlay-learn.ts), and every
 * status code seen that the document does not list (401, 403 and 404 included). Each
 * action's description says what was seen and how often. One action per target, sorted.
 */
export function overlayFromProbe(
  model: ApiModel,
  findings: readonly Finding[],
  exchanges: readonly Exchange[],
  learned: readonly LearnedBody[] = [],
): Overlay {
  const byOperation = new Map<string, Exchange[]>();
  for (const exchange of exchanges) {
    const list = byOperation.get(exchange.operation) ?? [];
    list.push(exchange);
    byOperation.set(exchange.operation, list);
  }
  const actions = new Map<string, OverlayAction>();
  const add = (action: OverlayAction | undefined) => {
    if (!action) return;
    const known = actions.get(action.target);
    // The first action for a target wins a key: an inferred 200 schema over a bare "observed".
    if (known) known.update = { ...(action.update as object), ...(known.update as object) };
    else actions.set(action.target, action);
  };
  for (const operation of model.operations) {
    const seen = byOperation.get(operation.id) ?? [];
    for (const finding of findings.filter((f) => f.operation === operation.id))
      for (const action of actionsFor(model, operation, finding, seen)) add(action);
    add(statusAction(model, operation, seen));
  }
  for (const body of learned) add(requiredAction(model, body));
  return {
    overlay: '1.0.0',
    info: { title: `specforge probe fixes for ${model.title || 'the document'} ${model.version}`, version: '1' },
    actions: [...actions.values()].sort((a, b) => a.target.localeCompare(b.target)),
  };
}

function actionsFor(model: ApiModel, operation: Operation, finding: Finding, exchanges: Exchange[]): (OverlayAction | undefined)[] {
  if (finding.kind === 'no-response-schema') return [responseSchemaAction(model, operation, exchanges)];
  if (!finding.pointer) return [];
  if (finding.kind === 'null-not-nullable') return nullableModelActions(model, operation, finding);
  if (finding.kind === 'type-mismatch') return [decimalAction(model, operation, finding, exchanges)];
  if (finding.kind === 'schema-violation' && finding.message.startsWith('must be a valid date-time'))
    return [dateAction(model, operation, finding, exchanges)];
  return [];
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

function statusAction(model: ApiModel, operation: Operation, exchanges: Exchange[]): OverlayAction | undefined {
  const documented = new Set(operation.responses.map((r) => r.status));
  const seen = [...new Set(exchanges.map((e) => String(e.status)))].filter((s) => s !== '0' && !documented.has(s)).sort();
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
