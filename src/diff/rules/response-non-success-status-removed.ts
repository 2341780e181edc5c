import { defineRule } from './define.js';

export const responseNonSuccessStatusRemoved = defineRule({
  id: 'response-non-success-status-removed',
  level: 'info',
  direction: 'response',
  message: 'error status {subject} no longer documented',
  why: 'Errors are still reported through the envelope; only the documentation changed.',
  kind: 'status-removed',
  site: 'response',
  when: (c) => !c.facts.success,
});
