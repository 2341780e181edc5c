/**
 * The escaping choke points. Spec text (names, descriptions, enum values, patterns …)
 * reaches generated code only through these functions. Their results are branded
 * `Code`, and view models that hold code type their fields as `Code`, so the compiler
 * refuses a raw document string where code is expected.
 */
import { isReservedWord } from '../../ir/reserved-words.js';
import { isEs5IdentifierName } from './identifier-name.js';

declare const codeBrand: unique symbol;

/** A fragment of TypeScript that is safe to paste into a template. */
export type Code = string & { readonly [codeBrand]: true };

/** Marks text written by specforge itself (not from the document) as code. */
export function trusted(text: string): Code {
  return text as Code;
}

/** Joins code fragments. */
export function joinCode(parts: readonly Code[], separator: string): Code {
  return parts.join(separator) as Code;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * An identifier, for names already sanitised in the IR. Re-checks them, so that a
 * bug upstream becomes a loud failure here rather than injected code.
 */
export function identifier(name: string): Code {
  if (!IDENTIFIER.test(name) || isReservedWord(name)) {
    throw new Error(`specforge: not a safe identifier: ${JSON.stringify(name)}`);
  }
  return name as Code;
}

/**
 * A member name reached with dot access (`api.job.delete`): identifier-shaped, reserved
 * words allowed, `__proto__` refused. Like `identifier`, it re-checks the IR's sanitising.
 */
export function memberName(name: string): Code {
  if (!IDENTIFIER.test(name) || name === '__proto__') {
    throw new Error(`specforge: not a safe member name: ${JSON.stringify(name)}`);
  }
  return name as Code;
}

/**
 * A string literal, safe for any input, quoted as prettier would: single quotes unless
 * the text holds more single than double quotes.
 */
export function stringLiteral(value: string): Code {
  // Most strings (names, paths, ids) need no escape: skip the character loop (the
  // GitHub and k8s documents pass ~100 000 strings through here).
  if (PLAIN_STRING.test(value)) return `'${value}'` as Code;
  let singles = 0;
  let doubles = 0;
  for (const char of value) {
    if (char === "'") singles++;
    else if (char === '"') doubles++;
  }
  const quote = singles > doubles ? '"' : "'";
  let out = quote;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === quote) out += `\\${quote}`;
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x2028 || code === 0x2029 || INVISIBLE_CONTROL.test(char)) {
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    } else out += char;
  }
  return `${out}${quote}` as Code;
}

/** Text that prints as itself between single quotes, with no quote of either kind. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const PLAIN_STRING = /^[^'"\\\n\r\t\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]*$/;

/**
 * DEL, C1 controls and the bidirectional controls: invisible, and able to make code read
 * differently from how it runs (Trojan Source, CVE-2021-42574). Written as `\uXXXX` in
 * strings and comments alike (audit item 10).
 */
const INVISIBLE_CONTROL = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A property key, as prettier prints it: bare when it is an identifier name (reserved
 * words and non-ASCII letters included), quoted otherwise. `__proto__` is written as
 * the computed key `['__proto__']`: in an object literal a plain `__proto__:` (which
 * prettier would make of a quoted one) sets the prototype; the computed form defines
 * an own property, and in a type it names the same property.
 */
export function propertyKey(name: string): Code {
  if (name === '__proto__') return "['__proto__']" as Code;
  if (isEs5IdentifierName(name)) return name as Code;
  if (/^(0|[1-9][0-9]*)$/.test(name) && Number(name) <= Number.MAX_SAFE_INTEGER)
    return name as Code;
  return stringLiteral(name);
}

/** Property access: `.name` when possible, `['name']` otherwise. */
export function propertyAccess(name: string): Code {
  return (IDENTIFIER.test(name) ? `.${name}` : `[${stringLiteral(name)}]`) as Code;
}

/** A literal for an enum/const/default value (string, number, boolean, null). */
export function literal(value: string | number | boolean | null): Code {
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`specforge: not a finite number: ${value}`);
    // As prettier prints numbers: `1e21`, not JavaScript's `1e+21` (audit item 17).
    return (Object.is(value, -0) ? '0' : String(value).replace('e+', 'e')) as Code;
  }
  return String(value) as Code;
}

/** Any JSON value as a TypeScript expression (keys and strings escaped). */
export function jsonLiteral(value: unknown): Code {
  if (value === null || typeof value !== 'object') {
    if (value === undefined) return 'undefined' as Code;
    return literal(value as string | number | boolean);
  }
  if (Array.isArray(value)) return `[${value.map(jsonLiteral).join(', ')}]` as Code;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${propertyKey(key)}: ${jsonLiteral(item)}`,
  );
  return (entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`) as Code;
}

/**
 * The body lines of a JSDoc comment: `*\/` can not close the comment early, and
 * no line ends in spaces. Returns lines without the leading ` * `.
 */
export function commentLines(text: string): Code[] {
  // Most descriptions are one plain line: skip the regular expressions for them.
  if (!COMMENT_SPECIAL.test(text)) return [text as Code];
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\*\//g, '*\\/')
    .replace(/[\u2028\u2029]/g, ' ')
    .replace(COMMENT_CONTROLS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .split('\n')
    .map((line) => line.replace(/\s+$/, '') as Code);
}

// eslint-disable-next-line no-control-regex -- NUL, ESC … in a comment make git call the file binary
const COMMENT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- as above
const COMMENT_SPECIAL = /[\r\n\u2028\u2029\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\*\/|\s$/;

/**
 * A JSDoc block as its lines (no newlines), none when there is nothing to say: for Docs that
 * put each line on its own (`join(hardline, lines)`).
 */
export function docCommentLines(lines: readonly string[]): Code[] {
  // Most members have no comment, and most comments are one plain line: no array work for them.
  if (lines.length === 0) return [];
  const only = lines[0] as string;
  if (lines.length === 1 && !COMMENT_SPECIAL.test(only))
    return only === '' ? [] : [`/** ${only} */` as Code];
  const body: Code[] = [];
  for (const line of lines) body.push(...commentLines(line));
  while (body.length > 0 && body[body.length - 1] === '') body.pop();
  if (body.length === 0) return [];
  if (body.length === 1) return [`/** ${body[0]} */` as Code];
  const inner = body.map((line) => (line === '' ? ' *' : ` * ${line}`));
  return ['/**', ...inner, ' */'] as Code[];
}

/** A whole JSDoc block at the given indentation, or '' when there is nothing to say. */
export function docComment(lines: readonly string[], indent = ''): Code {
  const block = docCommentLines(lines);
  if (block.length === 0) return '' as Code;
  return `${indent}${block.join(`\n${indent}`)}\n` as Code;
}
