import { SpecforgeError } from '../errors.js';
import { DOCUMENT_LIMITS, outOfRange, tooDeep } from './limits.js';

interface Shape {
  /** Nodes once every alias is expanded. */
  size: number;
  depth: number;
}

/**
 * js-yaml resolves an alias to the same object, so a billion-laughs file parses in
 * microseconds into a small graph whose expansion is astronomic: every later walk
 * (hashing, normalising) pays for it. Size and depth are computed once per distinct
 * node (memoised, iteratively: the walk itself must not overflow), and the document is
 * refused when aliases would add more than `maxAliasNodes` nodes (audit item 4).
 */
export function checkYamlShape(root: unknown, origin: string): void {
  const shapes = new Map<object, Shape>();
  const stack: { node: object; children: unknown[]; next: number }[] = [];
  const push = (node: object): void => {
    if (stack.length >= DOCUMENT_LIMITS.maxDepth) throw tooDeep(origin);
    stack.push({ node, children: Object.values(node), next: 0 });
  };
  let distinct = 0;
  if (root === null || typeof root !== 'object') return;
  push(root);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const child = frame.children[frame.next];
    if (frame.next < frame.children.length) {
      frame.next += 1;
      if (typeof child === 'number' && !Number.isFinite(child)) throw outOfRange(origin, 'a .inf or .nan value');
      if (child !== null && typeof child === 'object' && !shapes.has(child)) {
        if (stack.some((f) => f.node === child)) throw recursiveAlias(origin);
        push(child);
      }
      continue;
    }
    stack.pop();
    distinct += 1;
    shapes.set(frame.node, shapeOf(frame.children, shapes));
  }
  const expanded = shapes.get(root)!.size;
  if (expanded - distinct > DOCUMENT_LIMITS.maxAliasNodes) throw aliasBomb(origin, expanded);
  if (shapes.get(root)!.depth > DOCUMENT_LIMITS.maxDepth) throw tooDeep(origin);
}

function shapeOf(children: readonly unknown[], shapes: ReadonlyMap<object, Shape>): Shape {
  let size = 1;
  let depth = 1;
  for (const child of children) {
    const shape = child !== null && typeof child === 'object' ? shapes.get(child) : undefined;
    size += shape ? shape.size : 1;
    depth = Math.max(depth, shape ? shape.depth + 1 : 1);
  }
  return { size, depth };
}

function aliasBomb(origin: string, expanded: number): SpecforgeError {
  const nodes = expanded > 1e12 ? 'more than 10^12' : `${expanded}`;
  return new SpecforgeError(
    'yaml-alias-bomb',
    `${origin}: YAML aliases expand to ${nodes} nodes (limit: ${DOCUMENT_LIMITS.maxAliasNodes} added by aliases)`,
    { hint: 'this is the "billion laughs" pattern; write the repeated parts out, or use $ref' },
  );
}

function recursiveAlias(origin: string): SpecforgeError {
  return new SpecforgeError('yaml-recursive-alias', `${origin}: a YAML alias refers to a node that contains it`);
}
