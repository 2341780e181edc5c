import { defineRule } from './define.js';

export const requestParameterTypeChanged = defineRule({
  id: 'request-parameter-type-changed',
  level: 'breaking',
  direction: 'request',
  message: 'type of parameter {location} changed from {old} to {new}',
  why: 'Values of the old type are rejected or misread by the installation.',
  kind: 'type-changed',
  site: 'parameter',
});
