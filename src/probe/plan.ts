import type { ApiModel, Operation, Parameter } from '../ir/types.js';

/**
 * Which operations the read-only probe calls and where their path parameters come from:
 * `{jobid}` in `/job/{jobid}/log` is an `id` from the list at `/job` (the path before the
 * parameter), `{queuename}` a `name` from `/queue`, `{key}` a `key` from
 * `/storage/bucket/{bucket}/file`. Operations run in waves by their number of path
 * parameters, so every list a wave needs was called in an earlier one.
 */
export interface PlannedOperation {
  operation: Operation;
  /** Per path parameter: the list operation whose items hold its values, and the field. */
  sources: { param: string; list?: Operation; field: string[] }[];
  /** Query parameters sent: the required ones, at their defaults. */
  query: Record<string, string>;
  /** Why it cannot be called at all (a required query parameter without a default). */
  unusable?: string;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

export function planReadOnly(model: ApiModel): PlannedOperation[][] {
  const auth = model.auth.path;
  const reads = model.operations.filter((op) => READ_METHODS.has(op.method) && op.path !== auth);
  const lists = reads.filter((op) => op.result.shape === 'list');
  const planned = reads.map((operation) => planOne(operation, lists));
  const waves: PlannedOperation[][] = [];
  for (const plan of planned) (waves[plan.sources.length] ??= []).push(plan);
  return waves.filter((wave) => wave !== undefined);
}

function planOne(operation: Operation, lists: Operation[]): PlannedOperation {
  const params = pathParamsOf(operation.path);
  const sources = params.map((param) => {
    const prefix = operation.path.slice(0, operation.path.indexOf(`/{${param}}`));
    const list = lists.find((op) => op.path === prefix);
    return { param, list, field: fieldCandidates(param, prefix) };
  });
  const query: Record<string, string> = {};
  let unusable: string | undefined;
  for (const parameter of operation.parameters.filter((p) => p.location === 'query' && p.required)) {
    const value = defaultOf(parameter);
    if (value === undefined) unusable = `required query parameter ${parameter.name} has no default`;
    else query[parameter.name] = value;
  }
  return { operation, sources, query, unusable };
}

export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

/** `jobid` under `/job` → `jobid`, `id`; `bucket` under `/storage/bucket` → `bucket`, `name`. */
export function fieldCandidates(param: string, prefix: string): string[] {
  const segment = prefix.split('/').pop() ?? '';
  const rest = param.startsWith(segment) ? param.slice(segment.length).replace(/^_/, '') : '';
  return [...new Set([param, rest, 'id', 'name', 'key'].filter((name) => name !== ''))];
}

function defaultOf(parameter: Parameter): string | undefined {
  const value = (parameter.schema as { default?: unknown }).default;
  return value === undefined ? undefined : String(value);
}
