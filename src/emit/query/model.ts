import type { ApiModel, Operation } from '../../ir/types.js';
import { memberName, type Code } from '../shared/escape.js';
import { typeNames, type OperationTypeNames } from '../shared/names.js';
import { argsRequired, hasFlatArgs } from '../shared/operation.js';
import { clientTree } from '../client/tree.js';

/**
 * The query emitter's view of one operation: where it lives on the client (`job.list`,
 * which is also its query key), the stem of its exported names (`jobList`), its types.
 * Operations of the login exchange are left out: the client runs those itself.
 */
export interface QueryOperation {
  op: Operation;
  /** Client path segments, e.g. `['job', 'list']`: the method and the query key. */
  path: string[];
  /** `jobList` → `jobListQueryOptions`, `jobListPolling` … */
  stem: string;
  types: OperationTypeNames;
  /** The named method takes a flat object (`{ jobid }`) rather than `{ path: { jobid } }`. */
  flat: boolean;
  argsOptional: boolean;
}

export interface QueryModel {
  reads: QueryOperation[];
  writes: QueryOperation[];
  byId: Map<string, QueryOperation>;
}

export function queryModel(model: ApiModel): QueryModel {
  const names = typeNames(model);
  const paths = clientTree(model.operations, model.auth).paths;
  const byId = new Map<string, QueryOperation>();
  const stems = new Set<string>();
  for (const op of model.operations) {
    if (op.path === model.auth.path) continue;
    const types = names.operation(op.id);
    const path = (paths.get(op.id) as string).split('.');
    path.forEach((segment) => memberName(segment));
    byId.set(op.id, {
      op,
      path,
      stem: uniqueStem(path, stems),
      types,
      flat: hasFlatArgs(op),
      argsOptional: !argsRequired(op),
    });
  }
  const all = [...byId.values()];
  return {
    reads: all.filter((q) => q.op.method === 'GET'),
    writes: all.filter((q) => q.op.method !== 'GET'),
    byId,
  };
}

/** `job.list` → `jobList` (`jobList2` if another path camel-cases the same). */
function uniqueStem(path: readonly string[], taken: Set<string>): string {
  const camel = path.map((segment, i) => (i === 0 ? segment : segment.charAt(0).toUpperCase() + segment.slice(1))).join('');
  let stem = camel;
  for (let n = 2; taken.has(stem); n++) stem = `${camel}${n}`;
  taken.add(stem);
  return stem;
}

/** `api.job.list`: segments are checked member names. */
export function methodOf(q: QueryOperation): Code {
  return `api.${q.path.join('.')}` as Code;
}

/** Names every object has (from Object.prototype): `{}` does not match an optional argument so named. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** `(args: T.JobListArgs = {})` or `(args: T.JobGetArgs)`. */
export function argsParam(q: QueryOperation): string {
  const type = `T.${q.types.args}`;
  if (!q.argsOptional) return `args: ${type}`;
  const inherited = q.op.parameters.some((p) => INHERITED.has(p.name));
  return `args: ${type} = {}${inherited ? ` as ${type}` : ''}`;
}
