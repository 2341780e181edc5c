/**
 * `pattern`, read once for every face: whether JavaScript can compile it (with the `u` flag,
 * as JSON Schema means; Python-style escapes such as `\-` outside a class only without it),
 * and whether it can backtrack catastrophically (ReDoS; `util/regex-safety.ts`, shared with
 * overlays' JSONPath regexes). An unsafe pattern gets a length limit in the model: the validators test strings up to it against the pattern and refuse longer ones,
 * so a hostile value cannot hang a client (docs/validators.md, "Unsafe patterns").
 */
import { report, type Context } from '../context.js';
import { regexVerdict, patternFlags } from '../../util/regex-safety.js';

/** About 10^7 backtracking steps at most: milliseconds, whatever the input. */
const STEP_BUDGET = 1e7;
const EXPONENTIAL_LIMIT = 20;

export interface PatternFacts {
  /** Longest string tested against the pattern (unsafe patterns only). */
  limit?: number;
}

export function readPattern(ctx: Context, pattern: string, pointer: string): PatternFacts {
  const flags = patternFlags(pattern);
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

function unsafeLimit(ctx: Context, pattern: string, flags: string, pointer: string): PatternFacts {
  const verdict = regexVerdict(pattern, flags);
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
