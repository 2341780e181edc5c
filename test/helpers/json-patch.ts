/**
 * RFC 6902 JSON Patch, the subset the diff fixtures use (`add`, `remove`, `replace`):
 * each rule's fixture is the shared base document plus a few operations per side.
 * Returns a new document; the input is not touched.
 */
export interface PatchOperation {
  op: 'add' | 'remove' | 'replace';
  path: string;
  value?: unknown;
}

type Container = Record<string, unknown> | unknown[];

export function applyPatch<T>(document: T, operations: readonly PatchOperation[]): T {
  const root = structuredClone({ '': document }) as Record<string, unknown>;
  for (const operation of operations) apply(root, operation);
  return root[''] as T;
}

function apply(root: Record<string, unknown>, operation: PatchOperation): void {
  const keys = ['', ...operation.path.split('/').slice(1).map(unescapeKey)];
  const last = keys.pop()!;
  let parent: Container = root;
  for (const key of keys) {
    const next: unknown = (parent as Record<string, unknown>)[key];
    if (typeof next !== 'object' || next === null)
      throw new Error(`no parent for ${operation.path}`);
    parent = next as Container;
  }
  if (Array.isArray(parent)) applyToArray(parent, last, operation);
  else if (operation.op === 'remove') delete parent[last];
  else parent[last] = structuredClone(operation.value);
}

function applyToArray(array: unknown[], key: string, operation: PatchOperation): void {
  const index = key === '-' ? array.length : Number(key);
  if (operation.op === 'add') array.splice(index, 0, structuredClone(operation.value));
  else if (operation.op === 'remove') array.splice(index, 1);
  else array[index] = structuredClone(operation.value);
}

function unescapeKey(key: string): string {
  return key.replace(/~1/g, '/').replace(/~0/g, '~');
}
