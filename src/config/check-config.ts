import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { configSchema } from './schema.js';
import type { Target } from '../emit/target.js';
import { unescapeToken } from '../json/pointer.js';

/**
 * Checks a parsed config against its one definition (schema.ts), returning one message per
 * problem in the words of the config file: `targets[1]: unknown target "clients" (one of …)`,
 * `outptu: unknown setting`, `mock.users[0].password: required`. The config's plugins (loaded
 * first, plugins.ts) add their names to `targets` and their sections.
 */
export function checkConfig(value: unknown, plugins: readonly Target<object>[] = []): string[] {
  const messages: string[] = [];
  const required = new Set<string>();
  for (const error of [...Value.Errors(configSchema(plugins), value)].flatMap(closestVariant)) {
    // A missing property is also "not a string" etc. at the same path: say it once.
    if (required.has(error.path)) continue;
    if (error.type === ValueErrorType.ObjectRequiredProperty) required.add(error.path);
    const message = `${where(error.path)}: ${problem(error)}`;
    if (!messages.includes(message)) messages.push(message);
  }
  return messages;
}

/**
 * A union (`users`: a path or a list) fails as a whole; when exactly one variant has the
 * value's own type, its errors say more (`mock.users[0].password: required`).
 */
function closestVariant(error: ValueError): ValueError[] {
  if (error.type !== ValueErrorType.Union) return [error];
  const variants = error.errors.map((iterator) => [...iterator]);
  const sameType = variants.filter((errors) => errors.every((inner) => inner.path !== error.path));
  return sameType.length === 1 ? (sameType[0] ?? []).flatMap(closestVariant) : [error];
}

/** `/mock/users/0/password` → `mock.users[0].password` (JSON pointer escapes undone). */
function where(pointer: string): string {
  if (pointer === '') return 'config';
  return pointer
    .slice(1)
    .split('/')
    .map(unescapeToken)
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
}

function problem(error: ValueError): string {
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'required';
    case ValueErrorType.ObjectAdditionalProperties:
      return 'unknown setting';
    case ValueErrorType.Union:
    case ValueErrorType.Literal:
      return notOneOf(error.schema, error.value);
    case ValueErrorType.String:
      return 'expected a string';
    case ValueErrorType.StringPattern:
      return `${JSON.stringify(error.value)} is not a ${whatOf(error.schema)}`;
    case ValueErrorType.Boolean:
      return 'expected true or false';
    case ValueErrorType.Integer:
    case ValueErrorType.IntegerMinimum:
      return 'expected a whole number >= 0';
    case ValueErrorType.Array:
      return 'expected a list';
    case ValueErrorType.ArrayUniqueItems:
      return 'lists a value twice';
    case ValueErrorType.Object:
      return 'expected an object';
    default:
      return error.message;
  }
}

/** For a closed set of strings: what was given and what is allowed; else what was expected. */
function notOneOf(schema: TSchema, value: unknown): string {
  const allowed = (schema.anyOf as TSchema[] | undefined)?.map(
    (member) => member.const as unknown,
  ) ?? [schema.const];
  const what = whatOf(schema);
  if (allowed.every((item) => typeof item === 'string')) {
    return `unknown ${what} ${JSON.stringify(value)} (one of ${allowed.join(', ')})`;
  }
  return `expected ${what}`;
}

function whatOf(schema: TSchema): string {
  return typeof schema['x-what'] === 'string' ? schema['x-what'] : 'value';
}
