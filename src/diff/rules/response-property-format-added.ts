import { defineRule } from './define.js';

export const responsePropertyFormatAdded = defineRule({
  id: 'response-property-format-added',
  level: 'info',
  direction: 'response',
  message: 'response property {location} now has the format {new}',
  why: 'The old client never checked a format here, and the regenerated type is the same: values stay readable.',
  kind: 'format-changed',
  site: 'response',
  when: (c) => c.old === undefined,
});
