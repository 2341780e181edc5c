import { defineRule } from './define.js';

export const requestPropertyEnumValueRemoved = defineRule({
  id: 'request-property-enum-value-removed',
  level: 'breaking',
  direction: 'request',
  message: 'value {subject} no longer allowed in request property {location}',
  why: 'Requests that send the removed value are rejected.',
  kind: 'enum-value-removed',
  site: 'request-body',
});
