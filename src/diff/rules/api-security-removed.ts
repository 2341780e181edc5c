import { defineRule } from './define.js';

export const apiSecurityRemoved = defineRule({
  id: 'api-security-removed',
  level: 'info',
  direction: 'request',
  message: 'operation no longer requires authentication',
  why: 'Authenticated callers keep working; the headers are simply ignored.',
  kind: 'auth-changed',
  when: (c) => !c.new,
});
