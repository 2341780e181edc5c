import { defineRule, is } from './define.js';

export const responseMediatypeAdded = defineRule({
  id: 'response-mediatype-added',
  level: 'info',
  direction: 'response',
  message: 'response media type {subject} added',
  why: 'Existing clients keep receiving what they asked for.',
  kinds: ['media-type-added'],
  matches: (c) => is(c, 'media-type-added', 'response'),
});
