/**
 * `pattern` keywords become module-level `RegExp` constants compiled once at load.
 * A pattern is tried at generation time: with the `u` flag first (JSON Schema means
 * Unicode), without it when only that works (many documents come from Python, whose
 * escapes like `\-` outside classes the `u` flag refuses), and when neither compiles
 * the check is left out instead of a crash at load time. The normaliser diagnoses both
 * (src/normalise/schema/pattern.ts), so `inspect` and `generate` report them.
 */
import { patternFlags } from '../../util/regex-safety.js';
import type { StringSchema } from '../../ir/types.js';
import { stringLiteral, type Code } from '../shared/escape.js';
import { call, printLine } from './layout.js';
import { constant, type EmitState } from './state.js';

/** The constant holding the schema's compiled pattern, or `undefined` when it cannot compile. */
export function patternConstant(state: EmitState, schema: StringSchema): Code | undefined {
  const pattern = schema.pattern;
  if (pattern === undefined) return undefined;
  const flags = patternFlags(pattern);
  if (flags === undefined) return undefined; // diagnosed by the normaliser
  return constant(state, 'pattern', `${flags}/${pattern}`, (name) => {
    const args =
      flags === '' ? [stringLiteral(pattern)] : [stringLiteral(pattern), stringLiteral(flags)];
    return printLine(`const ${name} = `, call('new RegExp', ...args), ';', 0);
  });
}
