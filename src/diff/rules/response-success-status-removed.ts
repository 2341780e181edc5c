import { defineRule } from './define.js';

export const responseSuccessStatusRemoved = defineRule({
  id: 'response-success-status-removed',
  level: 'breaking',
  direction: 'response',
  message: 'success status {subject} removed',
  why: 'Clients that check for this status treat the new one as a failure.',
  kind: 'status-removed',
  site: 'response',
  when: (c) => c.facts.success,
});
