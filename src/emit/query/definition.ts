import { defineTarget } from '../target.js';
import { emitQuery } from './index.js';

/**
 * Its config section `query` (what each write invalidates, which states end polling) is read
 * by the model, not here: src/normalise/queries/ decides paging, polling and invalidation.
 */
export default defineTarget({
  name: 'query',
  help: 'TanStack Query v5 options, key factory, invalidation map and polling',
  needs: ['client'],
  peerDependencies: { '@tanstack/query-core': '^5.90.0' },
  files: ['query.ts', 'runtime/query.ts'],
  entry: 'own',
  byDefault: false,
  emit: (model, _options, context) => ({ files: emitQuery(model, context) }),
});
