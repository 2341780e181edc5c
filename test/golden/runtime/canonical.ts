// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * A document's identity as specforge's lock records it: sha256 (hex) of its canonical JSON
 * (keys sorted at every depth, no whitespace). The same form as src/json/canonical.ts, which
 * hashes documents at generate time; `connect()` hashes the document an installation serves
 * to find the version it was generated from (test/versions/runtime.test.ts holds the two to
 * each other). Shipped into the generated output as `runtime/canonical.ts`: no dependencies
 * (WebCrypto's `crypto.subtle`, in Node ≥ 20 and every browser).
 */

/** `JSON.stringify` of a copy whose objects have their keys sorted (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortKeys) ?? 'null';
}

/** sha256 (hex) of `canonicalJson(document)`. */
export async function documentSha256(document: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(document));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function sortKeys(this: unknown, _key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort()) {
    // Plain assignment of `__proto__` would set the prototype instead of a property.
    Object.defineProperty(sorted, key, {
      value: record[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return sorted;
}
