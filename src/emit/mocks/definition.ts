import { defineLazyTarget } from '../target.js';

export default defineLazyTarget({
  name: 'mocks',
  help: 'MSW handlers backed by a stateful mock installation',
  needs: ['validators'],
  peerDependencies: { msw: '^2.0.0' },
  files: ['mocks/index.ts', 'mocks/'],
  entry: 'own',
  byDefault: true,
  // The emitter loads only when a run selects this target (the registry reads the facts above).
  load: async () => {
    const { emitMocks } = await import('./index.js');
    return (model, _options, context) => emitMocks(model, context);
  },
});
