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
 * without a repeated alternation needs two repetitions to be super-linear. An alternation
 * that is not repeated (`^(?:first|last|after:\d+)$`) only multiplies by its branch count:
 * recheck is not asked (its first call loads ~250 ms of checker, GitHub's document has two
 * such patterns and nothing else it would be asked about; issue 31).
 */
function mayBacktrack(pattern: string): boolean {
  const { repetitions, repeatedAlternation } = shape(pattern);
  return repetitions >= 2 || (repetitions >= 1 && repeatedAlternation);
}

/**
 * Outside character classes and escapes: the repetitions (`*`, `+`, `{n,}`, and `{n,m}`
 * with m over 10, whose backtracking grows like an unbounded one's) and whether a group
 * holding `|` (at any depth) is itself repeated.
 */
function shape(pattern: string): { repetitions: number; repeatedAlternation: boolean } {
  let repetitions = 0;
  let repeatedAlternation = false;
  let inClass = false;
  // per open group: does it hold a `|`; the last entry is the pattern's top level
  const groups: boolean[] = [false];
  let closed = false; // what the last token closed held a `|`
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    const wasClosed = closed;
    closed = false;
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') groups.push(false);
    else if (ch === ')' && groups.length > 1) {
      closed = groups.pop()!;
      groups[groups.length - 1] ||= closed;
    } else if (ch === '|') groups[groups.length - 1] = true;
    else if (isRepetition(pattern, i)) {
      repetitions++;
      repeatedAlternation ||= wasClosed;
    }
  }
  return { repetitions, repeatedAlternation };
}

function isRepetition(pattern: string, at: number): boolean {
  const ch = pattern[at];
  return ch === '*' || ch === '+' || (ch === '{' && isLongRepetition(pattern.slice(at)));
}

function isLongRepetition(rest: string): boolean {
  const match = /^\{\d+,(\d*)\}/.exec(rest);
  return match !== null && (match[1] === '' || Number(match[1]) > 10);
}

/**
 * The flags a schema's `pattern` compiles with: `u` first (JSON Schema's meaning), `''` when
 * only that compiles (Python's escapes like `\-`, which Flask-RESTX documents carry), and
 * `undefined` when neither does. Normalise, the validators and the zod target all ask this.
 */
export function patternFlags(pattern: string): 'u' | '' | undefined {
  return compiles(pattern, 'u') ? 'u' : compiles(pattern, '') ? '' : undefined;
}

function compiles(pattern: string, flags: string): boolean {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
}
