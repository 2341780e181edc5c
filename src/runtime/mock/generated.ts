import type { MockResponse } from './types.js';
import type { CrudContext, CrudRequest } from './crud.js';
import type { Item } from './store.js';
import { isItem } from './crud.js';
import { raw, success } from './envelope.js';
import { generateValue } from './generate.js';
import { createRandom } from './random.js';
import { schemaIdentity } from './schema-utils.js';
import type { Collection } from './collections.js';
import { accessCovers } from './users.js';

/**
 * Operations that are not plain CRUD (statistics, actions, the current user's
 * permissions): a value drawn from the result schema, keyed by operation and URL so
 * the same request gets the same answer, and made consistent with what is known —
 * fields named like a path parameter carry its value, an action on an item that
 * returns that kind of item returns the stored item.
 */

export interface ParentItem {
  collection: Collection;
  item: Item;
}

const LIST_LENGTH = 3;

export function generatedResponse(
  context: CrudContext,
  request: CrudRequest,
  parents: readonly ParentItem[],
  url: string,
): MockResponse {
  const { operation } = request;
  const result = operation.result;
  const identity = schemaIdentity(result.item);
  const same = parents.find((parent) => schemaIdentity(parent.collection.item) === identity);
  if (same && result.shape === 'single') return success(result.status, [same.item]);
  const random = createRandom(context.seed, `${operation.id} ${url}`);
  const draw = (): unknown => {
    const value = generateValue(result.item, {
      random,
      schemas: context.schemas,
      hint: '',
      depth: 0,
    });
    return isItem(value) ? describeFrom(value, request) : value;
  };
  switch (result.shape) {
    case 'empty':
      return success(result.status, []);
    case 'single':
      return success(result.status, [draw()]);
    case 'list':
      return success(result.status, Array.from({ length: LIST_LENGTH }, draw));
    case 'raw':
      return raw(result.status, result.mediaType, draw());
  }
}

function describeFrom(value: Item, request: CrudRequest): Item {
  for (const [name, typed] of Object.entries(request.params.path ?? {})) {
    if (Object.prototype.hasOwnProperty.call(value, name)) value[name] = typed;
  }
  if (request.user && typeof value.realmadmin === 'boolean') {
    value.realmadmin = accessCovers(request.user.access, 'tenant-admin');
  }
  return value;
}
