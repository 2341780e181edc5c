import { defineRule } from './define.js';

export const endpointReactivated = defineRule({
  id: 'endpoint-reactivated',
  level: 'info',
  direction: 'none',
  message: 'operation no longer deprecated',
  why: 'A deprecation was withdrawn; nothing to do.',
  kind: 'deprecated-changed',
  when: (c) => !c.new,
});
