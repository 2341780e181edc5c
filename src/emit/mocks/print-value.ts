import { group, ifBreak, indent, join, line, softline, type Doc } from '../shared/doc.js';
import { propertyKey, type Code } from '../shared/escape.js';

/**
 * JSON-like data as a TypeScript literal laid out the way prettier lays it out:
 * objects and arrays flat when they fit, one entry per line otherwise; an array of
 * several objects with several keys always broken (prettier's rule); a string
 * value that does not fit moves to the next line after its key. Strings take
 * prettier's quote (single, unless that needs more escapes than double).
 */
export function valueDoc(value: unknown): Doc {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`specforge: not a finite number: ${value}`);
    return Object.is(value, -0) ? '0' : String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return arrayDoc(value);
  if (typeof value === 'object') return objectDoc(Object.entries(value as Record<string, unknown>));
  throw new Error(`specforge: cannot print ${typeof value} as data`);
}

function arrayDoc(items: readonly unknown[]): Doc {
  if (items.length === 0) return '[]';
  const contents = [
    '[',
    indent([softline, join([',', line], items.map(valueDoc))]),
    ifBreak(','),
    softline,
    ']',
  ];
  return alwaysBreaks(items) ? group([contents, breakParent]) : group(contents);
}

/** Prettier breaks an array of more than one object (or array) when each has more than one entry. */
function alwaysBreaks(items: readonly unknown[]): boolean {
  if (items.length < 2) return false;
  const first = items[0];
  const size = (item: unknown): number =>
    Array.isArray(item)
      ? item.length
      : typeof item === 'object' && item !== null
        ? Object.keys(item).length
        : 0;
  const kind = (item: unknown): string =>
    Array.isArray(item) ? 'array' : typeof item === 'object' && item !== null ? 'object' : 'other';
  return (
    kind(first) !== 'other' && items.every((item) => kind(item) === kind(first) && size(item) > 1)
  );
}

// A hard line that prints nothing: it only forces the enclosing groups to break.
const breakParent: Doc = { ...group([]), hard: true };

function objectDoc(entries: [string, unknown][]): Doc {
  const defined = entries.filter(([, item]) => item !== undefined);
  if (defined.length === 0) return '{}';
  const members = defined.map(([key, item]): Doc => {
    const printed = valueDoc(item);
    return typeof item === 'string'
      ? [keyOf(key), ':', group(indent([line, printed]))]
      : [keyOf(key), ': ', printed];
  });
  return group(['{', indent([line, join([',', line], members)]), ifBreak(','), line, '}']);
}

/** `__proto__` as a plain or quoted key would set the prototype: only the computed form makes a property. */
function keyOf(key: string): string {
  return key === '__proto__' ? `[${quote(key)}]` : propertyKey(key);
}

/** A string literal with prettier's choice of quotes; every other character escaped as `stringLiteral` does. */
export function quote(value: string): Code {
  const singles = (value.match(/'/g) ?? []).length;
  const doubles = (value.match(/"/g) ?? []).length;
  const mark = singles > doubles ? '"' : "'";
  let out = mark;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === mark) out += `\\${mark}`;
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) {
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    } else out += char;
  }
  return `${out}${mark}` as Code;
}
