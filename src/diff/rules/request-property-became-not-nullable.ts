import { defineRule } from './define.js';

export const requestPropertyBecameNotNullable = defineRule({
  id: 'request-property-became-not-nullable',
  level: 'breaking',
  direction: 'request',
  message: 'request property {location} no longer accepts null',
  why: 'Requests that send null are now rejected.',
  kind: 'nullable-changed',
  site: 'request-body',
  when: (c) => !c.new,
});
