import { defineRule } from './define.js';

export const responseNonSuccessStatusAdded = defineRule({
  id: 'response-non-success-status-added',
  level: 'info',
  direction: 'response',
  message: 'error status {subject} documented',
  why: 'Errors are still reported through the envelope; consider handling the new status.',
  kind: 'status-added',
  site: 'response',
  when: (c) => !c.facts.success,
});
