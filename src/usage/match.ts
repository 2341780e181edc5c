/**
 * From a change to "does the project use it?", through the model: operation → its client
 * method (as the client tree places it), its `request()` key and its four types; schema →
 * its type names; property → the same property of those types. The old model is the one
 * the project's client was generated from.
 */
import { clientTree } from '../emit/client/tree.js';
import { exportNames } from '../ir/export-names.js';
import type { ApiModel, Operation } from '../ir/types.js';
import type { ChangeKind, ChangeRecord } from '../diff/types.js';
import { pathKey } from '../diff/structural/match.js';
import type { Usage } from './scan.js';

/** Changes that hurt a caller who does *not* touch the property: it must now send it. */
const MUST_NOW_SEND = new Set<ChangeKind>([
  'required-changed',
  'property-added',
  'parameter-added',
  'body-added',
]);

export function usedIn(usage: Usage, model: ApiModel): (change: ChangeRecord) => boolean {
  const operations = operationIndex(usage, model);
  const names = exportNames(model);
  const anyUsed = usage.touched.size > 0;
  const typesOf = (root: string, op: Operation | undefined): string[] => {
    const own = op && names.operations.get(op.id);
    if (root === 'params') return own ? [own.args] : [];
    if (root === 'body') return own ? [own.body] : [];
    if (root === 'result') return own ? [own.result] : [];
    return [root, names.inputs.get(root) ?? root];
  };
  return (change) => {
    const { method, path } = change.operation;
    const root = change.typeRef?.split(/[.[]/)[0] ?? '';
    const op = method
      ? (operations.get(`${method} ${path}`) ?? operations.get(`${method} ${pathKey(path)}`))
      : undefined;
    const inside = propertyPath(change.typeRef);
    const types = typesOf(root, op?.operation);
    // The project reads or writes the very property (or holds the named type): it stops
    // compiling after regeneration, whichever operation it came through.
    if (types.some((type) => usage.touched.has([type, ...inside].join('.')))) {
      if (inside.length > 0 || !OPERATION_ROOTS.has(root)) return true;
    }
    if (!method) return root ? false : anyUsed;
    if (!op?.used) return false;
    if (inside.length === 0 || OPERATION_LEVEL.has(change.kind)) return true;
    if (change.direction === 'request' && MUST_NOW_SEND.has(change.kind)) return true;
    return change.direction === 'response' && usage.validatesResponses;
  };
}

const OPERATION_ROOTS = new Set(['params', 'body', 'result']);

/** Changes that reach every caller of the operation, whatever properties it touches. */
const OPERATION_LEVEL = new Set<ChangeKind>([
  'path-parameter-renamed',
  'parameter-location-changed',
]);

/** `Job.tags[].name` → `['tags', 'name']`: arrays and maps are stepped over, as in declarations. */
function propertyPath(typeRef: string | undefined): string[] {
  if (!typeRef) return [];
  return typeRef
    .replace(/\[\]/g, '')
    .split('.')
    .slice(1)
    .filter((segment) => segment !== '' && segment !== '*');
}

interface OperationUse {
  operation: Operation;
  used: boolean;
}

/** Each operation of the model, by `METHOD path` (and with its parameter names blanked), and whether the project reaches it. */
function operationIndex(usage: Usage, model: ApiModel): Map<string, OperationUse> {
  const tree = clientTree(model.operations, model.auth);
  const names = exportNames(model);
  const { auth } = model;
  const index = new Map<string, OperationUse>();
  for (const operation of model.operations) {
    const own = names.operations.get(operation.id);
    const handle =
      operation.id === auth.loginStart || operation.id === auth.loginFinish
        ? 'BaseClient.login'
        : operation.id === auth.logout
          ? 'BaseClient.logout'
          : `Client.${tree.paths.get(operation.id) ?? operation.name.qualified}`;
    const key = `${operation.method} ${operation.path}`;
    const used =
      usage.touched.has(handle) ||
      usage.requestKeys.has(key) ||
      usage.touched.has(`Requests.${key}`) ||
      [own?.params, own?.args, own?.body, own?.result].some(
        (type) => type !== undefined && usage.touched.has(type),
      );
    const entry = { operation, used };
    index.set(key, entry);
    if (!index.has(`${operation.method} ${pathKey(operation.path)}`))
      index.set(`${operation.method} ${pathKey(operation.path)}`, entry);
  }
  return index;
}
