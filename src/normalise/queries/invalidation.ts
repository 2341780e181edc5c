import type { Invalidation, Operation } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { configKeys } from './schemas.js';
import { derivedReads, segments, type Segment } from './read-index.js';

/**
 * What a write changes, from the paths alone: the reads at its own path and above it
 * (`POST /job/{jobid}/cancel` → `GET /job/{jobid}`, `GET /job`), below it when it
 * writes one item (`DELETE /job/{jobid}` → `GET /job/{jobid}/log`), and every other
 * list of the same collection (`GET /queue/{queuename}/job`). A read shares a path
 * parameter with the write by name: then only the read for that value is invalidated.
 * `query.invalidates` in the config replaces the list of a write.
 */
export function invalidationsOf(
  ctx: Context,
  write: Operation,
  reads: readonly Operation[],
  readPaths: ReadonlySet<string>,
): Invalidation[] {
  const configured = configuredReads(ctx, write, reads);
  const w = segments(write.path);
  const collection = collectionOf(w, readPaths.has(write.path));
  const chosen = configured ?? derivedReads(w, collection, reads);
  const params = new Set(pathParams(write.path));
  return chosen
    .map((read) => ({ operation: read.id, bound: pathParams(read.path).filter((name) => params.has(name)) }))
    .sort((a, b) => (a.operation < b.operation ? -1 : a.operation > b.operation ? 1 : 0));
}

function pathParams(path: string): string[] {
  // Once each: a template may repeat a name (`/{a}/{a}`), which binds one argument.
  return [...new Set(segments(path).filter((s) => s.param).map((s) => s.text.slice(1, -1)))];
}

/**
 * The collection a write changes: the literal before its item parameter, or its own
 * last segment when that is a readable collection (`POST /job`, `POST /group/{id}/member`)
 * rather than an action on an item (`POST /job/{jobid}/cancel`).
 */
function collectionOf(w: Segment[], readable: boolean): string | undefined {
  const last = w.at(-1);
  if (last && !last.param && (readable || !w.at(-2)?.param)) return last.text;
  const item = last?.param ? w.length - 1 : w.length - 2;
  const before = w[item - 1];
  return before && !before.param ? before.text : undefined;
}

function configuredReads(ctx: Context, write: Operation, reads: readonly Operation[]): Operation[] | undefined {
  const table = ctx.options.query?.invalidates ?? {};
  const key = configKeys(write).find((k) => Object.prototype.hasOwnProperty.call(table, k));
  if (key === undefined) return undefined;
  return (table[key] ?? []).flatMap((name) => {
    const read = reads.find((candidate) => configKeys(candidate).includes(name));
    if (!read) {
      report(ctx, 'query-invalidates-unknown', 'warning', write.pointer,
        `query.invalidates[${JSON.stringify(key)}] names ${JSON.stringify(name)}, which is not a read (GET) of this document`);
    }
    return read ? [read] : [];
  });
}
