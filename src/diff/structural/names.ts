import { namedSources, type NamedSource } from '../../ir/export-names.js';
import type { ApiModel, Operation } from '../../ir/types.js';
import type { ChangeSink, OperationRef } from '../types.js';
import { operationRef } from './match.js';

/**
 * Generated type names that changed although the thing named did not (same schema key,
 * same client method): true collisions under ADR 0003, e.g. a new schema literally named
 * `QueueListResult` pushes the result type of `queue.list` to `QueueListResult2`. A renamed
 * method renames its types too; that is reported once, as the method's rename.
 */
export function compareGeneratedNames(
  oldModel: ApiModel,
  newModel: ApiModel,
  pairs: readonly [Operation, Operation][],
  out: ChangeSink,
): void {
  const before = new Map(namedSources(oldModel).map((source) => [source.key, source]));
  const after = new Map(namedSources(newModel).map((source) => [source.key, source]));
  for (const { pointer } of oldModel.schemas) {
    const key = `schema ${pointer}`;
    renamed(before.get(key), after.get(key), pointer, undefined, out);
  }
  for (const [oldOp, newOp] of pairs) {
    const was = before.get(`operation ${oldOp.method} ${oldOp.path}`);
    const now = after.get(`operation ${newOp.method} ${newOp.path}`);
    renamed(was, now, newOp.pointer, operationRef(newOp, newModel.auth), out);
  }
}

function renamed(
  was: NamedSource | undefined,
  now: NamedSource | undefined,
  pointer: string,
  operation: OperationRef | undefined,
  out: ChangeSink,
): void {
  if (!was || !now || was.basis !== now.basis) return;
  for (const [role, name] of Object.entries(was.names)) {
    const next = now.names[role];
    if (next === undefined || next === name) continue;
    out.push({
      kind: 'generated-name-changed',
      site: operation ? 'operation' : 'api',
      direction: 'none',
      operation: operation ?? { method: '', path: '', client: '' },
      location: `type ${name}`,
      pointer,
      old: name,
      new: next,
      typeRef: name,
    });
  }
}
