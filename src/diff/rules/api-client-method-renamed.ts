import { defineRule } from './define.js';

export const apiClientMethodRenamed = defineRule({
  id: 'api-client-method-renamed',
  level: 'breaking',
  direction: 'none',
  message: 'generated client method renamed from {old} to {new}',
  why: 'The wire contract is the same, but code calling the old generated method stops compiling after regeneration (request() by method and path still works). oasdiff has no generated client and no such check.',
  kind: 'client-name-changed',
});
