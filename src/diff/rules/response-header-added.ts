import { defineRule, is } from './define.js';

export const responseHeaderAdded = defineRule({
  id: 'response-header-added',
  level: 'info',
  direction: 'response',
  message: 'response header {subject} documented',
  why: 'Clients ignore headers they do not read.',
  kinds: ['header-added'],
  matches: (c) => is(c, 'header-added', 'response'),
});
