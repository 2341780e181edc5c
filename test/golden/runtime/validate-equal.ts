// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * JSON equality in the generated validators: `enum` / `const` with objects or arrays, and
 * `uniqueItems` (key order ignored, types kept apart: `[false]` is not `[0]`).
 * Shipped into the generated output as `runtime/validate-equal.ts`; no dependencies.
 */

/** Index of the first item equal (deeply) to an earlier one, or -1. */
export function duplicateIndex(items: readonly unknown[]): number {
  if (items.length <= 16) {
    for (let i = 1; i < items.length; i++) {
      for (let j = 0; j < i; j++) if (equal(items[i], items[j])) return i;
    }
    return -1;
  }
  const primitives = new Set<unknown>();
  const structures = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const seen = typeof item === 'object' && item !== null ? structures : primitives;
    const key = seen === structures ? canonical(item) : item;
    if (seen.has(key as string)) return i;
    seen.add(key as string);
  }
  return -1;
}

/** JSON equality: same primitive, or arrays/objects with equal members (key order ignored). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => equal(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every(
    (key) => Object.prototype.hasOwnProperty.call(right, key) && equal(left[key], right[key]),
  );
}

/** Whether `list` holds a value JSON-equal to `v` (an enum of arrays or objects). */
export function includesEqual(list: readonly unknown[], v: unknown): boolean {
  for (const item of list) if (equal(item, v)) return true;
  return false;
}

/** Objects and arrays as text with sorted keys, so equal values give equal keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
