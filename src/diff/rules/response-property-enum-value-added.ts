import { defineRule, is } from './define.js';

export const responsePropertyEnumValueAdded = defineRule({
  id: 'response-property-enum-value-added',
  level: 'warning',
  direction: 'response',
  message: 'response property {location} can now be {subject}',
  why: 'Clients, switch statements and validators built on the old document can reject or mishandle the new value.',
  kinds: ['enum-value-added'],
  matches: (c) => is(c, 'enum-value-added', 'response'),
});
