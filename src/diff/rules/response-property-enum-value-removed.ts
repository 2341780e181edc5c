import { defineRule, is } from './define.js';

export const responsePropertyEnumValueRemoved = defineRule({
  id: 'response-property-enum-value-removed',
  level: 'info',
  direction: 'response',
  message: 'response property {location} is no longer {subject}',
  why: 'The response contract got narrower: clients never see the value again.',
  kinds: ['enum-value-removed'],
  matches: (c) => is(c, 'enum-value-removed', 'response'),
});
