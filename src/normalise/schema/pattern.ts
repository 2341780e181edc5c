/**
 * `pattern`, read once for every face: whether JavaScript can compile it (with the `u` flag,
 * as JSON Schema means; Python-style escapes such as `\-` outside a class only without it),
 * and whether it can backtrack catastrophically (ReDoS). The detector is `recheck`, run at
 * build time only and only on patterns with two or more unbounded quantifiers (one cannot
 * be super-linear); it is loaded on first need. An unsafe pattern gets a length limit in the
 * model: the validators test strings up to it against the pattern and refuse longer ones,
 * so a hostile value cannot hang a client (docs/validators.md, "Unsafe patterns").
 */
import { createRequire } from 'node:module';
import { report, type Context } from '../context.js';

type Check = (source: string, flags: string, params?: { timeout?: number }) => RecheckResult;
interface RecheckResult {
  status: 'safe' | 'vulnerable' | 'unknown';
  complexity?: { type: string; degree?: number };
}

/** About 10^7 backtracking steps at most: milliseconds, whatever the input. */
const STEP_BUDGET = 1e7;
const EXPONENTIAL_LIMIT = 20;

let checkSync: Check | undefined;
const verdicts = new Map<string, RecheckResult>();

export interface PatternFacts {
  /** Longest string tested against the pattern (unsafe patterns only). */
  limit?: number;
}

export function readPattern(ctx: Context, pattern: string, pointer: string): PatternFacts {
  const flags = compiles(pattern, 'u') ? 'u' : compiles(pattern, '') ? '' : undefined;
  if (flags === undefined) {
    report(
      ctx,
      'pattern-not-compiled',
      'warning',
      pointer,
      `pattern ${JSON.stringify(pattern)} is not a JavaScript regular expression; the validators do not check it.`,
    );
    return {};
  }
  if (flags === '') {
    report(
      ctx,
      'pattern-without-unicode',
      'info',
      pointer,
      `pattern ${JSON.stringify(pattern)} compiles only without the 'u' flag; checked without it.`,
    );
  }
  return unsafeLimit(ctx, pattern, flags, pointer);
}

function compiles(pattern: string, flags: string): boolean {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
}

function unsafeLimit(ctx: Context, pattern: string, flags: string, pointer: string): PatternFacts {
  if (unboundedQuantifiers(pattern) < 2) return {};
  const verdict = detect(pattern, flags);
  if (verdict.status !== 'vulnerable') return {};
  const { type = 'exponential', degree = 2 } = verdict.complexity ?? {};
  const limit = type === 'polynomial' ? Math.floor(STEP_BUDGET ** (1 / degree)) : EXPONENTIAL_LIMIT;
  const growth = type === 'polynomial' ? `polynomial (degree ${degree})` : type;
  report(
    ctx,
    'pattern-unsafe',
    'warning',
    pointer,
    `pattern ${JSON.stringify(pattern)} can backtrack catastrophically (${growth} time): the validators refuse strings longer than ${limit} characters instead of testing them.`,
    'Rewrite the pattern without nested or overlapping quantifiers, or add a maxLength.',
  );
  return { limit };
}

function detect(pattern: string, flags: string): RecheckResult {
  const key = `${flags}/${pattern}`;
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  checkSync ??= (createRequire(import.meta.url)('recheck') as { checkSync: Check }).checkSync;
  const verdict = checkSync(pattern, flags, { timeout: 2000 });
  verdicts.set(key, verdict);
  return verdict;
}

/** `*`, `+` and `{n,}` outside character classes and not escaped. */
function unboundedQuantifiers(pattern: string): number {
  let count = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '*' || ch === '+') count++;
    else if (ch === '{' && /^\{\d+,\}/.test(pattern.slice(i))) count++;
  }
  return count;
}
