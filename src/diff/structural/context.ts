import type { NamedSchema } from '../../ir/types.js';
import type { CleanCache } from './clean.js';
import type { ChangeKind, ChangeRecord, ChangeSite, Direction, OperationRef } from '../types.js';

/** The fields of a change that the comparator fills in; the scope supplies the rest. */
export type LocalChange = Omit<ChangeRecord, 'site' | 'direction' | 'operation'>;

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
  out: ChangeRecord[];
}

/** A position inside a schema: `base` (e.g. `body`), a property path, and the generated type. */
export interface Position {
  base: string;
  path: string;
  /** The generated type plus the path inside it, e.g. `Job.user`, `params.limit`. */
  typeRef: string;
}

export function emit(scope: Scope, change: LocalChange): void {
  scope.out.push({
    ...change,
    site: scope.site,
    direction: scope.direction,
    operation: scope.operation,
  });
}

/** A change at a position: location and type reference come from the position. */
export function emitAt(
  scope: Scope,
  at: Position,
  kind: ChangeKind,
  pointer: string,
  extra: Partial<LocalChange> = {},
): void {
  emit(scope, { kind, pointer, location: locationOf(at), typeRef: at.typeRef, ...extra });
}

/** `query.limit`, `body.user.name`, `result[].id`: the base, then the path inside it. */
export function locationOf(at: Position): string {
  if (!at.path) return at.base;
  return at.path.startsWith('[') ? `${at.base}${at.path}` : `${at.base}.${at.path}`;
}

/** Steps into a property (`name`) or into array items (`[]`). */
export function child(at: Position, segment: string): Position {
  return { base: at.base, path: join(at.path, segment), typeRef: join(at.typeRef, segment) };
}

/** Entering a named schema: the type reference restarts at its name. */
export function enterNamed(at: Position, name: string): Position {
  return { ...at, typeRef: name };
}

function join(prefix: string, segment: string): string {
  if (segment === '[]') return `${prefix}[]`;
  return prefix ? `${prefix}.${segment}` : segment;
}

export function schemaMap(schemas: NamedSchema[]): Map<string, NamedSchema> {
  return new Map(schemas.map((named) => [named.name, named]));
}
