import { defineRule } from './define.js';

export const requestBodyBecameRequired = defineRule({
  id: 'request-body-became-required',
  level: 'breaking',
  direction: 'request',
  message: 'request body became required',
  why: 'Requests without a body are now rejected.',
  kind: 'required-changed',
  site: 'request-body',
  when: (c) => c.facts?.body === true && c.new,
  overrides: ['request-property-became-required'],
});
