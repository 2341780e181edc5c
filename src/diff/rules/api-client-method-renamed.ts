import { defineRule, is } from './define.js';

export const apiClientMethodRenamed = defineRule({
  id: 'api-client-method-renamed',
  level: 'warning',
  direction: 'none',
  message: 'generated client method renamed from {old} to {new}',
  why: 'The wire contract is the same, but code calling the old generated method name stops compiling (api.request by method and path still works).',
  kinds: ['client-name-changed'],
  matches: (c) => is(c, 'client-name-changed'),
});
