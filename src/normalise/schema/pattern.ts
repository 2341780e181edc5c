/**
 * `pattern`, read once for every face: whether JavaScript can compile it (with the `u` flag,
 * as JSON Schema means; Python-style escapes such as `\-` outside a class only without it),
 * and whether it can backtrack catastrophically (ReDoS). The detector is `recheck`, run at
 * build time only and only on patterns that could be super-linear: two or more repetitions,
 * or one repetition in a pattern with alternatives (`^(a|aa)+$`: overlapping alternatives
 * under one quantifier are exponential too; audit #29 item 3). It is loaded on first need. An unsafe pattern gets a length limit in the
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
  if (!mayBacktrack(pattern)) return {};
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

/**
 * Whether recheck must look: one repetition alone is linear unless what it repeats has
 * alternatives that can match the same text, which only recheck can tell; a pattern
 * without `|` needs two repetitions to be super-linear.
 */
function mayBacktrack(pattern: string): boolean {
  const { repetitions, alternatives } = shape(pattern);
  return repetitions >= 2 || (repetitions >= 1 && alternatives);
}

/**
 * Outside character classes and escapes: the repetitions (`*`, `+`, `{n,}`, and `{n,m}`
 * with m over 10, whose backtracking grows like an unbounded one's) and whether `|` occurs.
 */
function shape(pattern: string): { repetitions: number; alternatives: boolean } {
  let repetitions = 0;
  let alternatives = false;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '|') alternatives = true;
    else if (ch === '*' || ch === '+') repetitions++;
    else if (ch === '{' && isLongRepetition(pattern.slice(i))) repetitions++;
  }
  return { repetitions, alternatives };
}

function isLongRepetition(rest: string): boolean {
  const match = /^\{\d+,(\d*)\}/.exec(rest);
  return match !== null && (match[1] === '' || Number(match[1]) > 10);
}
