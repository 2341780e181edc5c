/**
 * "did you mean …": the candidate nearest to a misspelt key by edit distance (Levenshtein:
 * insertions, deletions, substitutions), when it is near enough to be a typo and not just
 * another key: at most a third of the longer string's length, and at least 1 edit away.
 * Written here (15 lines) rather than taken from a package: it runs once per unknown key, on
 * lists of a few thousand keys at most, so speed does not matter, and a dependency would.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const limit = Math.max(1, Math.floor(Math.max(word.length, candidate.length) / 3));
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Levenshtein distance with one row of memory. */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitute = row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      next.push(Math.min(substitute, row[j]! + 1, next[j - 1]! + 1));
    }
    row = next;
  }
  return row[b.length]!;
}
