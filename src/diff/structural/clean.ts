/**
 * Which pairs of named schemas hold no change at all (following their references), so
 * that each operation can step over them instead of walking the same big, shared models
 * again and again. This is what keeps a 600-operation document fast.
 *
 * Recursive schemas need care: while a pair is being checked, a reference back to it is
 * assumed clean. A result that leaned on such an assumption about a pair still being
 * checked further up is only cached once that pair's own check is finished and clean
 * (the lowest-link bookkeeping of Tarjan's strongly connected components).
 */
export interface CleanCache {
  results: Map<string, boolean>;
  /** Pair → its depth on the stack of checks in progress. */
  active: Map<string, number>;
  /** Pairs found clean on assumptions not yet confirmed, in stack order. */
  pending: string[];
  /** Pending pair → the lowest stack depth its assumption leaned on. */
  pendingLowest: Map<string, number>;
  lowest: number;
}

export function createCleanCache(): CleanCache {
  return { results: new Map(), active: new Map(), pending: [], pendingLowest: new Map(), lowest: Infinity };
}

/** Is the pair `key` free of changes? `check` runs the comparison when it is not known. */
export function isClean(cache: CleanCache, key: string, check: () => boolean): boolean {
  const known = cache.results.get(key);
  if (known !== undefined) return known;
  // Clean on the same assumptions, which still hold while those pairs are in progress:
  // checking it again would redo the work once per path through a recursive group of
  // schemas (Stripe's ~100 mutually recursive models: 35 s for a self-diff; audit item 11).
  const pendingLowest = cache.pendingLowest.get(key);
  if (pendingLowest !== undefined) {
    cache.lowest = Math.min(cache.lowest, pendingLowest);
    return true;
  }
  const activeDepth = cache.active.get(key);
  if (activeDepth !== undefined) {
    cache.lowest = Math.min(cache.lowest, activeDepth);
    return true; // assumed, until the check in progress finishes
  }
  const depth = cache.active.size;
  const outerLowest = cache.lowest;
  const pendingMark = cache.pending.length;
  cache.active.set(key, depth);
  cache.lowest = Infinity;
  const clean = check();
  cache.active.delete(key);
  const leaned = cache.lowest < depth;
  settle(cache, key, clean, leaned, pendingMark);
  cache.lowest = Math.min(outerLowest, leaned ? cache.lowest : Infinity);
  return clean;
}

function settle(
  cache: CleanCache,
  key: string,
  clean: boolean,
  leaned: boolean,
  pendingMark: number,
): void {
  if (!clean) {
    cache.results.set(key, false);
    // Their assumptions may have included this pair.
    for (const pending of cache.pending.splice(pendingMark)) cache.pendingLowest.delete(pending);
    return;
  }
  if (leaned) {
    cache.pending.push(key);
    cache.pendingLowest.set(key, cache.lowest);
    return;
  }
  for (const pending of cache.pending.splice(pendingMark)) {
    cache.pendingLowest.delete(pending);
    cache.results.set(pending, true);
  }
  cache.results.set(key, true);
}
