import { fitsWidth, group, hardline, indent, softline, type Doc } from '../shared/doc.js';
import { docComment, propertyAccess, propertyKey, stringLiteral } from '../shared/escape.js';
import { arrayLiteral, objectLiteral } from '../shared/literal.js';
import { methodComment } from '../client/signatures.js';
import { methodOf, type QueryModel, type QueryOperation } from './model.js';
import { arrowToArray, call, exportedConst, exportedFunction, expandedObject } from './syntax.js';

/**
 * Writes: the `invalidates` map (per write, the query keys it makes stale, from the
 * paths or `query.invalidates` in the config) and `…MutationOptions` (typed variables,
 * `ApiError`, and an `onSuccess` that invalidates and waits for the refetch).
 */
export function invalidationMap(queries: QueryModel): Doc {
  const members = queries.writes
    .filter((write) => (write.op.invalidates ?? []).length > 0)
    .map((write): Doc => member(stringLiteral(write.path.join('.')), keysOf(write, queries)));
  const comment = docComment([
    'Per write: the query keys (or prefixes) it makes stale, derived from the paths',
    '(`query.invalidates` in specforge.config.json overrides). The mutation options use it;',
    'call it yourself after a write made outside TanStack Query.',
  ]);
  return exportedConst(comment, 'invalidates', members.length === 0 ? '{}' : expandedObject(members));
}

/** `'key': value`; a key too long for the arrow's head puts the value on the next line. */
function member(key: string, value: { doc: Doc; bare: boolean }): Doc {
  if (value.bare && !fitsWidth(`  ${key}: (): QueryKey[] => [`)) {
    return [key, ':', indent([hardline, value.doc])];
  }
  return [key, ': ', value.doc];
}

function keysOf(write: QueryOperation, queries: QueryModel): { doc: Doc; bare: boolean } {
  const invalidations = write.op.invalidates ?? [];
  const keys = invalidations.map(({ operation, bound }) => {
    const read = queries.byId.get(operation) as QueryOperation;
    const segments = read.path.map((segment): Doc => stringLiteral(segment));
    const usable = bound.length > 0 && write.flat && read.flat;
    return { doc: arrayLiteral(usable ? [...segments, boundArgs(bound)] : segments), size: segments.length + (usable ? 1 : 0) };
  });
  const usesArgs = invalidations.some(({ bound, operation }) => bound.length > 0 && write.flat && queries.byId.get(operation)?.flat);
  const params = usesArgs ? [`args: T.${write.types.args}`] : [];
  const list = arrayLiteral(
    keys.map((key) => key.doc),
    keys.map((key) => key.size),
  );
  return { doc: arrowToArray(params, ': QueryKey[]', list), bare: params.length === 0 };
}

/** `{ jobid: args.jobid }`: the read's arguments that the write names too. */
function boundArgs(bound: readonly string[]): Doc {
  return objectLiteral(
    bound.map((name) => ({ key: propertyKey(name), value: `args${propertyAccess(name)}` })),
    false,
  );
}

export function mutationOptions(write: QueryOperation): Doc {
  const name = write.path.join('.');
  const comment = docComment([...methodComment(write.op), '', `Mutation options for \`${name}\`.`]);
  const properties: Doc[] = [
    ['mutationKey: ', arrayLiteral(write.path.map((segment) => stringLiteral(segment)))],
    ['mutationFn: ', call('write', [methodOf(write), 'options'])],
  ];
  if ((write.op.invalidates ?? []).length > 0) {
    const entry = group(['invalidates[', indent([softline, stringLiteral(name)]), softline, ']']);
    properties.push(['onSuccess: ', call('invalidating', [entry])]);
  }
  const returns = { name: 'MutationOptions', args: [`T.${write.types.result}`, 'ApiError', `T.${write.types.args}`] };
  const params = ['api: Client', 'options?: CallOptions'];
  return exportedFunction(comment, `${write.stem}MutationOptions`, params, returns, expandedObject(properties));
}
