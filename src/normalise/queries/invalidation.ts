import type { Invalidation, Operation } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { configKeys } from './schemas.js';

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

type Segment = { param: boolean; text: string };

function segments(path: string): Segment[] {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((text) => ({ param: /^\{.+\}$/.test(text), text }));
}

function pathParams(path: string): string[] {
  // Once each: a template may repeat a name (`/{a}/{a}`), which binds one argument.
  return [...new Set(segments(path).filter((s) => s.param).map((s) => s.text.slice(1, -1)))];
}

/** `a` starts with `b`, path parameters matching whatever their names. */
function startsWith(a: Segment[], b: Segment[]): boolean {
  if (b.length > a.length) return false;
  for (let i = 0; i < b.length; i++) {
    if (b[i]!.param ? !a[i]!.param : a[i]!.text !== b[i]!.text) return false;
  }
  return true;
}

/** What `derivedFrom` asks of a read, worked out once for all writes. */
interface ReadPath {
  read: Operation;
  segments: Segment[];
  /** A list read whose path ends in a literal: a collection a write may change. */
  list: boolean;
  lastLiteral: string | undefined;
}

const readPathLists = new WeakMap<readonly Operation[], ReadPath[]>();

function derivedReads(w: Segment[], collection: string | undefined, reads: readonly Operation[]): Operation[] {
  let paths = readPathLists.get(reads);
  if (paths === undefined) readPathLists.set(reads, (paths = reads.map(readPathOf)));
  const chosen: Operation[] = [];
  for (const path of paths) if (derivedFrom(w, collection, path)) chosen.push(path.read);
  return chosen;
}

function readPathOf(read: Operation): ReadPath {
  const r = segments(read.path);
  return {
    read,
    segments: r,
    list: read.result.shape === 'list' && !r.at(-1)?.param,
    lastLiteral: r.filter((s) => !s.param).at(-1)?.text,
  };
}

// Called for every write × read pair (k8s: ~10^6), so it allocates nothing.
function derivedFrom(w: Segment[], collection: string | undefined, r: ReadPath): boolean {
  if (r.segments.length > 0 && startsWith(w, r.segments)) return true;
  if (w.at(-1)?.param && startsWith(r.segments, w)) return true;
  return r.list && r.lastLiteral === collection;
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
