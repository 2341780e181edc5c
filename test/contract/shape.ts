/**
 * Response shapes for the contract test: value types, never values. Keys both sides
 * have must hold the same kind of value; a key only one side has is allowed, because
 * response fields are optional and the service leaves unset ones out (a queued job has
 * no `exitcode`), but two objects must share at least one key. `null` matches any type,
 * an empty list any list, and a numeric string a number (the service sends decimal
 * fields as strings although the document types them `number`).
 */
export function shapeDifferences(left: unknown, right: unknown, path = ''): string[] {
  if (left === undefined || right === undefined) {
    return left === right ? [] : [`${path || '/'}: a result on one side only`];
  }
  if (left === null || right === null) return [];
  const kindLeft = kindOf(left);
  const kindRight = kindOf(right);
  if (kindLeft !== kindRight) return [`${path || '/'}: ${kindLeft} vs ${kindRight}`];
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === 0 || right.length === 0
      ? []
      : shapeDifferences(left[0], right[0], `${path}/0`);
  }
  if (kindLeft !== 'object') return [];
  const a = left as Record<string, unknown>;
  const b = right as Record<string, unknown>;
  const shared = Object.keys(a).filter((key) => Object.prototype.hasOwnProperty.call(b, key));
  if (shared.length === 0 && Object.keys(a).length > 0 && Object.keys(b).length > 0) {
    return [`${path || '/'}: no key in common`];
  }
  return shared.sort().flatMap((key) => shapeDifferences(a[key], b[key], `${path}/${key}`));
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return 'number';
  return typeof value;
}
