import type { AuthModel, NamedSchema, Operation } from '../../ir/types.js';
import { accessRank } from '../../ir/access.js';
import type { ChangeDetails, ChangeKind, ChangeSink, ChangeSite, Direction } from '../types.js';
import { changeAt, emit, type Scope } from './context.js';
import { compareParameters } from './parameters.js';
import { compareBodies } from './body.js';
import { compareResponses } from './responses.js';
import { operationRef } from './match.js';
import type { CleanCache } from './clean.js';

export interface ModelPair {
  /** The new model's login exchange (for client handles). */
  auth: AuthModel;
  oldSchemas: ReadonlyMap<string, NamedSchema>;
  newSchemas: ReadonlyMap<string, NamedSchema>;
  clean: CleanCache;
  templates: Scope['templates'];
}

/** Creates the scope for one part of one operation. */
export type ScopeFactory = (site: ChangeSite, direction: Direction) => Scope;

/** Everything that can differ between two versions of one operation. */
export function compareOperation(
  oldOperation: Operation,
  newOperation: Operation,
  models: ModelPair,
  out: ChangeSink,
): void {
  const operation = operationRef(newOperation, models.auth);
  const scopeFor: ScopeFactory = (site, direction) => ({
    oldSchemas: models.oldSchemas,
    newSchemas: models.newSchemas,
    clean: models.clean,
    templates: models.templates,
    site,
    direction,
    operation,
    visited: new Set(),
    out,
  });
  const top = scopeFor('operation', 'none');
  const at = <K extends ChangeKind>(kind: K, details: ChangeDetails[K], location = 'operation') =>
    emit(top, changeAt(kind, newOperation.pointer, location, undefined, details));
  const [before, after] = [oldOperation, newOperation];
  if (before.deprecated !== after.deprecated)
    at('deprecated-changed', { old: before.deprecated, new: after.deprecated });
  if (before.access !== after.access) {
    const raised = accessRank(after.access) > accessRank(before.access);
    at('access-changed', { old: before.access, new: after.access, tightened: raised });
  }
  if (before.auth !== after.auth)
    at('auth-changed', { old: before.auth, new: after.auth }, 'security');
  if (before.name.qualified !== after.name.qualified)
    at('client-name-changed', { old: before.name.qualified, new: after.name.qualified }, 'client');
  compareParameters(oldOperation, newOperation, scopeFor('parameter', 'request'));
  compareBodies(oldOperation.body, newOperation.body, scopeFor('request-body', 'request'));
  compareResponses(oldOperation, newOperation, scopeFor('response', 'response'));
}
