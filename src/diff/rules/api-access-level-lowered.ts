import { defineRule } from './define.js';

export const apiAccessLevelLowered = defineRule({
  id: 'api-access-level-lowered',
  level: 'info',
  direction: 'none',
  message: 'access level lowered from {old} to {new}',
  why: 'More users may call the operation; existing callers are unaffected.',
  kind: 'access-changed',
  when: (c) => !c.tightened,
});
