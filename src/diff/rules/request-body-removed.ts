import { defineRule, is } from './define.js';

export const requestBodyRemoved = defineRule({
  id: 'request-body-removed',
  level: 'warning',
  direction: 'request',
  message: 'request body removed',
  why: 'The installation ignores what callers still send, and code passing a body to the regenerated client stops compiling.',
  kinds: ['body-removed'],
  matches: (c) => is(c, 'body-removed', 'request-body'),
});
