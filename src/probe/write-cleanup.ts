import type { Session } from './session.js';
import type { WriteCycleReport } from './types.js';
import { send, type WriteContext } from './write-cycle.js';
import type { WriteCycle } from './write-plan.js';

/**
 * The only place a DELETE is sent. Its id comes from this run's own create answer, and
 * an id that the collection's list held before the probe wrote anything is refused: an
 * installation that answers a create with someone else's record must not lose it. After
 * the DELETE the record is read again; still being served means it was left behind.
 */
export function idOf(
  ctx: WriteContext,
  cycle: WriteCycle,
  body: unknown,
): string | { reason: string } {
  const result = (body as { result?: unknown } | undefined)?.result;
  const item = (Array.isArray(result) ? (result as unknown[])[0] : result) as
    Record<string, unknown> | undefined;
  const field = cycle.fields.find((name) => ['string', 'number'].includes(typeof item?.[name]));
  if (!item || field === undefined) {
    return {
      reason: `created, but the answer names no ${cycle.param} (looked for ${cycle.fields.join(', ')}): it cannot be found to delete`,
    };
  }
  const id = String(item[field]);
  const before = ctx.lists.get(cycle.collection) ?? [];
  if (before.some((listed) => String(listed[field]) === id)) {
    return {
      reason: `the create answer names ${cycle.param} ${id}, which was listed before the probe wrote anything: not deleted`,
    };
  }
  return id;
}

/** Deletes the created record; the reason it is still there, or undefined when it is gone. */
export async function cleanUp(
  ctx: WriteContext,
  cycle: WriteCycle,
  session: Session,
  url: string,
  report: WriteCycleReport,
): Promise<string | undefined> {
  if (!cycle.remove) return 'no DELETE: not removed';
  const removed = await send(ctx, session, cycle.remove, url, undefined, 'cleanup', report);
  ctx.record(removed);
  if (removed.status < 200 || removed.status >= 300) {
    return `DELETE answered ${removed.status === 0 ? `nothing (${removed.error ?? 'network error'})` : `HTTP ${removed.status}${messageOf(removed.body)}`}`;
  }
  if (!cycle.read) return undefined;
  const after = await send(ctx, session, cycle.read, url, undefined, 'cleanup', report);
  ctx.record(after);
  return after.status >= 200 && after.status < 300
    ? `still served after its DELETE (HTTP ${after.status})`
    : undefined;
}

function messageOf(body: unknown): string {
  const result = (body as { result?: unknown } | undefined)?.result;
  const message: unknown = Array.isArray(result) ? (result as unknown[])[0] : result;
  return typeof message === 'string' ? `: ${message}` : '';
}
