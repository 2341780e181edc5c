// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Lenient mode's conversions applied to a copy: the input is never modified. Only the
 * objects and arrays on a converted path are copied (shallowly); the rest is shared.
 * Shipped into the generated output as `runtime/validate-convert.ts`; no dependencies.
 */
/** A conversion of lenient mode: the value at `path` (a JSON pointer) becomes `to`, or goes. */
export interface Fix {
  readonly path: string;
  readonly to: number | typeof REMOVE;
}

/** The `to` of a null optional property: it is left out of the converted value. */
export const REMOVE: unique symbol = Symbol('remove');

/** `value` with every fix applied (a fix at `''` replaces the value itself). */
export function convert(value: unknown, fixes: readonly Fix[]): unknown {
  const copies = new Set<object>();
  let out = value;
  for (const fix of fixes) out = setIn(out, segments(fix.path), 0, fix.to, copies);
  return out;
}

function setIn(
  node: unknown,
  path: readonly string[],
  i: number,
  to: Fix['to'],
  copies: Set<object>,
): unknown {
  if (i === path.length) return to;
  if (typeof node !== 'object' || node === null) return node;
  const copy = copies.has(node) ? node : shallowCopy(node);
  copies.add(copy);
  const record = copy as Record<string, unknown>;
  const key = path[i] as string;
  if (i === path.length - 1 && to === REMOVE) delete record[key];
  else define(record, key, setIn(record[key], path, i + 1, to, copies));
  return copy;
}

function shallowCopy(node: object): object {
  return Array.isArray(node) ? node.slice() : { ...node };
}

/** A data property even for `__proto__` (an assignment would set the prototype). */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/** A JSON pointer's segments, unescaped (RFC 6901). */
function segments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
