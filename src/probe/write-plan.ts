import type { ApiModel, Operation } from '../ir/types.js';
import { fieldCandidates, pathParamsOf } from './plan.js';

/**
 * Which collections `--allow-writes` exercises: a `POST /x` whose item path `/x/{p}` has a
 * `DELETE` — without one nothing could be cleaned up, so nothing is created. Never under
 * `/superadmin`, never the auth path, never a collection nested under another record
 * (`/x/{a}/y` would write into something the probe did not create), and only JSON or
 * empty bodies (an upload is not sampled). Every other write is listed with the reason
 * it was not sent.
 */
export interface WriteCycle {
  /** The collection's path: `/job`. */
  collection: string;
  create: Operation;
  read?: Operation;
  update?: Operation;
  /** Absent only with `--allow-writes=create`: what the cycle creates is left behind, and listed. */
  remove?: Operation;
  /** The item path's parameter (`jobid`) and the fields of a created record that may hold it. */
  param: string;
  fields: string[];
}

export interface WritePlan {
  cycles: WriteCycle[];
  notSent: { operation: Operation; reason: string }[];
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `cycles` (`--allow-writes`): only where a DELETE can remove what was created;
 * `create` (`--allow-writes=create`, a disposable installation): also where none exists.
 */
export type WriteMode = 'cycles' | 'create';

export function planWrites(model: ApiModel, mode: WriteMode = 'cycles'): WritePlan {
  const writes = model.operations.filter(
    (op) => WRITES.has(op.method) && op.path !== model.auth.path,
  );
  const cycles: WriteCycle[] = [];
  const notSent: WritePlan['notSent'] = [];
  for (const create of writes.filter((op) => op.method === 'POST')) {
    const cycle = cycleOf(model, create, mode);
    if (typeof cycle !== 'string') cycles.push(cycle);
  }
  const inCycle = new Set(cycles.flatMap((c) => [c.create, c.update, c.remove]));
  for (const operation of writes) {
    if (!inCycle.has(operation)) notSent.push({ operation, reason: whyNot(model, operation) });
  }
  return { cycles: cycles.sort((a, b) => a.collection.localeCompare(b.collection)), notSent };
}

function cycleOf(model: ApiModel, create: Operation, mode: WriteMode): WriteCycle | string {
  const nested =
    pathParamsOf(create.path).length > 0 ? 'creates under an existing record' : undefined;
  const refusal = refusedPath(create.path) ?? nested ?? refusedBody(create);
  if (refusal) return refusal;
  const items = model.operations.filter((op) => isItemPath(create.path, op.path));
  const remove = items.find((op) => op.method === 'DELETE');
  if (!remove && mode !== 'create')
    return `no DELETE ${create.path}/{…}: what it created could not be removed`;
  const item = remove ?? items[0];
  const param = (item && pathParamsOf(item.path)[0]) ?? 'id';
  const update = items.find(
    (op) => (op.method === 'PUT' || op.method === 'PATCH') && refusedBody(op) === undefined,
  );
  const read = items.find((op) => op.method === 'GET');
  return {
    collection: create.path,
    create,
    read,
    update,
    remove,
    param,
    fields: fieldCandidates(param, create.path),
  };
}

function whyNot(model: ApiModel, operation: Operation): string {
  if (operation.method === 'POST') return cycleOf(model, operation, 'cycles') as string;
  const reason = refusedPath(operation.path) ?? refusedBody(operation);
  return (
    reason ??
    'not part of a create → read → update → delete cycle (it would change a record the probe did not create)'
  );
}

/** `/x/{p}` directly under `/x`. */
function isItemPath(collection: string, path: string): boolean {
  return path.startsWith(`${collection}/{`) && /^\/\{[^}/]+\}$/.test(path.slice(collection.length));
}

function refusedPath(path: string): string | undefined {
  if (path === '/superadmin' || path.startsWith('/superadmin/'))
    return 'never writes under /superadmin';
  if (pathParamsOf(path).length > 0 && !/^\/[^{]*\/\{[^}/]+\}$/.test(path))
    return 'nested under another record';
  return undefined;
}

function refusedBody(operation: Operation): string | undefined {
  const contents = operation.body?.contents ?? [];
  if (contents.length === 0 || contents.some((c) => c.media === 'json')) return undefined;
  return `sends ${contents.map((c) => c.mediaType).join(', ')}, which the probe does not sample`;
}
