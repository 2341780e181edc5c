/**
 * Words that cannot (or should not) be a bare identifier in generated TypeScript. Shared by
 * the normaliser, which sanitises names once, and the emitters' escaping choke point, which
 * re-checks them; it lives in ir/ because both stages read it and neither may import the other.
 */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'as implements interface let package private protected public static yield any boolean constructor declare ' +
    'module require number string symbol type from of unknown never object undefined await async arguments eval ' +
    'prototype __proto__ keyof readonly infer is asserts satisfies'
  ).split(' '),
);

/** True for names that cannot (or should not) be used as a bare identifier. */
export function isReservedWord(name: string): boolean {
  return RESERVED.has(name);
}

