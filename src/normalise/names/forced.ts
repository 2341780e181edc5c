/** Names forced by configuration: `names: {"get_job_list": "job.list", "GET /job": "job.all"}`. */
import { report, type Context } from '../context.js';
import { configuredKey } from '../config-key.js';
import type { Candidate, NameInput } from './derive.js';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The configured name of `op`, claimed in `used` (lower-cased qualified names); a second claim is refused. */
export function forcedName(ctx: Context, op: NameInput, used: Set<string>): Candidate | undefined {
  const names = ctx.options.names;
  const key = configuredKey(names, op);
  if (names === undefined || key === undefined) return undefined;
  const parts = String(names[key]).split('.');
  if (parts.length < 2 || parts.some((part) => !IDENTIFIER.test(part) || part === '__proto__')) {
    report(
      ctx,
      'name-option-invalid',
      'error',
      op.pointer,
      `names[${JSON.stringify(key)}] = ${JSON.stringify(names[key])} is not group.method made of identifiers (ignored).`,
    );
    return undefined;
  }
  const qualified = parts.join('.').toLowerCase();
  if (used.has(qualified)) {
    const message = `names[${JSON.stringify(key)}] = ${JSON.stringify(names[key])} is already given to another operation (ignored).`;
    report(ctx, 'name-option-invalid', 'error', op.pointer, message);
    return undefined;
  }
  used.add(qualified);
  return { group: parts.slice(0, -1), method: parts[parts.length - 1] as string };
}
