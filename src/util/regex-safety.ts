import { createRequire } from 'node:module';

/**
 * Whether a regular expression can backtrack catastrophically (ReDoS), for every place a
 * regex from outside runs: schema `pattern`s (normalise) and overlays' JSONPath `match()` /
 * `search()` (loader). The detector is `recheck`, run at build time only and only on
 * patterns that could be super-linear: two or more repetitions, or one repetition in a
 * pattern with alternatives (`^(a|aa)+$`: overlapping alternatives under one quantifier are
 * exponential too; #29 item 3). It is loaded on first need.
 */
type Check = (source: string, flags: string, params?: { timeout?: number }) => RegexVerdict;
export interface RegexVerdict {
  status: 'safe' | 'vulnerable' | 'unknown';
  complexity?: { type: string; degree?: number };
}

let checkSync: Check | undefined;
const verdicts = new Map<string, RegexVerdict>();
const LINEAR: RegexVerdict = { status: 'safe' };

export function regexVerdict(pattern: string, flags: string): RegexVerdict {
  return mayBacktrack(pattern) ? detect(pattern, flags) : LINEAR;
}

function detect(pattern: string, flags: string): RegexVerdict {
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
