import { defineRule, is } from './define.js';

export const responsePropertyFormatAdded = defineRule({
  id: 'response-property-format-added',
  level: 'info',
  direction: 'response',
  message: 'response property {location} now has the format {new}',
  why: 'The old client never checked a format here, and the regenerated type is the same: values stay readable.',
  kinds: ['format-changed'],
  matches: (c) => is(c, 'format-changed', 'response') && c.old === undefined,
});
