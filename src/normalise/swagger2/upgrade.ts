/**
 * Swagger 2.0 → the OAS 3.x shape, once, up front, so the rest of the normaliser is
 * written once. The upgrade is structural and shallow: schemas are not copied (they
 * keep their `#/definitions/…` refs, which name the same schemas), and every node it
 * moves or creates is recorded in `origin` with its pointer in the served document.
 *
 * Schema keywords that only differ in spelling (`x-nullable`, `type: file`, draft-04
 * exclusive bounds) are read by the schema converters directly, for every version.
 */
import { arrayAt, isRecord, objectAt, setOwn, sortedKeys, type Json } from '../json.js';
import { child } from '../../json/pointer.js';
import { upgradeOperation, type Swagger2Defaults } from './operation.js';

export const httpMethods = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export function upgradeSwagger2(source: Json, origin: Map<object, string>): Json {
  const components = {
    schemas: remember(origin, objectAt(source, 'definitions'), '#/definitions'),
    securitySchemes: remember(
      origin,
      upgradeSecuritySchemes(objectAt(source, 'securityDefinitions')),
      '#/securityDefinitions',
    ),
  };
  const defaults: Swagger2Defaults = {
    source,
    origin,
    upgraded: new Map(),
    consumes: arrayAt(source, 'consumes'),
    produces: arrayAt(source, 'produces'),
  };
  const paths: Json = {};
  const sourcePaths = objectAt(source, 'paths');
  for (const path of sortedKeys(sourcePaths)) {
    const item = sourcePaths[path];
    if (isRecord(item))
      setOwn(paths, path, upgradePathItem(item, child('#/paths', path), defaults));
  }
  const { swagger: _swagger, ...rest } = source;
  return { ...rest, openapi: '3.0.0', paths, components };
}

function upgradePathItem(item: Json, pointer: string, defaults: Swagger2Defaults): Json {
  const out: Json = {};
  for (const method of httpMethods) {
    const op = item[method];
    if (isRecord(op))
      out[method] = upgradeOperation(op, child(pointer, method), item, pointer, defaults);
  }
  for (const key of Object.keys(item)) if (key.startsWith('x-')) out[key] = item[key];
  return out;
}

/** `apiKey` stays as it is; `basic` becomes `http`/`basic`; `oauth2` keeps its type. */
function upgradeSecuritySchemes(definitions: Json): Json {
  const out: Json = {};
  for (const key of Object.keys(definitions)) {
    const scheme = definitions[key];
    if (!isRecord(scheme)) continue;
    setOwn(
      out,
      key,
      scheme.type === 'basic' ? { ...scheme, type: 'http', scheme: 'basic' } : scheme,
    );
  }
  return out;
}

function remember<T extends object>(origin: Map<object, string>, node: T, pointer: string): T {
  origin.set(node, pointer);
  return node;
}
