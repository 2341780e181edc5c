import { defineRule } from './define.js';

export const requestPathParameterRenamed = defineRule({
  id: 'request-path-parameter-renamed',
  level: 'breaking',
  direction: 'request',
  message: 'path parameter renamed from {old} to {new}',
  why: 'The URL is the same, but the key passed to the generated method is the parameter name: `{ id }` instead of `{ jobid }`, so calls stop compiling after regeneration.',
  kind: 'path-parameter-renamed',
  site: 'parameter',
});
