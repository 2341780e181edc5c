import { defineRule } from './define.js';

export const requestPropertyBecameRequired = defineRule({
  id: 'request-property-became-required',
  level: 'breaking',
  direction: 'request',
  message: 'request property {location} became required',
  why: 'Requests that leave it out are now rejected.',
  kind: 'required-changed',
  site: 'request-body',
  when: (c) => c.facts?.body !== true && c.new,
});
