/**
 * A `pattern` read into a small tree for sampling (see pattern.ts): character sets,
 * sequences, choices and repetitions. Anchors and word boundaries become empty
 * sequences (the compiled pattern has the last word on a sample); what cannot be
 * sampled (look-arounds, back-references) makes `parsePattern` give `undefined`.
 */

export type PatternNode =
  | { kind: 'chars'; chars: readonly string[] }
  | { kind: 'sequence'; parts: PatternNode[] }
  | { kind: 'choice'; choices: PatternNode[] }
  | { kind: 'repeat'; node: PatternNode; min: number; max: number };

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));
const PRINTABLE = range(0x20, 0x7e);
const DIGITS = range(0x30, 0x39);
const WORD = [...range(0x61, 0x7a), ...range(0x41, 0x5a), ...DIGITS, '_'];
const SPACE = [' '];
const SETS: Record<string, readonly string[]> = {
  d: DIGITS,
  w: WORD,
  s: SPACE,
  D: PRINTABLE.filter((c) => !DIGITS.includes(c)),
  W: PRINTABLE.filter((c) => !WORD.includes(c)),
  S: PRINTABLE.filter((c) => c !== ' '),
};
const CONTROL: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f', v: '\v', '0': '\0' };
const EMPTY: PatternNode = { kind: 'sequence', parts: [] };

class Unsupported extends Error {}

interface Reader {
  source: string;
  at: number;
}

export function parsePattern(pattern: string): PatternNode | undefined {
  try {
    const reader = { source: pattern, at: 0 };
    const tree = alternatives(reader);
    return reader.at === pattern.length ? tree : undefined;
  } catch {
    return undefined;
  }
}

function alternatives(reader: Reader): PatternNode {
  const choices: PatternNode[] = [sequence(reader)];
  while (reader.source[reader.at] === '|') {
    reader.at++;
    choices.push(sequence(reader));
  }
  return choices.length === 1 ? (choices[0] as PatternNode) : { kind: 'choice', choices };
}

function sequence(reader: Reader): PatternNode {
  const parts: PatternNode[] = [];
  while (reader.at < reader.source.length && !'|)'.includes(reader.source[reader.at] as string))
    parts.push(quantified(reader));
  return { kind: 'sequence', parts };
}

function quantified(reader: Reader): PatternNode {
  const node = atom(reader);
  const rest = reader.source.slice(reader.at);
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(rest);
  const simple = ({ '?': [0, 1], '*': [0, Infinity], '+': [1, Infinity] } as const)[rest[0] as '?'];
  if (!braces && !simple) return node;
  reader.at += braces ? braces[0].length : 1;
  if (reader.source[reader.at] === '?') reader.at++;
  if (simple) return { kind: 'repeat', node, min: simple[0], max: simple[1] };
  const min = Number((braces as RegExpExecArray)[1]);
  const max = braces?.[2] === undefined ? min : braces[3] ? Number(braces[3]) : Infinity;
  return { kind: 'repeat', node, min, max };
}

function atom(reader: Reader): PatternNode {
  const char = reader.source[reader.at++] as string;
  if (char === '(') return group(reader);
  if (char === '[') return { kind: 'chars', chars: characterClass(reader) };
  if (char === '\\') return escape(reader, false);
  if (char === '^' || char === '$') return EMPTY;
  if ('*+?{}|)'.includes(char)) throw new Unsupported();
  return { kind: 'chars', chars: char === '.' ? WORD : [char] };
}

function group(reader: Reader): PatternNode {
  const head = reader.source.slice(reader.at, reader.at + 3);
  if (head.startsWith('?:')) reader.at += 2;
  else if (/^\?<[A-Za-z_]/.test(head)) reader.at = reader.source.indexOf('>', reader.at) + 1;
  else if (head.startsWith('?')) throw new Unsupported();
  const inner = alternatives(reader);
  if (reader.source[reader.at++] !== ')') throw new Unsupported();
  return inner;
}

/** An escape outside a class (a node) or inside one (`inClass`: its characters). */
function escape(reader: Reader, inClass: true): readonly string[];
function escape(reader: Reader, inClass: false): PatternNode;
function escape(reader: Reader, inClass: boolean): PatternNode | readonly string[] {
  const char = reader.source[reader.at++] ?? '';
  const wrap = (chars: readonly string[]) => (inClass ? chars : { kind: 'chars' as const, chars });
  if (char in SETS) return wrap(SETS[char] as readonly string[]);
  if (char === 'b' || char === 'B') {
    if (inClass) return wrap(['\b']);
    return EMPTY;
  }
  if (/[1-9k]/.test(char) || char === 'p' || char === 'P') throw new Unsupported();
  const hex = { u: 4, x: 2 }[char as 'u'];
  if (hex !== undefined) {
    const digits = reader.source.slice(reader.at, reader.at + hex);
    if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== hex) throw new Unsupported();
    reader.at += hex;
    return wrap([String.fromCharCode(parseInt(digits, 16))]);
  }
  return wrap([CONTROL[char] ?? char]);
}

function characterClass(reader: Reader): readonly string[] {
  const negated = reader.source[reader.at] === '^';
  if (negated) reader.at++;
  const chars = new Set<string>();
  while (reader.at < reader.source.length && reader.source[reader.at] !== ']') {
    const from = classItem(reader);
    const isRange =
      from.length === 1 &&
      reader.source[reader.at] === '-' &&
      ![']', undefined].includes(reader.source[reader.at + 1]);
    if (!isRange) {
      from.forEach((c) => chars.add(c));
      continue;
    }
    reader.at++;
    const to = classItem(reader);
    if (to.length !== 1) throw new Unsupported();
    range((from[0] as string).charCodeAt(0), (to[0] as string).charCodeAt(0)).forEach((c) =>
      chars.add(c),
    );
  }
  if (reader.source[reader.at++] !== ']') throw new Unsupported();
  const set = negated ? PRINTABLE.filter((c) => !chars.has(c)) : [...chars];
  if (set.length === 0) throw new Unsupported();
  return set;
}

function classItem(reader: Reader): readonly string[] {
  const char = reader.source[reader.at++] as string;
  return char === '\\' ? escape(reader, true) : [char];
}
