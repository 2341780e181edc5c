import { defineTarget } from '../target.js';
import { emitReactQuery } from './index.js';

/** React hooks over the query target's options (its own entry: only hook users load React). */
export default defineTarget({
  name: 'react-query',
  help: 'React hooks over the query options; a write invalidates what it changes',
  needs: ['query'],
  peerDependencies: { '@tanstack/react-query': '^5.90.0', react: '>=18' },
  files: ['react-query.ts', 'runtime/react-query.ts'],
  entry: 'own',
  byDefault: false,
  emit: (model, _options, context) => ({ files: emitReactQuery(model, context) }),
});
