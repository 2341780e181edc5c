import { defineLazyTarget } from '../target.js';

export default defineLazyTarget({
  name: 'zod',
  help: 'zod 4 schemas for every schema and operation, inferring the generated types',
  needs: ['types'],
  peerDependencies: { zod: '^4' },
  files: ['zod.ts', 'runtime/'],
  entry: 'own',
  byDefault: false,
  // The emitter loads only when a run selects this target (the registry reads the facts above).
  load: async () => {
    const { emitZod } = await import('./index.js');
    return (model, _options, context) => ({ files: emitZod(model, context) });
  },
});
