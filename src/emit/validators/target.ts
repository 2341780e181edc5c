/**
 * Where a check applies: the variable holding the value, the member key it sits at in
 * its parent (or none: the function's own value), and the indentation. Builds the
 * `h.fail` / `h.failAt` calls and the `if (…) { … }` shapes every check uses.
 */
import { stringLiteral, type Code } from '../shared/escape.js';
import {
  at,
  call,
  code,
  ifBothReturnFalse,
  ifOpen,
  ifReturnFalse,
  type Call,
  type Expr,
} from './layout.js';
import { escapeToken } from '../../json/pointer.js';

export interface Scope {
  /** Next free local number (`v1`, `n2` …) in the function being written. */
  next: number;
}

export interface Target {
  /** The variable holding the value. */
  value: Code;
  /**
   * The segment of the value in its parent, as code: a literal escaped at generation
   * time (`'/name'`, `'/a~1b'`), an index (`i`), or `h.keySegment(k)` for a
   * key read in a loop (evaluated only when an issue is recorded); `null`: the value at
   * `p` itself.
   */
  key: Code | null;
  /** A key read in a loop (`k`): the nested path escapes it only when recording. */
  name?: Code;
  depth: number;
  scope: Scope;
  /**
   * Set for an object member whose presence the first check decides (`undefined` fails
   * every type, enum and const check): its failure is reported by `h.failRequired` (a
   * missing member becomes `required`) or `h.failOptional` (an absent one passes), so the
   * valid path tests the value once instead of twice.
   */
  presence?: 'required' | 'optional';
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

/** The first check of a member that decides its presence too (see `Target.presence`). */
export function presenceFailCall(t: Target, rule: string, expected: Code): Call {
  if (t.presence === undefined || t.key === null) return failCall(t, rule, expected);
  const helper = t.presence === 'required' ? '!h.failRequired' : '!h.failOptional';
  return call(helper, code('c'), code('p'), t.key, code(`'${rule}'`), expected, t.value);
}

/** The path to pass to a nested check. */
export function childPath(t: Target): Expr {
  if (t.name !== undefined) return call('h.atKey', code('c'), code('p'), t.name);
  return t.key === null ? code('p') : call('h.at', code('c'), code('p'), t.key);
}

/**
 * A member name as its segment literal: the JSON pointer from the parent, slash included
 * (`'/state'`, `'/a~1b'`; RFC 6901), escaped here, not at run time. A failure at the top
 * level then records the literal itself as its path: no string is built per issue.
 */
export function segmentLiteral(name: string): Code {
  return stringLiteral(`/${escapeToken(name)}`);
}

/** The segment of a key read in a loop: escaped at run time, on the failure path only. */
export function dynamicSegment(key: Code): Code {
  return code(`h.keySegment(${key})`);
}

/** `if (cond) { if (!fail) return false; }` */
export function guard(t: Target, cond: Expr, rule: string, expected: Code): string[] {
  return ifBothReturnFalse(cond, failCall(t, rule, expected), t.depth);
}

/** `guard` for a member's first check, which `undefined` fails too (enum, const). */
export function presenceGuard(t: Target, cond: Expr, rule: string, expected: Code): string[] {
  return ifBothReturnFalse(cond, presenceFailCall(t, rule, expected), t.depth);
}

/** A type check, with the checks that need the type in its `else` branch. */
export function typed(
  t: Target,
  cond: Expr,
  typeName: string,
  constraints: readonly string[],
): string[] {
  const failure = presenceFailCall(t, 'type', code(`'${typeName}'`));
  if (constraints.length === 0) return ifBothReturnFalse(cond, failure, t.depth);
  const fail = ifReturnFalse(failure, t.depth + 1);
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
  const more = t.key === null ? code('!h.more(c)') : call('!h.more', code('c'), t.key);
  return ifBothReturnFalse(test, more, t.depth);
}
