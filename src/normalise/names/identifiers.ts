/**
 * Identifier sanitising, done once, here: every name the IR hands to emitters passes
 * `identifier()` from emit/shared/escape.ts. Words are split on anything that is not an
 * ASCII letter or digit (accents are folded first: `Ünïcode` → `Unicode`); a leading
 * digit gets a `_` prefix (`3d-secure` → `_3dSecure`); a reserved word gets a `_` suffix
 * (`delete` → `delete_`), except in names reached only after a dot (`memberCase`).
 * Uniqueness is case-insensitive, because emitters may turn names into file names and
 * some file systems ignore case.
 */
import { safeName, upperFirst, words } from '../../ir/naming.js';

export { pascalCase, words } from '../../ir/naming.js';

function lowerFirst(word: string): string {
  return word.charAt(0).toLowerCase() + word.slice(1);
}

/** `x-foo` → `xFoo`; `JobList` → `jobList`; `default` → `default_`. */
export function camelCase(name: string, fallback = 'item'): string {
  return safeName(joinCamel(name), fallback);
}

/**
 * A name reached only after a dot (`api.storage.bucket.object`): camelCase, but reserved
 * words stay as they are (`object`, `delete`); a leading digit still gets a `_`.
 */
export function memberCase(name: string, fallback: string): string {
  const text = joinCamel(name) || fallback;
  return /^[0-9]/.test(text) ? `_${text}` : text;
}

function joinCamel(name: string): string {
  const parts = words(name);
  // A loop, not map and join: no array per name while V8's optimising compiler is off.
  let out = parts.length > 0 ? lowerFirst(parts[0] as string) : '';
  for (let i = 1; i < parts.length; i++) out += upperFirst(parts[i] as string);
  return out;
}

/**
 * Hands out names unique among themselves, ignoring case: the first caller gets the
 * candidate, later ones `candidate2`, `candidate3` … Callers ask in a sorted order,
 * so the result does not depend on the document's key order.
 */
export class NameTable {
  private readonly taken = new Set<string>();

  has(name: string): boolean {
    return this.taken.has(name.toLowerCase());
  }

  reserve(name: string): void {
    this.taken.add(name.toLowerCase());
  }

  /** The first of `candidate`, `candidate2`, … for which every `name + suffix` is free; reserves them all. */
  claim(candidate: string, suffixes?: readonly string[]): string {
    if (suffixes === undefined) return this.claimOne(candidate);
    const lower = suffixes.map((suffix) => suffix.toLowerCase());
    for (let n = 1; ; n += 1) {
      const name = n === 1 ? candidate : `${candidate}${n}`;
      const key = name.toLowerCase();
      if (lower.every((suffix) => !this.taken.has(key + suffix))) {
        lower.forEach((suffix) => this.taken.add(key + suffix));
        return name;
      }
    }
  }

  /** `claim` of one name, without the suffix lists and closures (asked once per schema and operation). */
  private claimOne(candidate: string): string {
    let name = candidate;
    let key = name.toLowerCase();
    for (let n = 2; this.taken.has(key); n += 1) key = (name = `${candidate}${n}`).toLowerCase();
    this.taken.add(key);
    return name;
  }
}
