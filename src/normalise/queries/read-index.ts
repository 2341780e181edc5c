import type { Operation } from '../../ir/types.js';

/** One segment of a path template: `{jobid}` is a parameter, `job` a literal. */
export type Segment = { param: boolean; text: string };

export function segments(path: string): Segment[] {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((text) => ({ param: /^\{.+\}$/.test(text), text }));
}

/**
 * The reads a write's path reaches (see `invalidationsOf`), in the order of `reads`:
 * - the reads at its path or above it (a read's path is a prefix of the write's),
 * - when the write's path ends in a parameter, the reads below it (the write's path is a
 *   prefix of the read's),
 * - the list reads whose path ends in the collection's literal.
 * In a prefix, parameters match parameters whatever their names, literals match literals.
 * Reads are indexed once per read list (a trie of their paths, a table by collection), so a
 * write costs its own path's length plus what it reaches, not a pass over every read
 * (k8s: ~700 writes × ~1,400 reads).
 */
export function derivedReads(w: Segment[], collection: string | undefined, reads: readonly Operation[]): Operation[] {
  let index = indexes.get(reads);
  if (index === undefined) indexes.set(reads, (index = indexReads(reads)));
  const found = new Set<number>(index.byCollection.get(collection));
  let node: Node | undefined = index.root;
  for (const segment of w) {
    node = node.children.get(keyOf(segment));
    if (node === undefined) break;
    for (const i of node.here) found.add(i);
  }
  if (node !== undefined && w.at(-1)?.param) addBelow(node, found);
  return [...found].sort((a, b) => a - b).map((i) => reads[i]!);
}

interface Node {
  children: Map<string, Node>;
  /** Indices of the reads whose path ends here. */
  here: number[];
}

interface ReadIndex {
  root: Node;
  /** List reads by the last literal of their path (undefined: a path without one). */
  byCollection: Map<string | undefined, number[]>;
}

const indexes = new WeakMap<readonly Operation[], ReadIndex>();

function indexReads(reads: readonly Operation[]): ReadIndex {
  const index: ReadIndex = { root: { children: new Map(), here: [] }, byCollection: new Map() };
  reads.forEach((read, i) => {
    const r = segments(read.path);
    let node = index.root;
    for (const segment of r) {
      const key = keyOf(segment);
      let next = node.children.get(key);
      if (next === undefined) node.children.set(key, (next = { children: new Map(), here: [] }));
      node = next;
    }
    node.here.push(i);
    if (read.result.shape === 'list' && !r.at(-1)?.param) {
      const last = r.filter((s) => !s.param).at(-1)?.text;
      index.byCollection.set(last, [...(index.byCollection.get(last) ?? []), i]);
    }
  });
  return index;
}

/** A parameter matches any parameter (one key for all), a literal only itself. */
function keyOf(segment: Segment): string {
  return segment.param ? 'p' : `l${segment.text}`;
}

function addBelow(node: Node, found: Set<number>): void {
  for (const i of node.here) found.add(i);
  for (const child of node.children.values()) addBelow(child, found);
}
