import type { Random } from './random.js';
import { parsePattern, type PatternNode } from './pattern-parse.js';

/**
 * Sample strings for a `pattern`, over the regex subset real documents use: literals
 * and escapes (`\-`, `\.`, `\/`, `\uXXXX`), classes with ranges and negation, `\d \w \s`
 * and their negations, `.`, groups (capturing, `(?:…)`, named) with alternatives,
 * anchors (also inside alternatives: `^a$|^b$`) and every quantifier, greedy or lazy.
 * Look-arounds, back-references and word boundaries are not sampled: `patternSample`
 * gives `undefined` for them (the emitter reports such a pattern; the engine then
 * falls back to a recorded example or a clear error, never to a string that fails).
 * A sample is returned only when the pattern, compiled as the validators compile it,
 * accepts it.
 */

/**
 * Whether samples can be drawn for a pattern that compiles: `false` for look-arounds,
 * back-references and what else the sampler does not read (the mocks emitter reports
 * those). A pattern that does not compile is the model's diagnostic, so `undefined`.
 */
export function patternSampleable(pattern: string): boolean | undefined {
  if (compile(pattern) === undefined) return undefined;
  return parsePattern(pattern) !== undefined;
}

/** A string the pattern accepts whose length lies in [min, max], or undefined. */
export function patternSample(
  pattern: string,
  random: Random,
  min = 0,
  max = Infinity,
): string | undefined {
  const tree = parsePattern(pattern);
  const regex = compile(pattern);
  if (!tree || !regex) return undefined;
  for (let attempt = 0; attempt < 12; attempt++) {
    const sample = render(tree, random, min);
    if (sample.length >= min && sample.length <= max && regex.test(sample)) return sample;
  }
  return undefined;
}

/** Whether the pattern, compiled as the validators compile it, accepts `value`. */
export function patternAccepts(pattern: string, value: string): boolean {
  return compile(pattern)?.test(value) === true;
}

/** As the generated validators compile it: with the `u` flag when it can, without otherwise. */
function compile(pattern: string): RegExp | undefined {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // try the next flags
    }
  }
  return undefined;
}

/** `min` stretches unbounded repetitions so that long minimum lengths are reachable. */
function render(node: PatternNode, random: Random, min: number): string {
  switch (node.kind) {
    case 'chars':
      return random.pick(node.chars);
    case 'sequence':
      return node.parts.map((part) => render(part, random, min)).join('');
    case 'choice':
      return render(random.pick(node.choices), random, min);
    case 'repeat': {
      const high = node.max === Infinity ? node.min + Math.max(3, min) : node.max;
      let out = '';
      for (let count = random.int(node.min, high); count > 0; count--)
        out += render(node.node, random, min);
      return out;
    }
  }
}
