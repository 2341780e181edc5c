import type { ApiModel, Operation } from '../ir/types.js';
import type { ChangeKind } from './changes.js';
import { diffStructure } from './structural/index.js';

/**
 * The operations that several versions of a document agree on (`api.common` of a client
 * generated from them): present in every version under the same `METHOD /path`, and with
 * no structural change (the diff's neutral layer) between any two versions that touches
 * them, except documentation. A change of what is sent or received, of access, auth,
 * status codes or the client method's name takes the operation out. Keys in the first
 * version's order.
 */
const DOCUMENTATION_ONLY: ReadonlySet<ChangeKind> = new Set<ChangeKind>([
  'deprecated-changed',
  'generated-name-changed',
]);

export function agreedOperations(models: readonly ApiModel[]): string[] {
  const [first, ...rest] = models;
  if (!first) return [];
  const agreed = new Set(first.operations.map(operationKey));
  for (const model of rest) {
    const here = new Set(model.operations.map(operationKey));
    for (const key of agreed) if (!here.has(key)) agreed.delete(key);
  }
  models.forEach((older, index) => {
    for (const newer of models.slice(index + 1)) {
      for (const change of diffStructure(older, newer)) {
        if (DOCUMENTATION_ONLY.has(change.kind)) continue;
        agreed.delete(`${change.operation.method} ${change.operation.path}`);
      }
    }
  });
  return first.operations.map(operationKey).filter((key) => agreed.has(key));
}

function operationKey(op: Operation): string {
  return `${op.method} ${op.path}`;
}
