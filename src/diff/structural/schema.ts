import type { Schema } from '../../ir/types.js';
import type { ChangeRecord } from '../types.js';
import { emitAt, enterNamed, rootPosition, type Position, type Scope } from './context.js';
import { compareSameKind } from './schema-kinds.js';
import { typeLabel } from './labels.js';
import { isClean } from './clean.js';
import { mergeObjects } from './merge.js';
import { expandNamedPair, recordPair } from './templates.js';

/**
 * Compares two schemas structurally. References are followed on both sides, so a `$ref`
 * and the same schema written inline compare equal. A pair of named schemas is compared
 * once per scope, at the first place it is met (which also stops recursion), and not at
 * all when the whole diff already knows it holds no change.
 */
export function compareSchemas(
  oldSchema: Schema,
  newSchema: Schema,
  scope: Scope,
  at: Position,
): void {
  const oldTarget = resolve(oldSchema, scope.oldSchemas);
  const newTarget = resolve(newSchema, scope.newSchemas);
  const here = newSchema.kind === 'ref' ? enterNamed(at, newSchema.name) : at;
  compareNullable(oldSchema, newSchema, oldTarget, newTarget, scope, here);
  const pair = refKey(oldSchema, newSchema);
  if (!pair) {
    compareResolved(oldTarget, newTarget, scope, here);
    return;
  }
  const key = `${scope.site} ${pair}`;
  if (!scope.recorder && scope.visited.has(key)) return;
  if (isClean(scope.clean, key, () => probe(oldTarget, newTarget, scope, key))) return;
  if (scope.probe) {
    emitAt(scope, here, 'schema-changed', newSchema.pointer, {}); // the probe only needs "dirty"
  } else if (scope.recorder) {
    recordPair(scope, key, oldTarget, newSchema, newTarget, here); // visited is decided at replay
  } else {
    scope.visited.add(key);
    if (newSchema.kind !== 'ref') compareResolved(oldTarget, newTarget, scope, here);
    else expandNamedPair(scope, key, { name: newSchema.name, oldTarget, newTarget }, here);
  }
}

/** Does the pair hold any change? Compares its own body; nested pairs are asked the same. */
function probe(oldTarget: Schema, newTarget: Schema, scope: Scope, key: string): boolean {
  const out: ChangeRecord[] = [];
  const at = rootPosition('', '');
  compareResolved(
    oldTarget,
    newTarget,
    { ...scope, out, visited: new Set([key]), probe: true, recorder: undefined },
    at,
  );
  return out.length === 0;
}

export function compareResolved(
  oldSchema: Schema,
  newSchema: Schema,
  scope: Scope,
  at: Position,
): void {
  if (oldSchema.kind === newSchema.kind) {
    compareSameKind(oldSchema, newSchema, scope, at);
    return;
  }
  if (isAnyObjectAndMap(oldSchema, newSchema) || isAnyObjectAndMap(newSchema, oldSchema)) {
    // `{type: object}` ↔ a map (`additionalProperties` / `patternProperties` with a schema):
    // the extra properties gained or lost a schema, which is what the map says.
    emitAt(scope, at, 'constraint-changed', newSchema.pointer, {
      subject: 'additionalProperties',
      old: oldSchema.kind === 'record' ? 'schema' : true,
      new: newSchema.kind === 'record' ? 'schema' : true,
      tightened: newSchema.kind === 'record',
      facts: { action: 'changed' },
    });
    return;
  }
  if (oldSchema.kind === 'unknown' || newSchema.kind === 'unknown') {
    // A schema documented where there was none (or dropped): sloppy documents do this
    // all the time, so it is a neutral "schema changed", not a type change.
    const subject = oldSchema.kind === 'unknown' ? 'specified' : 'unspecified';
    emitAt(scope, at, 'schema-changed', newSchema.pointer, {
      subject,
      old: typeLabel(oldSchema),
      new: typeLabel(newSchema),
    });
    return;
  }
  const sameBase = isEnumOfBase(oldSchema, newSchema) || isEnumOfBase(newSchema, oldSchema);
  if (!sameBase) {
    emitAt(scope, at, 'type-changed', newSchema.pointer, {
      old: typeLabel(oldSchema),
      new: typeLabel(newSchema),
    });
  }
  // `string` → `enum of strings` is an enum added; `string` → `enum of integers` is that and a
  // changed type, two facts a client meets apart (oasdiff reports both too).
  if (sameBase || oldSchema.kind === 'enum' || newSchema.kind === 'enum')
    enumEdge(oldSchema, newSchema, scope, at);
}

/** An enum where there was none, or none where there was one. */
function enumEdge(oldSchema: Schema, newSchema: Schema, scope: Scope, at: Position): void {
  emitAt(scope, at, 'constraint-changed', newSchema.pointer, {
    subject: 'enum',
    tightened: newSchema.kind === 'enum',
    old: oldSchema.kind === 'enum' ? oldSchema.values : undefined,
    new: newSchema.kind === 'enum' ? newSchema.values : undefined,
    facts: { action: newSchema.kind === 'enum' ? 'added' : 'removed' },
  });
}

/** Any object (`{type: object}`, nothing more) on one side, a map on the other. */
function isAnyObjectAndMap(anyObject: Schema, map: Schema): boolean {
  return (
    anyObject.kind === 'unknown' && anyObject.objectOnly && !anyObject.not && map.kind === 'record'
  );
}

/** An enum whose base type is the other schema's type: `string` → `enum of strings`. */
function isEnumOfBase(maybeEnum: Schema, other: Schema): boolean {
  if (maybeEnum.kind !== 'enum') return false;
  const label = typeLabel(other);
  return maybeEnum.base === label || (maybeEnum.base === 'number' && label === 'integer');
}

function compareNullable(
  oldRaw: Schema,
  newRaw: Schema,
  oldTarget: Schema,
  newTarget: Schema,
  scope: Scope,
  at: Position,
): void {
  if (scope.site === 'parameter') return; // parameters are never null on the wire
  const before = oldRaw.nullable || oldTarget.nullable;
  const after = newRaw.nullable || newTarget.nullable;
  if (before !== after)
    emitAt(scope, at, 'nullable-changed', newRaw.pointer, { old: before, new: after });
}

/** Follows references; an `allOf` of objects reads as the one object it describes. */
export function resolve(schema: Schema, named: Scope['oldSchemas'], depth = 0): Schema {
  if (schema.kind === 'intersection') return mergeObjects(schema, named, depth) ?? schema;
  if (schema.kind !== 'ref') return schema;
  const target = named.get(schema.name);
  if (!target || depth > 32)
    return { kind: 'unknown', objectOnly: false, nullable: false, pointer: schema.pointer };
  return resolve(target.schema, named, depth + 1);
}

function refKey(oldSchema: Schema, newSchema: Schema): string | undefined {
  if (oldSchema.kind !== 'ref' && newSchema.kind !== 'ref') return undefined;
  const oldName = oldSchema.kind === 'ref' ? oldSchema.name : '';
  const newName = newSchema.kind === 'ref' ? newSchema.name : '';
  return `${oldName}>${newName}`;
}
