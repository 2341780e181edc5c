import type { MockResponse, MockUser } from './types.js';
import type { CrudContext, CrudRequest } from './crud.js';
import type { Item } from './store.js';
import { isItem } from './crud.js';
import { raw, success } from './envelope.js';
import { drawResult, setIfValid } from './draw.js';
import { resultCheck } from './validate.js';
import { schemaIdentity } from './schema-utils.js';
import type { Collection } from './collections.js';
import { describeUser, isAboutCaller } from './identity.js';
import { stripAccessPrefix } from './collections.js';
import type { MockOperationValidators } from './validate.js';

/**
 * Operations that are not plain CRUD (statistics, actions, the current user's
 * permissions): a value drawn from the result schema, keyed by operation and URL so
 * the same request gets the same answer, and made consistent with what is known —
 * fields named like a path parameter carry its value, an answer about the caller
 * carries the caller's facts (identity.ts), an action on an item that returns that
 * kind of item returns the stored item.
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
  callerId: number,
): MockResponse {
  const { operation } = request;
  const result = operation.result;
  const identity = schemaIdentity(result.item);
  const same = parents.find((parent) => schemaIdentity(parent.collection.item) === identity);
  if (same && result.shape === 'single') return success(result.status, [same.item]);
  const validators = context.store.drawing.validators[operation.id];
  const draw = (index: number): unknown => {
    const value = drawResult(context.store.drawing, operation, `${operation.id} ${url}#${index}`);
    return isItem(value) ? describeFrom(value, request, callerId, validators) : value;
  };
  switch (result.shape) {
    case 'empty':
      return success(result.status, []);
    case 'single':
      return success(result.status, [draw(0)]);
    case 'list':
      return success(
        result.status,
        Array.from({ length: LIST_LENGTH }, (_, index) => draw(index)),
      );
    case 'raw':
      return raw(result.status, result.mediaType, draw(0));
  }
}

function describeFrom(
  value: Item,
  request: CrudRequest,
  callerId: number,
  validators: MockOperationValidators | undefined,
): Item {
  const check = resultCheck(validators, request.operation.result.shape === 'raw');
  for (const [name, typed] of Object.entries(request.params['path'] ?? {})) {
    if (Object.prototype.hasOwnProperty.call(value, name)) setIfValid(value, name, typed, check);
  }
  const user: MockUser | undefined = request.user;
  if (!user) return value;
  const aboutCaller = isAboutCaller(stripAccessPrefix(request.operation.path));
  return describeUser(value, user, callerId, check, { own: aboutCaller });
}
