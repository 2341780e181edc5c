import { SpecforgeError } from '../errors.js';
import { regexVerdict } from '../util/regex-safety.js';

/**
 * The regexes of an overlay target's `match()` and `search()` calls (RFC 9535 §2.4.6-7),
 * checked before the target runs (#29 item 10: `match(@.x, '(a|a)*b')` took 8-9 s on 30
 * characters of the document). jsonpath-rfc9535 runs them with JavaScript's backtracking
 * engine and has no time bound, so a regex that can backtrack catastrophically is refused,
 * as is a regex taken from the document (`match(@.a, @.b)`): only a string literal can be
 * checked up front.
 */
export function checkTargetRegexes(target: string, where: string): void {
  for (const { regex, whole } of calledRegexes(target, where)) {
    // match() tests the whole value (the library anchors it), search() any part.
    if (regexVerdict(whole ? `^(?:${regex})$` : regex, 'u').status === 'vulnerable') {
      throw new SpecforgeError(
        'overlay',
        `${where}: the regex ${JSON.stringify(regex)} can backtrack catastrophically`,
        { hint: 'rewrite it without nested or overlapping repetitions ((a|aa)*, (a+)+)' },
      );
    }
  }
}

/** The second argument of each `match(`/`search(` call, which must be a string literal. */
function calledRegexes(target: string, where: string): { regex: string; whole: boolean }[] {
  const found: { regex: string; whole: boolean }[] = [];
  for (const call of target.matchAll(/(?<![\w$])(match|search)\s*\(/g)) {
    const comma = topLevelComma(target, call.index + call[0].length);
    const literal =
      comma === -1
        ? undefined
        : /^\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*\)/.exec(target.slice(comma + 1));
    if (literal?.[1] === undefined) {
      throw new SpecforgeError(
        'overlay',
        `${where}: the regex of match() and search() must be a string literal`,
      );
    }
    found.push({ regex: unquote(literal[1]), whole: call[1] === 'match' });
  }
  return found;
}

/** Index of the comma that ends a call's first argument, skipping strings and brackets. */
function topLevelComma(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '"') i = closingQuote(text, i);
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) return i;
    if (depth < 0) return -1;
  }
  return -1;
}

function closingQuote(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === text[open]) return i;
  }
  return text.length;
}

/** A JSONPath string literal's value: escapes as in JSON, `\'` too. */
function unquote(literal: string): string {
  const body = literal.slice(1, -1).replace(/\\'/g, "'");
  try {
    return JSON.parse(`"${body.replace(/(?<!\\)((?:\\\\)*)"/g, '$1\\"')}"`) as string;
  } catch {
    return body;
  }
}
