import type { ApiModel } from '../ir/types.js';
import { callOperation } from './call.js';
import type { ReadState } from './read-run.js';
import type { Finding } from './types.js';

/**
 * One read sent again with an `X-Fields` mask (Flask-RESTX's, documented as an optional
 * header of every marshalled operation): the first list that answered with records, masked
 * to the first two fields of its first record. The answer must hold those fields only;
 * a mask the server ignores is a `mask-ignored` finding. The masked answer is not checked
 * against the full model (it is partial by design), so it is not one of the exchanges.
 */
export async function maskCall(model: ApiModel, state: ReadState): Promise<Finding[]> {
  const [session] = state.sessions;
  const target = model.operations.find(
    (op) =>
      op.method === 'GET' &&
      op.fieldMask !== undefined &&
      firstRecord(state, op.id) !== undefined &&
      !op.path.includes('{'),
  );
  if (!session || !target) return [];
  const fields = Object.keys(firstRecord(state, target.id) ?? {})
    .sort()
    .slice(0, 2);
  const mask = `{${fields.join(',')}}`;
  const url = `${state.apiBase}${target.path}`;
  const header = target.fieldMask?.header ?? 'X-Fields';
  const masked = { ...session, headers: { ...session.headers, [header]: mask } };
  const exchange = await callOperation(state.transport, masked, target, url);
  const report = state.reports.find((r) => r.operation === target.id);
  if (report)
    report.edgeCalls = [
      ...(report.edgeCalls ?? []),
      { call: 'mask', url, status: exchange.status },
    ];
  const result = (exchange.body as { result?: unknown } | undefined)?.result;
  const items = Array.isArray(result) ? (result as unknown[]) : [];
  const extra = new Set<string>();
  for (const item of items)
    if (item && typeof item === 'object')
      for (const key of Object.keys(item)) if (!fields.includes(key)) extra.add(key);
  if (exchange.status === 200 && items.length > 0 && extra.size === 0) return [];
  const seen =
    exchange.status === 200
      ? `fields ${[...extra].sort().join(', ') || '(none: an empty list)'} beyond the mask`
      : `HTTP ${exchange.status}`;
  return [
    {
      kind: 'mask-ignored',
      severity: 'warning',
      operation: target.id,
      method: target.method,
      path: target.path,
      message: `${header}: ${mask} answered ${seen}`,
      users: [session.user.username],
    },
  ];
}

function firstRecord(state: ReadState, operation: string): Record<string, unknown> | undefined {
  const first = state.items.get(operation)?.[0];
  return first && typeof first === 'object' && Object.keys(first).length >= 2 ? first : undefined;
}
