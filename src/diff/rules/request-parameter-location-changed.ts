import { defineRule } from './define.js';

export const requestParameterLocationChanged = defineRule({
  id: 'request-parameter-location-changed',
  level: 'breaking',
  direction: 'request',
  message: 'parameter moved from {old} to {new}',
  why: 'Callers send the value where the installation no longer reads it.',
  kind: 'parameter-location-changed',
  site: 'parameter',
});
