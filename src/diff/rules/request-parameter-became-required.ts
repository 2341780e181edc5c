import { defineRule } from './define.js';

export const requestParameterBecameRequired = defineRule({
  id: 'request-parameter-became-required',
  level: 'breaking',
  direction: 'request',
  message: 'parameter {location} became required',
  why: 'Requests that leave the parameter out are now rejected.',
  kind: 'required-changed',
  site: 'parameter',
  when: (c) => c.new,
});
