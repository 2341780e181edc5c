import { defineRule } from './define.js';

export const endpointDeprecated = defineRule({
  id: 'endpoint-deprecated',
  level: 'info',
  direction: 'none',
  message: 'operation deprecated',
  why: 'Still works, but plan to stop calling it: the next version may remove it.',
  kind: 'deprecated-changed',
  when: (c) => c.new,
});
