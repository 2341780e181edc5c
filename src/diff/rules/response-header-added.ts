import { defineRule } from './define.js';

export const responseHeaderAdded = defineRule({
  id: 'response-header-added',
  level: 'info',
  direction: 'response',
  message: 'response header {subject} documented',
  why: 'Clients ignore headers they do not read.',
  kind: 'header-added',
  site: 'response',
});
