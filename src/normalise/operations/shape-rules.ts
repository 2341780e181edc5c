/**
 * The documented rules for `list` vs `single` vs `empty` when the schema alone does not
 * tell (the envelope's `result` is always a list, even for one object):
 * - Flask-RESTX operationIds ending `_list` name the collection resource, `_resource` an item;
 * - a GET on a path ending in a parameter reads one object;
 * - singular resources (`/user/permission`, read as `result[0].realmadmin`) are one object;
 * - other GETs read a collection;
 * - a create or update returns the object; a DELETE returns nothing worth returning.
 */
import type { HttpMethod, ResultKind } from '../../ir/types.js';

export interface ShapeGuess {
  shape: ResultKind;
  reason: string;
}

/** Paths known to return one object although they do not end in a parameter. */
const singularResources = new Set(['/user/permission']);

export function guessShape(
  method: HttpMethod,
  path: string,
  operationId: string | undefined,
  documented: boolean,
): ShapeGuess {
  const id = operationId?.split('_/')[0];
  if (method === 'GET') return guessGet(path, id);
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    return { shape: 'single', reason: `${method} returns the object it created or changed` };
  }
  if (method === 'DELETE' && documented)
    return { shape: 'single', reason: 'DELETE documents a result' };
  return { shape: 'empty', reason: `${method} returns nothing worth returning` };
}

function guessGet(path: string, id: string | undefined): ShapeGuess {
  if (id?.endsWith('_list'))
    return { shape: 'list', reason: 'operationId ends in _list (the collection resource)' };
  if (id?.endsWith('_resource'))
    return { shape: 'single', reason: 'operationId ends in _resource (one item)' };
  if (/\}$/.test(path)) return { shape: 'single', reason: 'GET on a path ending in a parameter' };
  if (singularResources.has(path))
    return { shape: 'single', reason: 'a singular resource (read as result[0])' };
  return { shape: 'list', reason: 'GET on a collection path' };
}
