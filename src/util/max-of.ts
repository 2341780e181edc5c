/**
 * The largest of some numbers, in a loop. `Math.max(...values)` puts every value on the
 * stack as an argument and throws "Maximum call stack size exceeded" past about 100 000
 * of them (a 300 000-user mock users file did: issue 29, item 9); eslint.config.js
 * refuses that spread, and this is what to write instead.
 */
export function maxOf(values: Iterable<number>, floor = -Infinity): number {
  let max = floor;
  for (const value of values) if (value > max) max = value;
  return max;
}
