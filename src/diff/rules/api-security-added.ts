import { defineRule } from './define.js';

export const apiSecurityAdded = defineRule({
  id: 'api-security-added',
  level: 'breaking',
  direction: 'request',
  message: 'operation now requires the Session and Token headers',
  why: 'Callers that did not log in (health checks, scripts) now get 401.',
  kind: 'auth-changed',
  when: (c) => c.new,
});
