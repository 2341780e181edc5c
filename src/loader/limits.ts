import { SpecforgeError } from '../errors.js';

/**
 * Limits on a parsed document's shape, so that no input can hang or crash a command
 * (audit items 4 and 16). Real documents stay far below them: the deepest of the
 * real-world specs nests ~40 levels; GitHub's and Stripe's YAML renderings use no
 * aliases. See docs/security.md.
 */
export const DOCUMENT_LIMITS = {
  /** Nesting of objects and arrays; deeper input would overflow the stack downstream. */
  maxDepth: 256,
  /**
   * Nodes that YAML aliases add when expanded. A 596-byte "billion laughs" file
   * expands to 10^9 nodes; each is paid for by every later walk over the document.
   */
  maxAliasNodes: 1_000_000,
};

/**
 * JSON: nesting depth from the text (a scan of the brackets outside strings: ~2 ms per
 * MB, no walk over the parsed tree), before parsing. `JSON.parse` itself copes with any
 * depth; the recursive walks after it do not.
 */
export function checkJsonDepth(text: string, origin: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > DOCUMENT_LIMITS.maxDepth) throw tooDeep(origin);
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
}

/** A number that JSON.parse turned into ±Infinity (`1e400`): reported where it is. */
export function checkJsonNumbers(value: unknown, text: string, origin: string): void {
  // Only a long exponent or a 309-digit mantissa can overflow: skip the walk otherwise.
  if (!/\d[eE]\+?\d{3}|\d{309}/.test(text)) return;
  const found = findNonFinite(value, '');
  if (found !== undefined) throw outOfRange(origin, found);
}

function findNonFinite(value: unknown, pointer: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : pointer || '/';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNonFinite(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function tooDeep(origin: string): SpecforgeError {
  return new SpecforgeError(
    'document-too-deep',
    `${origin} nests objects and arrays more than ${DOCUMENT_LIMITS.maxDepth} levels deep`,
    { hint: 'no OpenAPI document needs this; check that the source is the right file' },
  );
}

export function outOfRange(origin: string, pointer: string): SpecforgeError {
  return new SpecforgeError(
    'number-out-of-range',
    `${origin}: the number at ${pointer} is too large for a JSON number (it would become Infinity)`,
  );
}
