import type { Invalidation, Operation } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { configKeys, configuredKey } from '../config-key.js';
import { derivedReads, segments, type Segment } from './read-index.js';

/**
 * What a write changes, from the paths alone: the reads at its own path and above it
 * (`POST /job/{jobid}/cancel` → `GET /job/{jobid}`, `GET /job`), below it when it
 * writes one item (`DELETE /job/{jobid}` → `GET /job/{jobid}/log`), and every other
 * list of the same collection (`GET /queue/{queuename}/job`). A read shares a path
 * parameter with the write by name: then only the read for that value is invalidated.
 * `query.invalidates` in the config replaces the list of a write.
 */
export function invalidationsOf(ctx: Context, write: Operation, reads: ReadSet): Invalidation[] {
  const configured = configuredReads(ctx, write, reads.list);
  const w = segments(write.path);
  const collection = collectionOf(w, reads.paths.has(write.path));
  const chosen = configured ?? derivedReads(w, collection, reads.list);
  const params = new Set(paramsOf(reads, write.path));
  // Bound only by a name both operations have as a path parameter: the template's text and
  // the parameters can differ (a name holding `}`: `/x/{a}}`, #29 item 6), and the query
  // target reads each bound name from both operations' arguments.
  const shared = (read: Operation) => (name: string) =>
    params.has(name) && hasPathParameter(write, name) && hasPathParameter(read, name);
  return chosen
    .map((read) => ({ operation: read.id, bound: paramsOf(reads, read.path).filter(shared(read)) }))
    .sort((a, b) => (a.operation < b.operation ? -1 : a.operation > b.operation ? 1 : 0));
}

/** The reads (GETs) a write may invalidate, and what invalidation asks of them, gathered once per run. */
export interface ReadSet {
  list: readonly Operation[];
  paths: ReadonlySet<string>;
  /** Path parameter names by path: each read path is asked once per write that reaches it. */
  params: Map<string, string[]>;
}

export function readSetOf(list: readonly Operation[]): ReadSet {
  return { list, paths: new Set(list.map((op) => op.path)), params: new Map() };
}

function paramsOf(reads: ReadSet, path: string): string[] {
  let names = reads.params.get(path);
  if (names === undefined) reads.params.set(path, (names = pathParams(path)));
  return names;
}

function hasPathParameter(op: Operation, name: string): boolean {
  return op.parameters.some((p) => p.location === 'path' && p.name === name);
}

function pathParams(path: string): string[] {
  // Once each: a template may repeat a name (`/{a}/{a}`), which binds one argument.
  return [
    ...new Set(
      segments(path)
        .filter((s) => s.param)
        .map((s) => s.text.slice(1, -1)),
    ),
  ];
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

function configuredReads(
  ctx: Context,
  write: Operation,
  reads: readonly Operation[],
): Operation[] | undefined {
  const table = ctx.options.query?.invalidates;
  const key = configuredKey(table, write);
  if (table === undefined || key === undefined) return undefined;
  return (table[key] ?? []).flatMap((name) => {
    const read = reads.find((candidate) => configKeys(candidate).includes(name));
    if (!read) {
      report(
        ctx,
        'query-invalidates-unknown',
        'warning',
        write.pointer,
        `query.invalidates[${JSON.stringify(key)}] names ${JSON.stringify(name)}, which is not a read (GET) of this document`,
      );
    }
    return read ? [read] : [];
  });
}
