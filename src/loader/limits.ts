import { SpecforgeError } from '../errors.js';
import { escapeToken } from '../json/pointer.js';

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
 * JSON: nesting depth from the text, before parsing. `JSON.parse` itself copes with any
 * depth (slowly: 5 s for a 10 MB `[[[…]]]`); the recursive walks after it do not.
 * The text is first shrunk to its skeleton by one native regex pass (everything between two
 * brackets that is not a bracket, complete strings included, removed in one match; brackets
 * kept), so that the character loop runs over the brackets only: the pass takes ~4 ms on
 * GitHub's 3 MB document (~7 ms with one match per string, bench/README.md §1), the loop
 * over the whole text ~170 ms with the optimising compiler off. The skeleton is exact for
 * text that parses; in text that does not (an unterminated string) it may count otherwise,
 * and either error is the right answer. Megabytes of escapes or tokens between two brackets
 * overflow the regex engine's backtracking stack (a RangeError): the loop then reads the
 * whole text.
 */
export function checkJsonDepth(text: string, origin: string): void {
  let skeleton: string;
  try {
    skeleton = text.replace(/(?:[^{}[\]"]+|"[^"\\]*(?:\\.[^"\\]*)*")+/g, '');
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    skeleton = text;
  }
  if (nestsTooDeep(skeleton)) throw tooDeep(origin);
}

/**
 * Whether brackets outside strings nest past the limit (stops there). An unterminated
 * string (the only string a skeleton can still hold) hides the rest of the text.
 */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length && depth <= DOCUMENT_LIMITS.maxDepth; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) depth += 1;
    else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return depth > DOCUMENT_LIMITS.maxDepth;
}

/** A number that JSON.parse turned into ±Infinity (`1e400`): reported where it is. */
export function checkJsonNumbers(value: unknown, text: string, origin: string): void {
  if (!mayOverflow(text)) return;
  const found = findNonFinite(value, '');
  if (found !== undefined) throw outOfRange(origin, found);
}

/**
 * Only a number with a long exponent or a 309-digit mantissa can overflow: the walk over
 * the parsed value is skipped unless the text holds one. Strings hold such digits too
 * (GitHub's commit hashes in examples: `…3e1234…`), so a match counts only where a number
 * can stand (see `isNumberAt`).
 */
function mayOverflow(text: string): boolean {
  const pattern = /\d[eE]\+?\d{3}|\d{309}/g;
  let judged = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (isNumberAt(text, match.index, judged)) return true;
    judged = pattern.lastIndex;
  }
  return false;
}

/**
 * Whether the digits at `index` belong to a number: a sign, digits and a point back to
 * white space and `:`, `[` or `,` (or the start). The scan stops at `judged`, the end of
 * an earlier match in the same run that was not a number (so long runs stay linear).
 */
function isNumberAt(text: string, index: number, judged: number): boolean {
  let i = index;
  while (i > judged && /[\d.-]/.test(text.charAt(i - 1))) i -= 1;
  if (i === judged && judged > 0) return false;
  while (i > 0 && /\s/.test(text.charAt(i - 1))) i -= 1;
  return i === 0 || ':,['.includes(text.charAt(i - 1));
}

function findNonFinite(value: unknown, pointer: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : pointer || '/';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNonFinite(child, `${pointer}/${escapeToken(key)}`);
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
