import { defineRule, is } from './define.js';

export const requestPathParameterRenamed = defineRule({
  id: 'request-path-parameter-renamed',
  level: 'info',
  direction: 'request',
  message: 'path parameter renamed from {old} to {new}',
  why: 'The URL is the same; only the key passed to the generated client changes.',
  kinds: ['path-parameter-renamed'],
  matches: (c) => is(c, 'path-parameter-renamed', 'parameter'),
});
