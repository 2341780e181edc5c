import { defineTarget } from '../target.js';
import { emitZod } from './index.js';

export default defineTarget({
  name: 'zod',
  help: 'zod 4 schemas for every schema and operation, inferring the generated types',
  needs: ['types'],
  peerDependencies: { zod: '^4' },
  files: ['zod.ts', 'runtime/'],
  entry: 'own',
  byDefault: false,
  emit: (model, _options, context) => ({ files: emitZod(model, context) }),
});
