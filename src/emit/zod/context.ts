/**
 * What the schema printer needs besides the schema: the view it prints, the names of the
 * other schemas' constants in that view, and the module-level `RegExp` constants (one per
 * pattern, compiled once at load, after the same compile check the validators make).
 */
import { patternFlags } from '../../util/regex-safety.js';
import type { Schema, StringSchema } from '../../ir/types.js';
import { call } from './schema.js';
import { identifier, stringLiteral, type Code } from '../shared/escape.js';
import { printDoc, type Doc } from '../shared/doc.js';
import type { TypeNames } from '../shared/names.js';
import type { View } from '../shared/schema-type.js';

export interface ZodContext {
  view: View;
  names: TypeNames;
  /** Every named schema by IR name (to see through references). */
  named: ReadonlyMap<string, Schema>;
  /** The constant of a named schema in this view (`JobSchema`, `JobInputSchema`). */
  refName(name: string): Code;
  /** The constant holding a string schema's pattern, or undefined when it cannot compile. */
  pattern(schema: StringSchema): Code | undefined;
}

/** `JobSchema` for the type `Job`, `JobInputSchema` for `JobInput`. */
export function schemaConstant(typeName: string): Code {
  return identifier(`${typeName}Schema`);
}

export interface Patterns {
  /** The declarations, in first-use order. */
  lines: string[];
  byKey: Map<string, Code>;
}

/** Unicode first (JSON Schema's meaning), without `u` when only that compiles (Python's escapes). */
export function patternConstant(patterns: Patterns, pattern: string): Code | undefined {
  const flags = patternFlags(pattern);
  if (flags === undefined) return undefined; // diagnosed by the normaliser
  const key = `${flags}/${pattern}`;
  const known = patterns.byKey.get(key);
  if (known !== undefined) return known;
  const name = identifier(`PATTERN_${patterns.byKey.size + 1}`);
  const args: Doc[] =
    flags === '' ? [stringLiteral(pattern)] : [stringLiteral(pattern), stringLiteral(flags)];
  patterns.lines.push(printDoc([`const ${name} = `, call('new RegExp', args), ';']));
  patterns.byKey.set(key, name);
  return name;
}

export function contextFor(
  names: TypeNames,
  view: View,
  patterns: Patterns,
  named: ReadonlyMap<string, Schema>,
): ZodContext {
  return {
    view,
    names,
    named,
    refName: (name) => schemaConstant(names.schema(name, view)),
    pattern: (schema) =>
      schema.pattern === undefined ? undefined : patternConstant(patterns, schema.pattern),
  };
}
