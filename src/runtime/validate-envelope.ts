/**
 * The success envelope `{ status: 'success', result }` every operation result validator
 * checks, written once here instead of once per operation in validators.ts.
 * Shipped into the generated output as `runtime/validate-envelope.ts`; no dependencies.
 */
import { quiet, type Check, type Context } from './validate-run.js';
import { fail, mark, more, passed } from './validate-issues.js';
import { at, failAt, isObject, member } from './validate-members.js';
import { failUnion } from './validate-union.js';

/**
 * `{ status: 'success', result }` (other members allowed; the field names and the success
 * value are the model's, fixed by the service). `result` checks the result member, which
 * is then required; `null`: an empty result, not checked.
 */
export function envelope(v: unknown, p: string, c: Context, result: Check | null): boolean {
  if (!isObject(v)) {
    fail(c, p, 'type', 'object', v);
    return false;
  }
  const start = mark(c);
  if (result !== null) {
    const value = v['result'];
    // The envelope's members are the service's, never masked: `fail`, not `failAt`.
    if (value === undefined) {
      if (!fail(c, member(p, '/result'), 'required', 'result', undefined)) return false;
    } else if (!result(value, at(c, p, '/result'), c) && !more(c, '/result')) return false;
  }
  const status = v['status'];
  if (status === undefined) {
    if (!fail(c, member(p, '/status'), 'required', 'status', undefined)) return false;
  } else if (status !== 'success' && !failAt(c, p, '/status', 'const', 'success', status)) {
    return false;
  }
  return passed(c, start);
}

/** An array of at least `minItems` items, each checked by `item`. */
export function items(v: unknown, p: string, c: Context, item: Check, minItems: number): boolean {
  if (!Array.isArray(v)) {
    fail(c, p, 'type', 'array', v);
    return false;
  }
  const start = mark(c);
  if (v.length < minItems && !fail(c, p, 'minItems', minItems, v)) return false;
  for (let i = 0; i < v.length; i++) {
    if (!item(v[i], at(c, p, i), c) && !more(c, i)) return false;
  }
  return passed(c, start);
}

/**
 * A `single` result: a non-empty array of items, or the bare item (Flask-RESTX's
 * `envelope=` form); `anyOf` of the two, reported as the generated unions report.
 */
export function oneOrList(v: unknown, p: string, c: Context, item: Check): boolean {
  const q = quiet(c);
  // Lenient mode's converting pass (`c.fixes`) runs the form that matched once more with
  // `c`, so that the conversions inside a single result are recorded (validate-run.ts).
  if (items(v, p, q, item, 1)) return c.fixes === null || items(v, p, c, item, 1);
  if (item(v, p, q)) return c.fixes === null || item(v, p, c);
  const list: Check = (x, path, context) => items(x, path, context, item, 1);
  failUnion(c, p, 'anyOf', [list, item], v);
  return false;
}
