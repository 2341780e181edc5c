import { defineRule } from './define.js';

export const requestPropertyFormatChanged = defineRule({
  id: 'request-property-format-changed',
  level: 'warning',
  direction: 'request',
  message: 'format of request property {location} changed from {old} to {new}',
  why: 'Values valid for the old format may be rejected by the new one.',
  kind: 'format-changed',
  site: 'request-body',
});
