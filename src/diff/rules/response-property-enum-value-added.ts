import { defineRule, is } from './define.js';

export const responsePropertyEnumValueAdded = defineRule({
  id: 'response-property-enum-value-added',
  level: 'breaking',
  direction: 'response',
  message: 'response property {location} can now be {subject}',
  why: 'The old generated validators reject the new value, and exhaustive switches over the regenerated union stop compiling. oasdiff says WARN.',
  kinds: ['enum-value-added'],
  matches: (c) => is(c, 'enum-value-added', 'response'),
});
