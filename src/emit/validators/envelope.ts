/**
 * Result validators of enveloped operations: one line calling the runtime's `h.envelope`
 * (runtime/validate-envelope.ts) with the check of the `result` member: the array check
 * of a `list`, `h.oneOrList` of the item check for a `single`, none for `empty`. The
 * envelope's own checks live once in the runtime instead of once per operation.
 */
import type { Operation, Schema } from '../../ir/types.js';
import type { Code } from '../shared/escape.js';
import { checkOf } from './functions.js';
import { sharedBody } from './placement.js';
import { call, code, printLine } from './layout.js';
import type { EmitState } from './state.js';

/** The check of the whole success envelope of `op` (not for `raw` results). */
export function envelopeCheck(state: EmitState, op: Operation, label: string): Code {
  const { shape, item } = op.result;
  const pointer = `${op.pointer}/responses`;
  let result: Code;
  if (shape === 'list') {
    const list: Schema = { kind: 'array', pointer, nullable: false, items: item };
    result = checkOf(state, list, 'response');
  } else if (shape === 'single') {
    const itemCheck = checkOf(state, item, 'response');
    result = helperCall(state, 'h.oneOrList', itemCheck, pointer);
  } else result = code('null');
  return helperCall(state, 'h.envelope', result, label);
}

/** `function partN(v, p, c) { return helper(v, p, c, check); }` (shared when identical). */
function helperCall(state: EmitState, helper: string, check: Code, label: string): Code {
  const body = printLine('return ', call(helper, code('v'), code('p'), code('c'), check), ';', 1);
  return sharedBody(state, body, label);
}
