import {
  breakParent,
  group,
  ifBreak,
  indent,
  join,
  line,
  softline,
  type Doc,
} from '../shared/doc.js';
import { literal, propertyKey, stringLiteral } from '../shared/escape.js';

/** Code already laid out, placed as it is (a multi-version data.ts refers to shared entries). */
export class Printed {
  constructor(readonly doc: Doc) {}
}

/**
 * JSON-like data as a TypeScript literal laid out the way prettier lays it out:
 * objects and arrays flat when they fit, one entry per line otherwise; an array of
 * several objects with several keys always broken (prettier's rule); a string
 * value that does not fit moves to the next line after its key. Strings take
 * prettier's quote (single, unless that needs more escapes than double).
 */
export function valueDoc(value: unknown): Doc {
  if (value === null) return 'null';
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean') return literal(value);
  if (Array.isArray(value)) return arrayDoc(value);
  if (value instanceof Printed) return value.doc;
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
    Array.isArray(item)
      ? 'array'
      : typeof item === 'object' && item !== null && !(item instanceof Printed)
        ? 'object'
        : 'other';
  return (
    kind(first) !== 'other' && items.every((item) => kind(item) === kind(first) && size(item) > 1)
  );
}

function objectDoc(entries: [string, unknown][]): Doc {
  const defined = entries.filter(([, item]) => item !== undefined);
  if (defined.length === 0) return '{}';
  const members = defined.map(([key, item]): Doc => {
    const printed = valueDoc(item);
    return typeof item === 'string'
      ? [propertyKey(key), ':', group(indent([line, printed]))]
      : [propertyKey(key), ': ', printed];
  });
  return group(['{', indent([line, join([',', line], members)]), ifBreak(','), line, '}']);
}
