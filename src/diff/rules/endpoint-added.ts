import { defineRule } from './define.js';

export const endpointAdded = defineRule({
  id: 'endpoint-added',
  level: 'info',
  direction: 'none',
  message: 'operation added',
  why: 'A new operation breaks nobody; regenerate the client to call it.',
  kind: 'operation-added',
});
