import { defineRule, is } from './define.js';

export const responsePropertyFormatChanged = defineRule({
  id: 'response-property-format-changed',
  level: 'warning',
  direction: 'response',
  message: 'format of response property {location} changed from {old} to {new}',
  why: 'Clients that parse the value by its old format (dates, numbers as strings) may misread it.',
  kinds: ['format-changed'],
  matches: (c) => is(c, 'format-changed', 'response'),
});
