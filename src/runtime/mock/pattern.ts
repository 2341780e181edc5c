import type { Random } from './random.js';

/**
 * A sample string for a `pattern`, for the common shapes documents use: literals,
 * escapes (`\d`, `\w`, `\s`, `\.`), classes with ranges, groups with alternatives,
 * and the quantifiers `? * + {n} {n,} {n,m}`. Anything else (look-arounds,
 * back-references, negated classes) gives `undefined`, and the caller falls back to
 * a plain value; a sample is returned only when the pattern accepts it.
 */

type Node = { choices: Node[][] } | { chars: string } | { repeat: Node; min: number; max: number };

const ESCAPES: Record<string, string> = {
  d: '0123456789',
  w: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_',
  s: ' ',
};

class Unsupported extends Error {}

export function patternSample(pattern: string, random: Random): string | undefined {
  try {
    const source = pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
    const parser = { source, at: 0 };
    const tree = parseAlternatives(parser);
    if (parser.at !== source.length) return undefined;
    const sample = render(tree, random);
    return new RegExp(pattern, 'u').test(sample) ? sample : undefined;
  } catch {
    return undefined;
  }
}

interface Parser {
  source: string;
  at: number;
}

function parseAlternatives(parser: Parser): Node {
  const choices: Node[][] = [[]];
  while (parser.at < parser.source.length && parser.source[parser.at] !== ')') {
    if (parser.source[parser.at] === '|') {
      parser.at++;
      choices.push([]);
      continue;
    }
    (choices[choices.length - 1] as Node[]).push(parseQuantified(parser));
  }
  return { choices };
}

function parseQuantified(parser: Parser): Node {
  const atom = parseAtom(parser);
  const rest = parser.source.slice(parser.at);
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(rest);
  if (braces) {
    parser.at += braces[0].length;
    const min = Number(braces[1]);
    const max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : min + 3;
    return { repeat: atom, min, max };
  }
  const bounds: Record<string, [number, number]> = { '?': [0, 1], '*': [0, 3], '+': [1, 4] };
  const quantifier = bounds[rest[0] ?? ''];
  if (!quantifier) return atom;
  parser.at++;
  if (parser.source[parser.at] === '?') parser.at++;
  return { repeat: atom, min: quantifier[0], max: quantifier[1] };
}

function parseAtom(parser: Parser): Node {
  const char = parser.source[parser.at++] as string;
  if (char === '(') {
    if (parser.source.startsWith('?:', parser.at)) parser.at += 2;
    else if (parser.source[parser.at] === '?') throw new Unsupported();
    const group = parseAlternatives(parser);
    if (parser.source[parser.at++] !== ')') throw new Unsupported();
    return group;
  }
  if (char === '[') return { chars: parseClass(parser) };
  if (char === '\\') return { chars: escaped(parser.source[parser.at++] ?? '') };
  if ('^$*+?{}|'.includes(char)) throw new Unsupported();
  return { chars: char === '.' ? 'abcxyz' : char };
}

function parseClass(parser: Parser): string {
  if (parser.source[parser.at] === '^') throw new Unsupported();
  let chars = '';
  while (parser.at < parser.source.length && parser.source[parser.at] !== ']') {
    let char = parser.source[parser.at++] as string;
    if (char === '\\') char = escaped(parser.source[parser.at++] ?? '');
    else if (parser.source[parser.at] === '-' && parser.source[parser.at + 1] !== ']') {
      const last = parser.source[parser.at + 1] as string;
      parser.at += 2;
      for (let code = char.charCodeAt(0); code <= last.charCodeAt(0); code++)
        chars += String.fromCharCode(code);
      continue;
    }
    chars += char;
  }
  if (parser.source[parser.at++] !== ']' || chars === '') throw new Unsupported();
  return chars;
}

function escaped(char: string): string {
  if (/[DWSbBk1-9pP]/.test(char)) throw new Unsupported();
  return ESCAPES[char] ?? char;
}

function render(node: Node, random: Random): string {
  if ('chars' in node) return random.pick([...node.chars]);
  if ('repeat' in node) {
    let out = '';
    for (let i = random.int(node.min, node.max); i > 0; i--) out += render(node.repeat, random);
    return out;
  }
  return random
    .pick(node.choices)
    .map((part) => render(part, random))
    .join('');
}
