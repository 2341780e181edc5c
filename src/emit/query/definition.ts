import { defineLazyTarget } from '../target.js';

/**
 * Its config section `query` (what each write invalidates, which states end polling) is read
 * by the model, not here: src/normalise/queries/ decides paging, polling and invalidation.
 */
export default defineLazyTarget({
  name: 'query',
  help: 'TanStack Query v5 options, key factory, invalidation map and polling',
  needs: ['client'],
  peerDependencies: { '@tanstack/query-core': '^5.90.0' },
  files: ['query.ts', 'runtime/query.ts'],
  entry: 'own',
  byDefault: false,
  // The emitter loads only when a run selects this target (the registry reads the facts above).
  load: async () => {
    const { emitQuery } = await import('./index.js');
    return (model, _options, context) => ({ files: emitQuery(model, context) });
  },
});
