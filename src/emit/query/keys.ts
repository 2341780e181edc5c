import type { Doc } from '../shared/doc.js';
import { docComment, stringLiteral } from '../shared/escape.js';
import { argsParam, type QueryOperation } from './model.js';
import { arrow, call, exportedConst, expandedObject } from './syntax.js';

/**
 * `queryKeys`: one function per read, nested like the client, returning the key
 * `['job', 'list', args]`. Keys are hierarchical, so a prefix reaches every query
 * below it (`['job']`: everything about jobs).
 */
interface KeyNode {
  leaves: Map<string, QueryOperation>;
  children: Map<string, KeyNode>;
}

export function keyFactory(reads: readonly QueryOperation[]): Doc {
  const root: KeyNode = { leaves: new Map(), children: new Map() };
  for (const read of reads) {
    let node = root;
    for (const segment of read.path.slice(0, -1)) {
      let next = node.children.get(segment);
      if (!next) node.children.set(segment, (next = { leaves: new Map(), children: new Map() }));
      node = next;
    }
    node.leaves.set(read.path.at(-1) as string, read);
  }
  const comment = docComment([
    'Query keys, one per read, nested like the client: `queryKeys.job.list(args)` is',
    "`['job', 'list', args]`, tagged with its query's data type (`DataTag`), so that",
    '`queryClient.getQueryData(queryKeys.job.list(args))` is typed. A prefix reaches every',
    "query below it: `invalidateQueries({ queryKey: ['job'] })` marks every job query stale.",
  ]);
  return exportedConst(comment, 'queryKeys', nodeDoc(root));
}

function nodeDoc(node: KeyNode): Doc {
  const names = [...new Set([...node.leaves.keys(), ...node.children.keys()])].sort();
  if (names.length === 0) return '{}';
  const members = names.map((name): Doc => {
    const child = node.children.get(name);
    const leaf = node.leaves.get(name);
    if (child && leaf) throw new Error(`specforge: ${name} is both a read and a group`);
    return [name, ': ', child ? nodeDoc(child) : leafDoc(leaf as QueryOperation)];
  });
  return expandedObject(members);
}

function leafDoc(read: QueryOperation): Doc {
  return arrow([argsParam(read)], '', taggedKeyCall(`T.${read.types.result}`, keyParts(read)));
}

/**
 * The parts of a read's key, `'job', 'list', args`: `queryKeys` and the read's query options
 * both print them from here, so they cannot disagree. The options do not call `queryKeys`,
 * so that each stands on its own (a multi-version output shares those alike in every
 * version, while `queryKeys` lists every read of its version).
 */
export function keyParts(read: QueryOperation): Doc[] {
  return [...read.path.map((segment): Doc => stringLiteral(segment)), 'args'];
}

/** `taggedKey<Data>()(…parts)`: the key, typed with the data its query holds. */
export function taggedKeyCall(data: string, parts: readonly Doc[]): Doc {
  return call(`taggedKey<${data}>()`, parts);
}
