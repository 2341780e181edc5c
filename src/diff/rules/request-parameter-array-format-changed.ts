import { defineRule } from './define.js';

export const requestParameterArrayFormatChanged = defineRule({
  id: 'request-parameter-array-format-changed',
  level: 'breaking',
  direction: 'request',
  message: 'list parameter {location} is now sent as {new} (was {old})',
  why: 'Clients built on the old document join the values the old way (e.g. a,b instead of a=1&a=2), which the installation reads differently.',
  kind: 'array-format-changed',
  site: 'parameter',
});
