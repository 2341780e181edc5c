import { defineRule } from './define.js';

export const apiAccessLevelRaised = defineRule({
  id: 'api-access-level-raised',
  level: 'breaking',
  direction: 'none',
  message: 'access level raised from {old} to {new}',
  why: 'Users below the new access level now get 401/403 from this operation.',
  kind: 'access-changed',
  when: (c) => c.tightened,
});
