import { defineRule, is } from './define.js';

export const requestParameterLocationChanged = defineRule({
  id: 'request-parameter-location-changed',
  level: 'breaking',
  direction: 'request',
  message: 'parameter moved from {old} to {new}',
  why: 'Callers send the value where the installation no longer reads it.',
  kinds: ['parameter-location-changed'],
  matches: (c) => is(c, 'parameter-location-changed', 'parameter'),
});
