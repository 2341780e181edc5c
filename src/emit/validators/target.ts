/**
 * Where a check applies: the variable holding the value, the member key it sits at in
 * its parent (or none: the function's own value), and the indentation. Builds the
 * `h.fail` / `h.failAt` calls and the `if (…) { … }` shapes every check uses.
 */
import { type Code } from '../shared/escape.js';
import { at, call, code, ifBlock, ifOpen, ifReturnFalse, type Call, type Expr } from './layout.js';

export interface Scope {
  /** Next free local number (`v1`, `n2` …) in the function being written. */
  next: number;
}

export interface Target {
  /** The variable holding the value. */
  value: Code;
  /** The key in the parent (`'name'`, `i`, `k`); `null`: the value at `p` itself. */
  key: Code | null;
  depth: number;
  scope: Scope;
}

export function local(scope: Scope, prefix: string): Code {
  scope.next += 1;
  return code(`${prefix}${scope.next}`);
}

/** `!h.fail(c, p, rule, expected, value)` (or `failAt` with the key). */
export function failCall(t: Target, rule: string, expected: Code): Call {
  const ruleCode = code(`'${rule}'`);
  return t.key === null
    ? call('!h.fail', code('c'), code('p'), ruleCode, expected, t.value)
    : call('!h.failAt', code('c'), code('p'), t.key, ruleCode, expected, t.value);
}

/** The path to pass to a nested check. */
export function childPath(t: Target): Expr {
  return t.key === null ? code('p') : call('h.at', code('c'), code('p'), t.key);
}

/** `if (cond) { if (!fail) return false; }` */
export function guard(t: Target, cond: Expr, rule: string, expected: Code): string[] {
  return ifBlock(cond, ifReturnFalse(failCall(t, rule, expected), t.depth + 1), t.depth);
}

/** A type check, with the checks that need the type in its `else` branch. */
export function typed(
  t: Target,
  cond: Expr,
  typeName: string,
  constraints: readonly string[],
): string[] {
  const fail = ifReturnFalse(failCall(t, 'type', code(`'${typeName}'`)), t.depth + 1);
  if (constraints.length === 0) return ifBlock(cond, fail, t.depth);
  return [
    ...ifOpen(cond, t.depth),
    ...fail,
    at(t.depth, '} else {'),
    ...constraints,
    at(t.depth, '}'),
  ];
}

/** A call of a nested check; on failure stop unless collecting every issue. */
export function nested(t: Target, check: Code, context: Code = code('c')): string[] {
  const test = call(`!${check}`, t.value, childPath(t), context);
  return ifBlock(test, [at(t.depth + 1, 'if (!h.more(c)) return false;')], t.depth);
}

/** The same target one level deeper (inside an `if`). */
export function deeper(t: Target): Target {
  return { ...t, depth: t.depth + 1 };
}
