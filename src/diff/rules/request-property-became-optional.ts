import { defineRule } from './define.js';

export const requestPropertyBecameOptional = defineRule({
  id: 'request-property-became-optional',
  level: 'info',
  direction: 'request',
  message: 'request property {location} became optional',
  why: 'Requests that send it stay valid.',
  kind: 'required-changed',
  site: 'request-body',
  when: (c) => c.facts?.body !== true && !c.new,
});
