import type { NamedSchema } from '../../ir/types.js';
import type { CleanCache } from './clean.js';
import type {
  ChangeDetails,
  ChangeKind,
  ChangeRecord,
  ChangeSink,
  ChangeSite,
  Direction,
  OperationRef,
} from '../types.js';
import type { Step } from './templates.js';

/** The fields of a change that the comparator fills in; the scope supplies the rest. */
export type LocalChange = WithoutScope<ChangeRecord>;

/** `Omit` kind by kind (a plain `Omit` of a union keeps only the fields all kinds share). */
type WithoutScope<C> = C extends unknown ? Omit<C, 'site' | 'direction' | 'operation'> : never;

/** Where a schema comparison runs: which operation, which side of the wire, and the sink. */
export interface Scope {
  oldSchemas: ReadonlyMap<string, NamedSchema>;
  newSchemas: ReadonlyMap<string, NamedSchema>;
  site: ChangeSite;
  direction: Direction;
  operation: OperationRef;
  /**
   * Named-schema pairs already compared in this scope: each is compared once per operation
   * part, at the first place it is met (also the cycle guard for recursive schemas).
   */
  visited: Set<string>;
  /** Shared by the whole diff: pairs known to hold no change. */
  clean: CleanCache;
  /** Only asking "is anything different?": stop at the first change, never descend into dirty pairs. */
  probe?: boolean;
  /** Set while comparing a request body whose new side's required-ness is unknown. */
  requiredUnknown?: true;
  /** Shared by the whole diff: what comparing each dirty named pair emits (see templates.ts). */
  templates: Map<string, Step[]>;
  /** Set while a template is recorded: changes and named pairs met go here, not to `out`. */
  recorder?: Step[];
  out: ChangeSink;
}

/**
 * A position inside a schema. Positions are made for every property visited and almost
 * never printed, so they are a cheap linked list; the strings are built only on emit.
 */
export interface Position {
  /** Where the schema sits in the operation: `body`, `result`, `query.limit`. */
  base: string;
  /** The generated type the path below `typeStart` is relative to: `Job`, `params.limit`. */
  typeRoot: string;
  /** The position where `typeRoot` begins (absent: the root). */
  typeStart?: Position;
  parent?: Position;
  /** A property name, `[]` (array items) or `*` (map values). */
  segment?: string;
}

/**
 * The type roots of an operation's own parts (`params.limit`, `body`, `result`, the X-Fields
 * mask's `options.fields`): a type reference starting elsewhere starts at a named schema.
 */
export const OPERATION_TYPE_ROOTS: ReadonlySet<string> = new Set([
  'params',
  'body',
  'result',
  'options',
]);

export function rootPosition(base: string, typeRoot: string): Position {
  return { base, typeRoot };
}

export function emit(scope: Scope, change: LocalChange): void {
  const record = change as ChangeRecord; // every caller passes a fresh object: complete it in place
  record.site = scope.site;
  record.direction = scope.direction;
  record.operation = scope.operation;
  scope.out.push(record);
}

/**
 * A change at a position: location and type reference come from the position, and the
 * compiler checks `extra` holds what a change of `kind` carries (changes.ts).
 */
export function emitAt<K extends ChangeKind>(
  scope: Scope,
  at: Position,
  kind: K,
  pointer: string,
  extra: ChangeDetails[K],
): void {
  const typeRef = typeRefOf(at);
  if (scope.recorder)
    scope.recorder.push({ tail: tailOf(pathOf(at)), typeRef, kind, pointer, extra });
  else emit(scope, changeAt(kind, pointer, locationOf(at), typeRef, extra));
}

/** The one place a kind and its details become a record: `extra` was checked against `kind`. */
export function changeAt<K extends ChangeKind>(
  kind: K,
  pointer: string,
  location: string,
  typeRef: string | undefined,
  extra: ChangeDetails[K],
): LocalChange {
  return { kind, pointer, location, typeRef, ...extra } as LocalChange;
}

/** `query.limit`, `body.user.name`, `result[].id`: the base, then the path inside it. */
export function locationOf(at: Position): string {
  return locationAt(at.base, pathOf(at));
}

/** A location from its base (`body`) and the path below it (`user.tags[]`). */
export function locationAt(base: string, path: string): string {
  if (!path) return base;
  return path.startsWith('[') ? `${base}${path}` : `${base}.${path}`;
}

/**
 * A path below a location as it is appended to it: `.user.tags[]`, `[].id`, or nothing.
 * `locationAt(base, join(path, below))` is `locationAt(base, path) + tailOf(below)` for any
 * `path` (a location is its base, then `.` before a name and nothing before `[`), which is
 * how templates.ts builds locations from a pair's root.
 */
export function tailOf(path: string): string {
  if (!path || path.startsWith('[')) return path;
  return `.${path}`;
}

/** The path of a position below its base: `user.tags[]`. */
export function pathOf(at: Position): string {
  return pathBetween(undefined, at);
}

/** `Job.user`, `params.limit`, `body.tags[]`: the generated type and the path inside it. */
export function typeRefOf(at: Position): string {
  return join(at.typeRoot, pathBetween(at.typeStart, at));
}

/** Steps into a property (`name`), array items (`[]`) or map values (`*`). */
export function child(at: Position, segment: string): Position {
  return { base: at.base, typeRoot: at.typeRoot, typeStart: at.typeStart, parent: at, segment };
}

/** Entering a named schema: the type reference restarts at its name. */
export function enterNamed(at: Position, name: string): Position {
  const named: Position = { ...at, typeRoot: name };
  named.typeStart = named;
  return named;
}

/** The segments from `from` (exclusive) down to `to`, joined: `user.tags[]`. */
function pathBetween(from: Position | undefined, to: Position): string {
  const segments: string[] = [];
  for (let node: Position | undefined = to; node && node !== from; node = node.parent) {
    if (node.segment !== undefined) segments.push(node.segment);
  }
  return segments.reduceRight(join, '');
}

/** Appends a segment, or a joined path of segments, to a path. */
export function join(prefix: string, segment: string): string {
  if (!segment) return prefix;
  if (segment.startsWith('[')) return `${prefix}${segment}`;
  return prefix ? `${prefix}.${segment}` : segment;
}

export function schemaMap(schemas: NamedSchema[]): Map<string, NamedSchema> {
  return new Map(schemas.map((named) => [named.name, named]));
}
