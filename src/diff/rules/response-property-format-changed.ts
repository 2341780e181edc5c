import { defineRule } from './define.js';

export const responsePropertyFormatChanged = defineRule({
  id: 'response-property-format-changed',
  level: 'breaking',
  direction: 'response',
  message: 'format of response property {location} changed from {old} to {new}',
  why: 'The old generated validators check the old format (a date-time, a uuid) and reject values in the new one; clients parsing by the old format misread them. A format added where there was none is response-property-format-added.',
  kind: 'format-changed',
  site: 'response',
  when: (c) => c.old !== undefined,
});
