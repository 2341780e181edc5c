import { defineRule } from './define.js';

export const requestBodyAddedRequired = defineRule({
  id: 'request-body-added-required',
  level: 'breaking',
  direction: 'request',
  message: 'required request body added',
  why: 'Requests built for the old document send no body and are rejected.',
  kind: 'body-added',
  site: 'request-body',
  when: (c) => c.facts.required,
});
