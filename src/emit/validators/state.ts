/**
 * What the validator emitter collects while it walks the model: module-level constants
 * (patterns, enum lists, key sets), the check functions in output order, and which
 * named schemas need a separate request-direction check.
 */
import type { NamedSchema, Schema } from '../../ir/types.js';
import { identifier, type Code } from '../shared/escape.js';

/** Requests ignore `readOnly` requirements, responses `writeOnly` ones (docs/validators.md). */
export type Direction = 'request' | 'response';

export interface EmitState {
  /** The validators' mode when a call names none (`validators.mode` of the config). */
  readonly mode: 'strict' | 'lenient';
  readonly schemas: ReadonlyMap<string, NamedSchema>;
  /** Named schemas whose check differs by direction (a required readOnly/writeOnly property). */
  readonly directional: ReadonlySet<string>;
  /** Module-level declarations, each a list of lines, in creation order. */
  readonly constants: string[][];
  readonly constantNames: Map<string, Code>;
  /** Check functions (each a list of lines) in output order. */
  readonly functions: string[][];
  /** `name/direction` → the check of a discriminated base without its dispatch. */
  readonly plainChecks: Map<string, Code>;
  /** Functions already written for an inline schema, by direction (a schema node is shared). */
  readonly parts: Map<Schema, Partial<Record<Direction, Code>>>;
  /**
   * Function body → the function that has it: inline schemas that check the same way
   * (the `{ owner, repo }` path parameters of hundreds of operations) share one function.
   */
  readonly bodies: Map<string, Code>;
  readonly counters: Record<string, number>;
}

export function createState(
  schemas: readonly NamedSchema[],
  mode: 'strict' | 'lenient' = 'strict',
): EmitState {
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  return {
    mode,
    schemas: byName,
    directional: directionalSchemas(byName),
    constants: [],
    constantNames: new Map(),
    functions: [],
    plainChecks: new Map(),
    parts: new Map(),
    bodies: new Map(),
    counters: {},
  };
}

/** A fresh module-level name: `part3`, `pattern1`, `enum2` … (never a schema-derived name). */
export function freshName(state: EmitState, prefix: string): Code {
  const next = (state.counters[prefix] ?? 0) + 1;
  state.counters[prefix] = next;
  return identifier(`${prefix}${next}`);
}

/** A module-level constant, shared by every check that needs the same one. */
export function constant(
  state: EmitState,
  prefix: string,
  key: string,
  build: (name: Code) => string[],
): Code {
  const known = state.constantNames.get(`${prefix}:${key}`);
  if (known !== undefined) return known;
  const name = freshName(state, prefix);
  state.constantNames.set(`${prefix}:${key}`, name);
  state.constants.push(build(name));
  return name;
}

/** The check function of a named schema in a direction: `schemaJob`, `requestJob`. */
export function namedCheck(state: EmitState, name: string, direction: Direction): Code {
  const prefix = direction === 'request' && state.directional.has(name) ? 'request' : 'schema';
  return identifier(`${prefix}${name}`);
}

/** The direction a schema's check depends on: `response` when both would be the same. */
export function effectiveDirection(
  state: EmitState,
  schema: Schema,
  direction: Direction,
): Direction {
  if (direction === 'response') return direction;
  return directional(schema, (name) => state.directional.has(name)) ? direction : 'response';
}

/** Whether a property is required in this direction. */
export function requiredIn(required: boolean, schema: Schema, direction: Direction): boolean {
  if (!required) return false;
  return direction === 'request' ? schema.readOnly !== true : schema.writeOnly !== true;
}

function directionalSchemas(byName: ReadonlyMap<string, NamedSchema>): Set<string> {
  const result = new Set<string>();
  // Repeat until stable: within one pass a name on a cycle may be judged before its
  // cycle is; `judged` memoises the pass's verdicts so each name is walked once.
  for (let size = -1; size !== result.size;) {
    size = result.size;
    const judged = new Set<string>();
    const visit = (name: string): boolean => {
      if (result.has(name)) return true;
      const named = byName.get(name);
      if (named === undefined || judged.has(name)) return false;
      judged.add(name);
      const found = directional(named.schema, visit);
      if (found) result.add(name);
      return found;
    };
    for (const name of byName.keys()) visit(name);
  }
  return result;
}

function directional(schema: Schema, visit: (name: string) => boolean): boolean {
  const inner = (s: Schema): boolean => directional(s, visit);
  if (schema.not !== undefined && inner(schema.not)) return true;
  switch (schema.kind) {
    case 'ref':
      return visit(schema.name);
    case 'object':
      return (
        schema.properties.some(
          (p) => (p.required && (p.schema.readOnly || p.schema.writeOnly)) || inner(p.schema),
        ) ||
        (typeof schema.additionalProperties === 'object' && inner(schema.additionalProperties))
      );
    case 'array':
      return inner(schema.items);
    case 'record':
      return inner(schema.values);
    case 'union':
      return schema.variants.some(inner);
    case 'intersection':
      return schema.members.some(inner);
    default:
      return false;
  }
}
