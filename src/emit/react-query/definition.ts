import { defineLazyTarget } from '../target.js';

/** React hooks over the query target's options (its own entry: only hook users load React). */
export default defineLazyTarget({
  name: 'react-query',
  help: 'React hooks over the query options; a write invalidates what it changes',
  needs: ['query'],
  peerDependencies: { '@tanstack/react-query': '^5.90.0', react: '>=18' },
  files: ['react-query.ts', 'runtime/react-query.ts'],
  entry: 'own',
  byDefault: false,
  // The emitter loads only when a run selects this target (the registry reads the facts above).
  load: async () => {
    const { emitReactQuery } = await import('./index.js');
    return (model, _options, context) => ({ files: emitReactQuery(model, context) });
  },
});
