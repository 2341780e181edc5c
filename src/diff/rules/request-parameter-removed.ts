import { defineRule, is } from './define.js';

export const requestParameterRemoved = defineRule({
  id: 'request-parameter-removed',
  level: 'warning',
  direction: 'request',
  message: 'parameter {location} removed',
  why: 'The installation ignores or rejects a parameter callers still send, and code passing it to the regenerated client stops compiling.',
  kinds: ['parameter-removed'],
  matches: (c) => is(c, 'parameter-removed', 'parameter'),
});
