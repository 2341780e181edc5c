import { defineRule } from './define.js';

export const webhookRemoved = defineRule({
  id: 'webhook-removed',
  level: 'warning',
  direction: 'none',
  message: 'webhook {subject} removed',
  why: 'Receivers stop getting these calls, silently; the generated client (which makes no webhook calls) keeps working, so not breaking by our principle. oasdiff says ERR.',
  kind: 'webhook-removed',
});
