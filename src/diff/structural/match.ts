import type { AuthModel, Operation } from '../../ir/types.js';
import type { OperationRef } from '../types.js';

/**
 * The operation, with the handle callers write: `api.job.get()`. The login exchange
 * (`GET`/`POST /auth`) is run by the client's own `api.login()`, and `DELETE /auth` by
 * `api.logout()`: those are the handles a change to them breaks, and their generated
 * argument and result types are not what callers see (`api.login()` returns a session).
 */
export function operationRef(operation: Operation, auth: AuthModel): OperationRef {
  const { method, path, id } = operation;
  if (id === auth.loginStart || id === auth.loginFinish)
    return { method, path, client: 'api.login()', ownMethod: true };
  if (id === auth.logout) return { method, path, client: 'api.logout()', ownMethod: true };
  return { method, path, client: `api.${operation.name.qualified}()` };
}

/** A path with its parameter names blanked: `/job/{id}` and `/job/{jobid}` are one path. */
export function pathKey(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

export interface OperationMatch {
  pairs: [Operation, Operation][];
  removed: Operation[];
  added: Operation[];
}

/**
 * Pairs operations by method and path, path-parameter names ignored. An exact path wins
 * over a renamed one, so documents that hold both `/a/{x}` and `/a/{y}` still pair sensibly.
 */
export function matchOperations(
  oldOperations: Operation[],
  newOperations: Operation[],
): OperationMatch {
  const byExact = new Map<string, Operation>();
  const byKey = new Map<string, Operation[]>();
  for (const operation of newOperations) {
    byExact.set(`${operation.method} ${operation.path}`, operation);
    const key = `${operation.method} ${pathKey(operation.path)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), operation]);
  }
  const taken = new Set<Operation>();
  const pairs: [Operation, Operation][] = [];
  const unmatched: Operation[] = [];
  for (const operation of oldOperations) {
    const exact = byExact.get(`${operation.method} ${operation.path}`);
    if (exact) {
      taken.add(exact);
      pairs.push([operation, exact]);
    } else unmatched.push(operation);
  }
  const removed: Operation[] = [];
  for (const operation of unmatched) {
    const candidates = byKey.get(`${operation.method} ${pathKey(operation.path)}`) ?? [];
    const partner = candidates.find((candidate) => !taken.has(candidate));
    if (partner) {
      taken.add(partner);
      pairs.push([operation, partner]);
    } else removed.push(operation);
  }
  const added = newOperations.filter((operation) => !taken.has(operation));
  return pairGainedParameters({ pairs, removed, added });
}

/**
 * `/bucket/file` → `/bucket/{bucket}/file`: an operation whose path gained parameters is
 * the same operation when its documented operationId is the same on both sides and the
 * path's fixed segments are unchanged; it is compared as a pair (the new parameters are
 * `new-request-path-parameter`), not reported as one operation removed and another added.
 * Without an operationId, or with more than one candidate, nothing is paired.
 */
function pairGainedParameters(match: OperationMatch): OperationMatch {
  const { pairs, removed, added } = match;
  const stillRemoved: Operation[] = [];
  for (const operation of removed) {
    const candidates = added.filter((candidate) => gainedParameters(operation, candidate));
    if (candidates.length !== 1) stillRemoved.push(operation);
    else {
      pairs.push([operation, candidates[0]!]);
      added.splice(added.indexOf(candidates[0]!), 1);
    }
  }
  return { pairs, removed: stillRemoved, added };
}

function gainedParameters(before: Operation, after: Operation): boolean {
  return (
    before.method === after.method &&
    before.originalId !== undefined &&
    before.originalId === after.originalId &&
    fixedSegments(before.path) === fixedSegments(after.path) &&
    parameterCount(after.path) > parameterCount(before.path)
  );
}

/** The path without its parameter segments: `/bucket/{bucket}/file` → `/bucket/file`. */
function fixedSegments(path: string): string {
  return path
    .split('/')
    .filter((segment) => !/^\{[^}]*\}$/.test(segment))
    .join('/');
}

export function parameterCount(path: string): number {
  return (path.match(/\{[^}]*\}/g) ?? []).length;
}
