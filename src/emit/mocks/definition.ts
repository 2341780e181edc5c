import { defineTarget } from '../target.js';
import { emitMocks } from './index.js';

export default defineTarget({
  name: 'mocks',
  help: 'MSW handlers backed by a stateful mock installation',
  needs: ['validators'],
  peerDependencies: { msw: '^2.0.0' },
  files: ['mocks/index.ts', 'mocks/'],
  entry: 'own',
  byDefault: true,
  emit: (model, _options, context) => emitMocks(model, context),
});
