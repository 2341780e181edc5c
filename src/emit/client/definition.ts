import { defineTarget } from '../target.js';
import { emitClient } from './index.js';

export default defineTarget({
  name: 'client',
  help: 'a fetch client: login exchange, envelope, typed methods and request()',
  needs: ['types'],
  peerDependencies: {},
  files: ['client.ts', 'runtime/'],
  entry: 'index',
  byDefault: true,
  emit: (model, _options, context) => ({ files: emitClient(model, context) }),
});
