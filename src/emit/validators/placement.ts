/**
 * Where check functions go: `emitFunction` writes a named one (`schemaX`) in output
 * order; `sharedFunction` / `sharedBody` write an inline one (`partN`) unless a function
 * with the same body exists, which is then reused: the `{ owner, repo }` path parameters
 * of hundreds of operations, or every `list` result of the same item, are one function.
 */
import type { Schema } from '../../ir/types.js';
import { docComment, type Code } from '../shared/escape.js';
import { functionBody } from './functions.js';
import { checkSignature } from './layout.js';
import { effectiveDirection, freshName, type Direction, type EmitState } from './state.js';

/** Writes `function name(v, p, c)` for `schema` into the state, in output order. */
export function emitFunction(
  state: EmitState,
  name: Code,
  schema: Schema,
  direction: Direction,
  self: string | null,
  label: string = schema.pointer,
): void {
  const slot = state.functions.length;
  state.functions.push([]);
  const body = functionBody(schema, { state, direction, scope: { next: 0 }, self });
  if (!state.bodies.has(body.join('\n'))) state.bodies.set(body.join('\n'), name);
  state.functions[slot] = functionLines(name, label + viewOf(state, schema, direction), body);
}

/**
 * The check function of an inline schema (or an operation's params / result): a new
 * `partN`, or the function already written with the same body. Children are written
 * first, so the body is known before the name is chosen; the slot keeps output order.
 */
export function sharedFunction(
  state: EmitState,
  schema: Schema,
  direction: Direction,
  label: string = schema.pointer,
): Code {
  const slot = state.functions.length;
  state.functions.push([]);
  const body = functionBody(schema, { state, direction, scope: { next: 0 }, self: null });
  return placeShared(state, slot, body, label + viewOf(state, schema, direction));
}

/** A function with a given body (a call of a runtime helper), shared like `sharedFunction`. */
export function sharedBody(state: EmitState, body: readonly string[], label: string): Code {
  const slot = state.functions.length;
  state.functions.push([]);
  return placeShared(state, slot, body, label);
}

function placeShared(state: EmitState, slot: number, body: readonly string[], label: string): Code {
  const key = body.join('\n');
  const same = state.bodies.get(key);
  if (same !== undefined) return same; // the empty slot is dropped from the output
  const name = freshName(state, 'part');
  state.bodies.set(key, name);
  state.functions[slot] = functionLines(name, label, body);
  return name;
}

function viewOf(state: EmitState, schema: Schema, direction: Direction): string {
  const request = effectiveDirection(state, schema, direction) === 'request';
  return request ? ', as a request sends it (readOnly not required)' : '';
}

function functionLines(name: Code, label: string, body: readonly string[]): string[] {
  const comment = docComment([`${label}.`])
    .split('\n')
    .filter((l) => l !== '');
  return [...comment, ...checkSignature(name), ...body, '}'];
}
