import { defineRule } from './define.js';

export const requestParameterEnumValueRemoved = defineRule({
  id: 'request-parameter-enum-value-removed',
  level: 'breaking',
  direction: 'request',
  message: 'value {subject} no longer allowed in parameter {location}',
  why: 'Requests that send the removed value are rejected.',
  kind: 'enum-value-removed',
  site: 'parameter',
});
