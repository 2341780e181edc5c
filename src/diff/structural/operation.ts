import type { AccessLevel, AuthModel, NamedSchema, Operation } from '../../ir/types.js';
import type { ChangeRecord, ChangeSite, Direction } from '../types.js';
import { emit, type Scope } from './context.js';
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

const ACCESS_RANK: Record<AccessLevel, number> = {
  none: 0,
  user: 1,
  'tenant-admin': 2,
  superadmin: 3,
};

/** Everything that can differ between two versions of one operation. */
export function compareOperation(
  oldOperation: Operation,
  newOperation: Operation,
  models: ModelPair,
  out: ChangeRecord[],
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
  const at = (
    kind: ChangeRecord['kind'],
    old: unknown,
    next: unknown,
    extra: Partial<ChangeRecord> = {},
  ) =>
    emit(top, {
      kind,
      location: 'operation',
      pointer: newOperation.pointer,
      old,
      new: next,
      ...extra,
    });
  if (oldOperation.deprecated !== newOperation.deprecated)
    at('deprecated-changed', oldOperation.deprecated, newOperation.deprecated);
  if (oldOperation.access !== newOperation.access) {
    const raised = ACCESS_RANK[newOperation.access] > ACCESS_RANK[oldOperation.access];
    at('access-changed', oldOperation.access, newOperation.access, { tightened: raised });
  }
  if (oldOperation.auth !== newOperation.auth)
    at('auth-changed', oldOperation.auth, newOperation.auth, { location: 'security' });
  if (oldOperation.name.qualified !== newOperation.name.qualified) {
    at('client-name-changed', oldOperation.name.qualified, newOperation.name.qualified, {
      location: 'client',
    });
  }
  compareParameters(oldOperation, newOperation, scopeFor('parameter', 'request'));
  compareBodies(oldOperation.body, newOperation.body, scopeFor('request-body', 'request'));
  compareResponses(oldOperation, newOperation, scopeFor('response', 'response'));
}
