import { defineRule } from './define.js';

export const requestBodyBecameOptional = defineRule({
  id: 'request-body-became-optional',
  level: 'info',
  direction: 'request',
  message: 'request body became optional',
  why: 'Requests that send a body stay valid.',
  kind: 'required-changed',
  site: 'request-body',
  when: (c) => c.facts?.body === true && !c.new,
  overrides: ['request-property-became-optional'],
});
