import type { ApiModel, Operation } from '../ir/types.js';
import { checkExchange } from './check.js';
import type { Session } from './session.js';
import type { Exchange, Finding } from './types.js';
import type { OperationChecks } from './validators.js';

/**
 * Every exchange checked (check.ts) and folded: the same difference seen by several users
 * is one finding listing them. Sorted by path, kind and pointer, so reports are stable.
 */
export function findingsOf(
  model: ApiModel,
  checks: OperationChecks,
  sessions: Session[],
  exchanges: Exchange[],
): Finding[] {
  const byKey = new Map<string, Finding>();
  const operations = new Map(model.operations.map((op) => [op.id, op]));
  for (const exchange of exchanges) {
    const operation = operations.get(exchange.operation) as Operation;
    // The call without a session (edge-calls.ts) has no user: its access level is none.
    const access = sessions.find((s) => s.user.username === exchange.user)?.access ?? 'none';
    for (const draft of checkExchange(
      model,
      operation,
      exchange,
      access,
      checks[operation.id]?.result,
    )) {
      const key = `${operation.id}\0${draft.kind}\0${draft.pointer ?? ''}\0${draft.message}`;
      const known = byKey.get(key);
      if (known && !known.users.includes(exchange.user)) known.users.push(exchange.user);
      if (known) continue;
      byKey.set(key, {
        ...draft,
        operation: operation.id,
        method: operation.method,
        path: operation.path,
        users: [exchange.user],
      });
    }
  }
  return [...byKey.values()].sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      a.kind.localeCompare(b.kind) ||
      (a.pointer ?? '').localeCompare(b.pointer ?? ''),
  );
}
