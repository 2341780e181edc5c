import { defineLazyTarget } from '../target.js';

export default defineLazyTarget({
  name: 'types',
  help: 'TypeScript types for every schema and operation',
  needs: [],
  peerDependencies: {},
  files: ['types.ts', 'enums.ts'],
  entry: 'index',
  byDefault: true,
  // The emitter loads only when a run selects this target (the registry reads the facts above).
  load: async () => {
    const { emitTypes } = await import('./index.js');
    return (model, _options, context) => ({ files: emitTypes(model, context) });
  },
});
