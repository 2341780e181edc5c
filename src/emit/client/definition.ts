import { defineLazyTarget } from '../target.js';

export default defineLazyTarget({
  name: 'client',
  help: 'a fetch client: login exchange, envelope, typed methods and request()',
  needs: ['types'],
  peerDependencies: {},
  files: ['client.ts', 'runtime/'],
  entry: 'index',
  byDefault: true,
  // The emitter loads only when a run selects this target (the registry reads the facts above).
  load: async () => {
    const { emitClient } = await import('./index.js');
    return (model, _options, context) => ({ files: emitClient(model, context) });
  },
});
