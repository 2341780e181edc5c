import { defineRule } from './define.js';

export const requestPropertyTypeChanged = defineRule({
  id: 'request-property-type-changed',
  level: 'breaking',
  direction: 'request',
  message: 'type of request property {location} changed from {old} to {new}',
  why: 'Values of the old type are rejected or misread by the installation.',
  kind: 'type-changed',
  site: 'request-body',
});
