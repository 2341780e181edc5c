import { defineTarget } from '../target.js';
import { emitTypes } from './index.js';

export default defineTarget({
  name: 'types',
  help: 'TypeScript types for every schema and operation',
  needs: [],
  peerDependencies: {},
  files: ['types.ts', 'enums.ts'],
  entry: 'index',
  byDefault: true,
  emit: (model, _options, context) => ({ files: emitTypes(model, context) }),
});
