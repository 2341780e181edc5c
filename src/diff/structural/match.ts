import type { Operation } from '../../ir/types.js';
import type { OperationRef } from '../types.js';

export function operationRef(operation: Operation): OperationRef {
  return { method: operation.method, path: operation.path, client: operation.name.qualified };
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
  return { pairs, removed, added: newOperations.filter((operation) => !taken.has(operation)) };
}
