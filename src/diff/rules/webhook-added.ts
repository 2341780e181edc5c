import { defineRule } from './define.js';

export const webhookAdded = defineRule({
  id: 'webhook-added',
  level: 'info',
  direction: 'none',
  message: 'webhook {subject} added',
  why: 'The installation calls receivers it did not call before; the generated client is unaffected.',
  kind: 'webhook-added',
});
