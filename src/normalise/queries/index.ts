/**
 * What the query target needs to know about operations, decided once in the model (and
 * shown by `inspect`): which reads page and how, which reads can be polled until a
 * terminal state, and which reads each write invalidates. Runs after naming and auth.
 */
import type { AuthModel, Operation } from '../../ir/types.js';
import type { Context } from '../context.js';
import type { SchemaLookup } from '../operations/envelope-schema.js';
import { invalidationsOf, readSetOf } from './invalidation.js';
import { pagingOf } from './paging.js';
import { pollingOf } from './polling.js';

export function describeQueries(
  ctx: Context,
  operations: readonly Operation[],
  auth: AuthModel,
  lookup: SchemaLookup,
): Operation[] {
  const outsideAuth = (op: Operation) => op.path !== auth.path;
  const reads = readSetOf(operations.filter((op) => op.method === 'GET' && outsideAuth(op)));
  return operations.map((op) => {
    if (!outsideAuth(op)) return op;
    if (op.method === 'GET') {
      const paging = pagingOf(op, lookup);
      const polling = pollingOf(ctx, op, lookup);
      if (!paging && !polling) return op;
      return { ...op, ...(paging && { paging }), ...(polling && { polling }) };
    }
    const invalidates = invalidationsOf(ctx, op, reads);
    return invalidates.length > 0 ? { ...op, invalidates } : op;
  });
}
