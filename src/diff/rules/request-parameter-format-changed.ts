import { defineRule } from './define.js';

export const requestParameterFormatChanged = defineRule({
  id: 'request-parameter-format-changed',
  level: 'warning',
  direction: 'request',
  message: 'format of parameter {location} changed from {old} to {new}',
  why: 'Values valid for the old format may be rejected by the new one.',
  kind: 'format-changed',
  site: 'parameter',
});
