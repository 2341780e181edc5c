import { defineRule } from './define.js';

export const requestBodyRemoved = defineRule({
  id: 'request-body-removed',
  level: 'breaking',
  direction: 'request',
  message: 'request body removed',
  why: 'Code passing a body to the regenerated method stops compiling, and the installation ignores or rejects what old clients still send.',
  kind: 'body-removed',
  site: 'request-body',
});
