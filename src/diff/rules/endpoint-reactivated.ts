import { defineRule, is } from './define.js';

export const endpointReactivated = defineRule({
  id: 'endpoint-reactivated',
  level: 'info',
  direction: 'none',
  message: 'operation no longer deprecated',
  why: 'A deprecation was withdrawn; nothing to do.',
  kinds: ['deprecated-changed'],
  matches: (c) => is(c, 'deprecated-changed') && c.new === false,
});
