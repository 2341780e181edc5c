import { defineRule, is } from './define.js';

export const requestBodyMediaTypeAdded = defineRule({
  id: 'request-body-media-type-added',
  level: 'info',
  direction: 'request',
  message: 'request media type {subject} now accepted',
  why: 'Old requests stay valid.',
  kinds: ['media-type-added'],
  matches: (c) => is(c, 'media-type-added', 'request-body'),
});
