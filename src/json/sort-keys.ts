/**
 * `list.sort()` for object keys (distinct strings, code-unit order), in place. Objects hold
 * a few keys, and the built-in sort allocates its work arrays on every call: ~22 MB of
 * garbage while hashing a 5 000-operation document (bench/README.md §1). Short lists are
 * sorted by insertion, which allocates nothing; the order is the same, since keys are
 * distinct.
 */
export function sortKeysInPlace(list: string[]): string[] {
  if (list.length > 32) return list.sort();
  for (let index = 1; index < list.length; index += 1) {
    const key = list[index] as string;
    let at = index - 1;
    for (; at >= 0 && (list[at] as string) > key; at -= 1) list[at + 1] = list[at] as string;
    list[at + 1] = key;
  }
  return list;
}
